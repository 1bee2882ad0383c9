import { describe, expect, it } from 'vitest';
import {
  nextIntentStep,
  PENDING_INTENT_STORAGE_KEY,
  PENDING_INTENT_TTL_MS,
  readIntent,
  savedDnaPath,
  writeIntent,
  type IntentStorage,
  type PendingIntent,
} from './pendingIntent';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storage: IntentStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
  return { storage, values };
}

const T0 = Date.UTC(2026, 10, 28, 9, 0);

const saved: PendingIntent = {
  stage: 'savedTemporarily',
  email: 'anna@example.de',
  collectionName: 'Meine Parfümsammlung',
  perfumeIds: ['p-1', 'p-2'],
  createdAt: T0,
};

const session = (
  signedInEmail: string | null,
  tempEmail: string | null = null,
  dialogOpen = false,
) => ({ signedInEmail, tempEmail, dialogOpen });

describe('readIntent / writeIntent', () => {
  it('reads back what was written, across a reload (a fresh reader of the same storage)', () => {
    const { storage, values } = memoryStorage();
    writeIntent(storage, saved);
    expect(values.has(PENDING_INTENT_STORAGE_KEY)).toBe(true);
    expect(readIntent(memoryStorage(Object.fromEntries(values)).storage, T0 + 1000)).toEqual(saved);
  });

  it('expires after the time to live and removes the stale entry', () => {
    const { storage, values } = memoryStorage();
    writeIntent(storage, saved);
    expect(readIntent(storage, T0 + PENDING_INTENT_TTL_MS - 1)).toEqual(saved);
    expect(readIntent(storage, T0 + PENDING_INTENT_TTL_MS)).toBeNull();
    expect(values.has(PENDING_INTENT_STORAGE_KEY)).toBe(false);
  });

  it('drops an entry from the future (a clock set back) instead of keeping it forever', () => {
    const { storage } = memoryStorage();
    writeIntent(storage, saved);
    expect(readIntent(storage, T0 - 60_000)).toBeNull();
  });

  it('removes unreadable and foreign entries without throwing', () => {
    for (const raw of ['{kaputt', '"text"', JSON.stringify({ stage: 'other', createdAt: T0 })]) {
      const { storage, values } = memoryStorage({ [PENDING_INTENT_STORAGE_KEY]: raw });
      expect(readIntent(storage, T0)).toBeNull();
      expect(values.size).toBe(0);
    }
    const bad = { ...saved, email: 'keine-adresse' };
    const { storage } = memoryStorage({ [PENDING_INTENT_STORAGE_KEY]: JSON.stringify(bad) });
    expect(readIntent(storage, T0)).toBeNull();
  });

  it('survives blocked storage: reads nothing, writes nothing, throws nothing', () => {
    const blocked: IntentStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeIntent(blocked, saved)).not.toThrow();
    expect(() => writeIntent(blocked, null)).not.toThrow();
    expect(readIntent(blocked, T0)).toBeNull();
  });

  it('writing null forgets the intent', () => {
    const { storage, values } = memoryStorage();
    writeIntent(storage, saved);
    writeIntent(storage, null);
    expect(values.size).toBe(0);
  });
});

describe('nextIntentStep', () => {
  const needsAccount: PendingIntent = { stage: 'needsAccount', underway: true, createdAt: T0 };

  it('waits without an intent, while the dialog is open, and before any account exists', () => {
    expect(nextIntentStep(null, session('anna@example.de'))).toBe('wait');
    expect(nextIntentStep(needsAccount, session(null, 'anna@example.de', true))).toBe('wait');
    expect(nextIntentStep(needsAccount, session(null))).toBe('wait');
  });

  it('opens the collection selector once temporary mode or a sign-in exists', () => {
    expect(nextIntentStep(needsAccount, session(null, 'anna@example.de'))).toBe('chooseCollection');
    expect(nextIntentStep(needsAccount, session('ben@example.de'))).toBe('chooseCollection');
  });

  it('shows the Duft-DNA once the account of the temporary save is signed in, any letter case', () => {
    expect(nextIntentStep(saved, session(null, 'anna@example.de'))).toBe('wait');
    expect(nextIntentStep(saved, session('Anna@Example.de'))).toBe('showSavedDna');
  });

  it('forgets a temporary save when another account signs in on the device', () => {
    expect(nextIntentStep(saved, session('ben@example.de'))).toBe('forget');
  });
});

describe('savedDnaPath', () => {
  it('uses the result step while the chosen list is exactly the saved list (any order)', () => {
    if (saved.stage !== 'savedTemporarily') throw new Error('fixture');
    expect(savedDnaPath(saved, ['p-2', 'p-1'])).toBe('result');
  });

  it('uses the collection on the profile when the chosen list changed or is empty', () => {
    if (saved.stage !== 'savedTemporarily') throw new Error('fixture');
    expect(savedDnaPath(saved, ['p-1'])).toBe('profile');
    expect(savedDnaPath(saved, ['p-1', 'p-2', 'p-3'])).toBe('profile');
    expect(savedDnaPath(saved, ['p-1', 'p-3'])).toBe('profile');
    expect(savedDnaPath(saved, [])).toBe('profile');
  });

  it('uses the profile for a one-perfume save, which makes no Duft-DNA', () => {
    if (saved.stage !== 'savedTemporarily') throw new Error('fixture');
    const single = { ...saved, perfumeIds: ['p-1'] };
    expect(savedDnaPath(single, ['p-1'])).toBe('profile');
  });
});
