import { afterEach, describe, expect, it } from 'vitest';
import {
  applyStorageChange,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  hasConsent,
  readStoredConsent,
  saveConsent,
  useConsentStore,
} from './consentStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    values,
  };
}

const stored = (value: unknown) => memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(value) });

afterEach(() => {
  useConsentStore.setState({ decision: null, settingsOpen: false });
});

describe('readStoredConsent', () => {
  it('reads a choice stored for the current version', () => {
    const decision = {
      version: CONSENT_VERSION,
      decidedAt: '2026-01-02T10:00:00.000Z',
      analytics: true,
      marketing: false,
    };
    expect(readStoredConsent(stored(decision))).toEqual(decision);
  });

  it('counts a missing, unreadable or malformed value as no choice yet', () => {
    expect(readStoredConsent(memoryStorage())).toBeNull();
    expect(readStoredConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: '{kaputt' }))).toBeNull();
    expect(readStoredConsent(stored({ analytics: 'ja' }))).toBeNull();
    expect(
      readStoredConsent(
        stored({
          version: CONSENT_VERSION,
          decidedAt: 'gestern',
          analytics: true,
          marketing: true,
        }),
      ),
    ).toBeNull();
    expect(readStoredConsent(null)).toBeNull();
  });

  it('asks again when the choice was made for another version of the categories', () => {
    const older = {
      version: CONSENT_VERSION - 1,
      decidedAt: '2025-01-02T10:00:00.000Z',
      analytics: true,
      marketing: true,
    };
    expect(readStoredConsent(stored(older))).toBeNull();
  });
});

describe('saveConsent and hasConsent', () => {
  it('allows nothing but necessary storage before a choice', () => {
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('stores the choice with version and date and answers from it', () => {
    const storage = memoryStorage();
    saveConsent({ analytics: true, marketing: false }, storage, new Date('2026-03-04T05:06:07Z'));

    expect(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      decidedAt: '2026-03-04T05:06:07.000Z',
      analytics: true,
      marketing: false,
    });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(readStoredConsent(storage)).toEqual(useConsentStore.getState().decision);
  });

  it('closes the settings once a choice is saved', () => {
    useConsentStore.setState({ settingsOpen: true });
    saveConsent({ analytics: false, marketing: false }, memoryStorage());
    expect(useConsentStore.getState().settingsOpen).toBe(false);
    expect(hasConsent('analytics')).toBe(false);
  });
});

describe('applyStorageChange', () => {
  it('takes over a choice another tab stored and ignores other keys', () => {
    const storage = memoryStorage();
    saveConsent({ analytics: true, marketing: true }, memoryStorage());

    applyStorageChange({ key: 'duftkompass-device-id' }, storage);
    expect(hasConsent('marketing')).toBe(true);

    applyStorageChange({ key: CONSENT_STORAGE_KEY }, storage);
    expect(useConsentStore.getState().decision).toBeNull();
    expect(hasConsent('marketing')).toBe(false);
  });
});
