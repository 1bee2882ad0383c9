// When the app's engine runs: on `online`, when the page becomes visible, when the service
// worker relays a Background Sync, and shortly after a change is queued (in any tab: the
// outbox count is a Dexie live query). Safari and Firefox have no Background Sync, so these
// triggers plus the engine's own timer are what drains the queue there.
import { watchPendingCount } from '../data/liveQueries';
import type { DuftkompassDb } from '../data/db';
import { onServiceWorkerSyncRequest, registerBackgroundSync } from '../pwa/backgroundSync';
import type { SyncEngine } from './syncEngine';

/** Wait after a queued change, so a burst of clicks goes out as one push. */
export const QUEUE_DEBOUNCE_MS = 300;

/**
 * The moments a queue should try again: the connection returns, the page becomes visible,
 * the service worker relays a Background Sync. Shared by the outbox and the photo queue.
 */
export function onWakeUp(run: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisibility);
  const stopServiceWorker = onServiceWorkerSyncRequest(run);
  return () => {
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisibility);
    stopServiceWorker();
  };
}

export function attachSyncTriggers(engine: SyncEngine, database: DuftkompassDb) {
  const run = () => void engine.syncNow();
  const onOffline = () => engine.status.setState({ kind: 'offline', message: null });
  const stopWakeUps = onWakeUp(run);
  window.addEventListener('offline', onOffline);

  let previous = 0;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  const stopWatching = watchPendingCount(database, {
    next: (count) => {
      if (count > previous) {
        if (debounce) clearTimeout(debounce);
        debounce = setTimeout(run, QUEUE_DEBOUNCE_MS);
        if (!navigator.onLine) void registerBackgroundSync();
      }
      previous = count;
      engine.status.setState({ pending: count });
    },
    error: (error: unknown) => console.warn('Warteschlange konnte nicht beobachtet werden', error),
  });

  return () => {
    stopWakeUps();
    window.removeEventListener('offline', onOffline);
    stopWatching();
    if (debounce) clearTimeout(debounce);
  };
}
