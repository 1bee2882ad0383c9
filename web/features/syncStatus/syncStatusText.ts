// What the header says about the sync of the device's changes, as a pure function of the
// connection, the outbox size and the engine's last failure. Nothing is said when all is
// synced: the indicator only speaks up when the person should know something.
import { syncStatusCopy } from '../../copy/syncStatus';

export type SyncView = {
  online: boolean;
  /** Changes in the outbox that the server has not confirmed yet. */
  pending: number;
  /** German text of the last failure that stopped the queue, or null. */
  error: string | null;
};

export type SyncMessage =
  | { kind: 'offline'; text: string }
  | { kind: 'pending'; text: string }
  | { kind: 'error'; text: string; detail: string };

export function pendingChangesText(count: number): string {
  return syncStatusCopy.pending(count);
}

export function syncMessage({ online, pending, error }: SyncView): SyncMessage | null {
  if (!online) {
    return { kind: 'offline', text: syncStatusCopy.offline(pending) };
  }
  if (error !== null) {
    return { kind: 'error', text: syncStatusCopy.failed, detail: error };
  }
  if (pending > 0) return { kind: 'pending', text: pendingChangesText(pending) };
  return null;
}

/** The sign-out warning's first sentence (issue 4: never discard silently). */
export function unsyncedWarning(count: number): string {
  return syncStatusCopy.unsynced(count);
}
