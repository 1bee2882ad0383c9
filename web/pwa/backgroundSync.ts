// The page's side of Background Sync. The sync engine calls registerBackgroundSync() after it
// queues an outbox entry while offline, and drains when onServiceWorkerSyncRequest() calls
// back. Background Sync exists only in Chromium, so this is an extra trigger, never the only
// one: the engine must also drain on start, on `online` and on `visibilitychange`.
import { isSyncRequestMessage, SYNC_TAG } from '../../sw/messages';

/** The part of the Background Sync API used here; TypeScript's DOM lib does not declare it. */
type SyncManagerLike = { register: (tag: string) => Promise<void> };

function syncManagerOf(registration: ServiceWorkerRegistration): SyncManagerLike | null {
  if (!('sync' in registration)) return null;
  const sync: unknown = registration.sync;
  if (typeof sync !== 'object' || sync === null) return null;
  if (!('register' in sync) || typeof sync.register !== 'function') return null;
  const register = sync.register;
  return { register: (tag) => Promise.resolve(register.call(sync, tag)) };
}

/**
 * Asks the browser to fire `sync` (tag 'duftkompass-sync') once the device is online; the
 * service worker then posts a sync request to every open window. Resolves to false where
 * Background Sync is missing (Safari, Firefox, no service worker, development) or refused
 * (the user turned it off): the engine then relies on its own retries. Never rejects.
 */
export async function registerBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    // getRegistration(), not `ready`: `ready` never settles when no worker is registered.
    const registration = await navigator.serviceWorker.getRegistration();
    const syncManager = registration ? syncManagerOf(registration) : null;
    if (!syncManager) return false;
    await syncManager.register(SYNC_TAG);
    return true;
  } catch (error) {
    console.warn('Hintergrund-Synchronisierung konnte nicht angemeldet werden', error);
    return false;
  }
}

/**
 * Calls `callback` whenever the service worker asks this window to drain the outbox (after
 * a `sync` event). Returns a function that stops listening. Several tabs may be asked at
 * once; the engine's single-writer lock decides which one drains.
 */
export function onServiceWorkerSyncRequest(callback: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  const listener = (event: MessageEvent) => {
    if (isSyncRequestMessage(event.data)) callback();
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
