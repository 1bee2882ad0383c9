// Asks the browser to keep this origin's storage (Safari otherwise deletes IndexedDB after
// seven days without a visit). Called after sign-in and after the first save; harmless where
// the Storage API is missing (older browsers, Node tests).
let requested: Promise<boolean> | null = null;

export function requestPersistentStorage(): Promise<boolean> {
  if (requested) return requested;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.persist !== 'function') return Promise.resolve(false);
  requested = storage.persist().catch(() => false);
  return requested;
}

/** Used and available bytes for the settings page; null where the browser does not say. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage || typeof storage.estimate !== 'function') return null;
  const { usage, quota } = await storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}
