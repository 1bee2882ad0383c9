// The sync engine's state for the UI (zustand, one small store): offline, syncing with the
// pending count ("n Änderungen werden synchronisiert"), error with a German message, or idle.
// Each tab has its own; tabs that do not drain still show pending counts via Dexie.
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type SyncState =
  | { kind: 'idle'; pending: number; message: null }
  | { kind: 'offline'; pending: number; message: null }
  | { kind: 'syncing'; pending: number; message: null }
  | { kind: 'error'; pending: number; message: string };

export type SyncStatusStore = StoreApi<SyncState>;

export function createSyncStatusStore(): SyncStatusStore {
  return createStore<SyncState>()(() => ({ kind: 'idle', pending: 0, message: null }));
}

/** The app's store, written by the app's engine (web/sync/appSync.ts). */
export const syncStatusStore = createSyncStatusStore();

export function useSyncStatus(): SyncState {
  return useStore(syncStatusStore);
}

/** The last failure that stopped the queue (German), or null: SyncView.error of the header. */
export function useSyncError(): string | null {
  return useStore(syncStatusStore, (state) => state.message);
}
