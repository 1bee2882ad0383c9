// The app's one sync engine, wired to the browser: the API client's transport, the Supabase session,
// the device id, Web Locks and the triggers. The UI calls startAppSync() once after start-up
// and requestSync() (or syncBeforeServerRead()) when it needs the queue drained now.
import { browserTransport } from '../apiClient';
import { db } from '../data/db';
import { getAccessToken, refreshAccessToken } from '../session/authTokens';
import { SyncEngine, type Rejection, type SyncReport } from './syncEngine';
import { syncStatusStore } from './syncStatusStore';
import { attachSyncTriggers } from './syncTriggers';

let engine: SyncEngine | null = null;
let detach: (() => void) | null = null;

/**
 * Starts syncing (idempotent); a new engine syncs at once. True when this call started it,
 * false when it was running. `onRejected` shows the German message, e.g. as a toast "Fehler".
 */
export function startAppSync(
  options: { onRejected?: (rejection: Rejection) => void } = {},
): boolean {
  if (engine) return false;
  engine = new SyncEngine({
    db,
    fetch: browserTransport,
    getAccessToken,
    refreshSession: refreshAccessToken,
    status: syncStatusStore,
    onRejected: options.onRejected,
  });
  detach = attachSyncTriggers(engine, db);
  engine.start();
  return true;
}

export function stopAppSync(): void {
  detach?.();
  engine?.stop();
  detach = null;
  engine = null;
}

/**
 * Drain the outbox now (and pull). For the service worker's Background Sync relay, a
 * "Jetzt synchronisieren" button, or after sign-in. Resolves to null before startAppSync().
 */
export function requestSync(): Promise<SyncReport | null> {
  return engine ? engine.syncNow() : Promise.resolve(null);
}

/**
 * Before asking the server for something it computes from the user's data (e.g. new
 * recommendations from a collection's perfumes): push queued changes first.
 */
export async function syncBeforeServerRead(): Promise<void> {
  await requestSync();
}
