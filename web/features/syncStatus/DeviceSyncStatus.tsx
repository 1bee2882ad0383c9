import { usePendingChanges } from '../../data/useUserData';
import { requestSync } from '../../sync/appSync';
import { useSyncStatus } from '../../sync/syncStatusStore';
import { SyncStatusView } from './SyncStatusView';
import { useOnline } from './useOnline';

/**
 * The sync line once the device database is in use: the pending count is read from the
 * device (live across tabs), the failure from this tab's engine.
 */
export function DeviceSyncStatus() {
  const online = useOnline();
  const status = useSyncStatus();
  const pending = usePendingChanges()?.count ?? status.pending;
  return (
    <SyncStatusView
      online={online && status.kind !== 'offline'}
      pending={pending}
      error={status.kind === 'error' ? status.message : null}
      onRetry={() => void requestSync()}
    />
  );
}
