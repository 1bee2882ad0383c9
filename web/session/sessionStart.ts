// When the stored session is restored, and with it what only a session needs (the runtime
// configuration for the auth client, the sync engine, the photo queue, the header's pending
// count). Normally at once: supabase-js (45 KB) downloads while the page's own scripts do. A
// returning device opening /profile paints the person's copy from IndexedDB without any of
// them, so there they would only compete with the page on a weak connection: they wait until
// the page reports its copy on screen, or HOLD_MAX_MS at most, so nothing can keep them away.
import { useDeferredValue } from 'react';
import { create } from 'zustand';

const HOLD_MAX_MS = 3000;

/** The page that paints the device's copy before the session is confirmed. */
export const DEVICE_COPY_FIRST_PATH = '/profile';

const useStartStore = create<{ mayStart: boolean }>()(() => ({ mayStart: true }));

let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();

/** Restoring the session waits for releaseSessionStart() if `hold` resolves to true. */
export function holdSessionStart(hold: Promise<boolean>): void {
  useStartStore.setState({ mayStart: false });
  gate = new Promise<void>((resolve) => {
    release = resolve;
    hold.then((held) => !held && resolve(), resolve);
    setTimeout(resolve, HOLD_MAX_MS);
  }).then(() => useStartStore.setState({ mayStart: true }));
}

/** The page's first content is on screen: the session may be restored now (idempotent). */
export function releaseSessionStart(): void {
  release();
}

/** Resolves when the stored session may be restored. */
export function whenSessionMayStart(): Promise<void> {
  return gate;
}

/**
 * False while the start is held: components that only serve a session wait with their code.
 * The release reaches them as a deferred value: a store's change alone renders at once and in
 * one piece, and what it starts (the sync engine, the photo queue, the pending count, their
 * code and first queries) was a 100 ms task at phone speed on /profile; deferred, React
 * renders it in slices.
 */
export function useSessionMayStart(): boolean {
  return useDeferredValue(useStartStore((state) => state.mayStart));
}
