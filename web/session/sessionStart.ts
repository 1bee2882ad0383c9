// When the stored session is restored. Normally at once: supabase-js (45 KB) downloads while
// the page's own scripts do. A returning device opening /profile paints the person's copy from
// IndexedDB without the auth library, so there the library would only compete with the page's
// scripts on a weak connection; it waits until the page reports its copy on screen (or for at
// most HOLD_MAX_MS, so nothing can keep it away).
const HOLD_MAX_MS = 3000;

/** The page that paints the device's copy before the session is confirmed. */
export const DEVICE_COPY_FIRST_PATH = '/profile';

let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();

/** Restoring the session waits for releaseSessionStart() if `hold` resolves to true. */
export function holdSessionStart(hold: Promise<boolean>): void {
  gate = new Promise((resolve) => {
    release = resolve;
    hold.then((held) => !held && resolve(), resolve);
    setTimeout(resolve, HOLD_MAX_MS);
  });
}

/** The page's first content is on screen: the session may be restored now (idempotent). */
export function releaseSessionStart(): void {
  release();
}

/** Resolves when the stored session may be restored. */
export function whenSessionMayStart(): Promise<void> {
  return gate;
}
