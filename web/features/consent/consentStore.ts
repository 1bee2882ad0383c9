// The visitor's cookie and storage consent (TTDSG § 25): what they allowed beyond the storage
// the app needs to work, kept on the device ("duftkompass-consent") with a version and a date.
// Code that would report or track anything asks hasConsent() first. A stored choice that does
// not parse, or was made for another version of the categories, counts as no choice yet.
import { z } from 'zod';
import { lazySchema } from '../../../api/contract/lazySchema';
import { create } from 'zustand';

export const CONSENT_STORAGE_KEY = 'duftkompass-consent';
/** Raise when the categories or their meaning change: everyone is asked again. */
export const CONSENT_VERSION = 1;

export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';

const storedConsentSchema = lazySchema(() =>
  z.object({
    version: z.number().int(),
    decidedAt: z.iso.datetime(),
    analytics: z.boolean(),
    marketing: z.boolean(),
  }),
);

export type ConsentDecision = z.infer<typeof storedConsentSchema>;
export type ConsentChoice = Pick<ConsentDecision, 'analytics' | 'marketing'>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Null when the page has no localStorage (unit tests, storage disabled). */
function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredConsent(storage: KeyValueStorage | null): ConsentDecision | null {
  const raw = storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
  if (raw === null) return null;
  try {
    const parsed = storedConsentSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.version !== CONSENT_VERSION) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

type ConsentState = {
  decision: ConsentDecision | null;
  /** The settings were opened from the footer (or the banner's "Einstellungen"). */
  settingsOpen: boolean;
};

export const useConsentStore = create<ConsentState>()(() => ({
  decision: readStoredConsent(deviceStorage()),
  settingsOpen: false,
}));

/**
 * A choice made in another tab arrives as a storage event; the sheet closes there too.
 * `key` is null when the other tab cleared the whole storage.
 */
export function applyStorageChange(
  event: Pick<StorageEvent, 'key'>,
  storage: KeyValueStorage | null = deviceStorage(),
): void {
  if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
  useConsentStore.setState({ decision: readStoredConsent(storage) });
}

if (typeof window !== 'undefined') window.addEventListener('storage', applyStorageChange);

export function saveConsent(
  choice: ConsentChoice,
  storage: KeyValueStorage | null = deviceStorage(),
  now: Date = new Date(),
): void {
  const decision: ConsentDecision = {
    version: CONSENT_VERSION,
    decidedAt: now.toISOString(),
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(decision));
  } catch (error) {
    // Storage full or blocked: the choice still holds for this visit.
    console.warn('Einwilligung konnte nicht gespeichert werden', error);
  }
  useConsentStore.setState({ decision, settingsOpen: false });
}

/** Necessary storage needs no consent; everything else only what the visitor allowed. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return useConsentStore.getState().decision?.[category] ?? false;
}

export function openConsentSettings(): void {
  useConsentStore.setState({ settingsOpen: true });
}

export function closeConsentSettings(): void {
  useConsentStore.setState({ settingsOpen: false });
}

export function useConsentDecision(): ConsentDecision | null {
  return useConsentStore((state) => state.decision);
}

export function useSetConsent(): typeof saveConsent {
  return saveConsent;
}

export function useConsentSettingsOpen(): boolean {
  return useConsentStore((state) => state.settingsOpen);
}
