// The promise of "Speichern & analysieren" across sign-up, confirmation and sign-in (issue 29):
// an anonymous press is remembered on the device ("needsAccount"); once there is an account
// or temporary mode the collection selector opens again by itself; a save in temporary mode
// is remembered ("savedTemporarily") until the confirmation link or a sign-in moves it into
// the account, and then the Duft-DNA is shown. It lives in localStorage next to the temporary
// e-mail (tempModeStore.ts): read synchronously at start, shared by the tab the confirmation
// link opens, and it survives reloads. Entries expire after PENDING_INTENT_TTL_MS.
import { z } from 'zod';
import { create } from 'zustand';
import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import { lazySchema } from '../../../api/contract/lazySchema';

export const PENDING_INTENT_STORAGE_KEY = 'duftkompass-pending-intent';

/**
 * Two days: long enough to confirm at home in the evening what was saved in a shop in the
 * morning (or to ask for a new link), short enough that an abandoned sign-up never surprises
 * someone with a dialog a week later.
 */
export const PENDING_INTENT_TTL_MS = 48 * 60 * 60 * 1000;

// Catalog ids and the chosen list's keys of custom perfumes from photos alike.
const perfumeIdsSchema = lazySchema(() => z.array(z.string().min(1).max(300)).max(100));

const intentSchema = lazySchema(() =>
  z.discriminatedUnion('stage', [
    z.object({
      stage: z.literal('needsAccount'),
      /** Set once a sign-up, sign-in or link request went out: dismissing the dialog keeps it. */
      underway: z.boolean(),
      createdAt: z.number(),
    }),
    z.object({
      stage: z.literal('savedTemporarily'),
      email: z.email(),
      collectionName: z.string().min(1).max(100),
      perfumeIds: perfumeIdsSchema,
      createdAt: z.number(),
    }),
  ]),
);

export type PendingIntent = z.infer<typeof intentSchema>;

/** The part of Storage this needs; tests pass their own. */
export type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored intent, or null when there is none, it is unreadable or it has expired. */
export function readIntent(storage: IntentStorage, now: number): PendingIntent | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_INTENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown = null;
  try {
    value = JSON.parse(raw);
  } catch {
    // Unreadable: treated like a missing entry and removed below.
  }
  const parsed = intentSchema.safeParse(value);
  const intent = parsed.success ? parsed.data : null;
  const fresh =
    intent !== null && intent.createdAt <= now && now - intent.createdAt < PENDING_INTENT_TTL_MS;
  if (!fresh) {
    removeQuietly(storage);
    return null;
  }
  return intent;
}

function removeQuietly(storage: IntentStorage): void {
  try {
    storage.removeItem(PENDING_INTENT_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was kept either.
  }
}

export function writeIntent(storage: IntentStorage, intent: PendingIntent | null): void {
  if (intent === null) return removeQuietly(storage);
  try {
    storage.setItem(PENDING_INTENT_STORAGE_KEY, JSON.stringify(intent));
  } catch {
    // Blocked or full storage: the intent lives for this page load only.
  }
}

/** What the next step of an intent is, given the session; pure, so it is unit-tested. */
export type IntentStep = 'wait' | 'chooseCollection' | 'showSavedDna' | 'forget';

export function nextIntentStep(
  intent: PendingIntent | null,
  session: { signedInEmail: string | null; tempEmail: string | null; dialogOpen: boolean },
): IntentStep {
  if (!intent) return 'wait';
  if (intent.stage === 'needsAccount') {
    if (session.dialogOpen) return 'wait';
    return session.signedInEmail !== null || session.tempEmail !== null
      ? 'chooseCollection'
      : 'wait';
  }
  if (session.signedInEmail === null) return 'wait';
  // Someone else signed in on this device: their account never receives this save.
  return session.signedInEmail.toLowerCase() === intent.email ? 'showSavedDna' : 'forget';
}

/**
 * Where the Duft-DNA of the saved list is: the result step analyses the device's chosen list,
 * so it is the saved list only while the chosen list still holds exactly those perfumes;
 * otherwise the profile of the collection, whose "Sammlung analysieren" covers it.
 */
export function savedDnaPath(
  intent: Extract<PendingIntent, { stage: 'savedTemporarily' }>,
  chosenIds: readonly string[],
): 'result' | 'profile' {
  const saved = new Set(intent.perfumeIds);
  const same =
    chosenIds.length === saved.size && chosenIds.every((perfumeId) => saved.has(perfumeId));
  // One perfume makes no Duft-DNA (ANALYSIS_MIN_PERFUMES): the collection it went into.
  return same && saved.size >= ANALYSIS_MIN_PERFUMES ? 'result' : 'profile';
}

// The app's copy: a zustand store mirrored to localStorage, like the temporary e-mail.
const browserStorage = (): IntentStorage | null =>
  typeof localStorage === 'undefined' ? null : localStorage;

function readCurrent(): PendingIntent | null {
  const storage = browserStorage();
  return storage ? readIntent(storage, Date.now()) : null;
}

const usePendingIntentStore = create<{ intent: PendingIntent | null }>()(() => ({
  intent: readCurrent(),
}));

function setIntent(intent: PendingIntent | null): void {
  const storage = browserStorage();
  if (storage) writeIntent(storage, intent);
  usePendingIntentStore.setState({ intent });
}

// The confirmation link opens in another tab; what it settles there, this tab learns too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PENDING_INTENT_STORAGE_KEY || event.key === null) {
      usePendingIntentStore.setState({ intent: readCurrent() });
    }
  });
}

/** The current intent, expiry checked now (the store may have been read hours ago). */
export function currentIntent(): PendingIntent | null {
  const intent = readCurrent();
  if (intent === null && usePendingIntentStore.getState().intent !== null) {
    usePendingIntentStore.setState({ intent: null });
  }
  return intent;
}

export function usePendingIntent(): PendingIntent | null {
  return usePendingIntentStore((state) => state.intent);
}

/** "Speichern & analysieren" pressed without an account. */
export function rememberSaveIntent(): void {
  setIntent({ stage: 'needsAccount', underway: false, createdAt: Date.now() });
}

/** A sign-up, sign-in or link request succeeded: the intent waits for its outcome. */
export function markIntentUnderway(): void {
  const intent = currentIntent();
  if (intent?.stage === 'needsAccount') setIntent({ ...intent, underway: true });
}

/** The sign-up dialog was dismissed before anything went out: the press is forgotten. */
export function dropUnstartedIntent(): void {
  const intent = currentIntent();
  if (intent?.stage === 'needsAccount' && !intent.underway) setIntent(null);
}

/** Saved into a temporary collection: after the confirmation the Duft-DNA follows. */
export function rememberTemporarySave(save: {
  email: string;
  collectionName: string;
  perfumeIds: readonly string[];
}): void {
  setIntent({
    stage: 'savedTemporarily',
    email: save.email.trim().toLowerCase(),
    collectionName: save.collectionName,
    perfumeIds: save.perfumeIds.slice(0, 100),
    createdAt: Date.now(),
  });
}

export function forgetIntent(): void {
  setIntent(null);
}
