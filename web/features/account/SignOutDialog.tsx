import { Modal } from '../../ui/dialog/Modal';
import { unsyncedWarning } from '../syncStatus/syncStatusText';
import { authCopy } from '../../copy/auth';

type Props = {
  open: boolean;
  pending: number;
  online: boolean;
  syncing: boolean;
  onSyncNow: () => void;
  onSignOutAnyway: () => void;
  onCancel: () => void;
};

/**
 * Asked before signing out while the outbox still holds changes: signing out removes this
 * account's data from the device (shared devices), so unsynced changes would be lost.
 */
export function SignOutDialog({
  open,
  pending,
  online,
  syncing,
  onSyncNow,
  onSignOutAnyway,
  onCancel,
}: Props) {
  return (
    <Modal open={open} onClose={onCancel} title={authCopy.signOut.unsyncedTitle}>
      <div className="sign-out-dialog">
        <p>
          {unsyncedWarning(pending)}
          {authCopy.signOut.unsyncedText}
        </p>
        {!online && <p className="notice notice--info">{authCopy.signOut.offline}</p>}
        {syncing && (
          <p role="status" className="sign-out-dialog__syncing">
            <span className="spinner spinner--small" aria-hidden="true" />
            {authCopy.signOut.syncing}
          </p>
        )}
        <div className="sign-out-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {authCopy.common.cancel}
          </button>
          <button type="button" className="button button--secondary" onClick={onSignOutAnyway}>
            {authCopy.signOut.anyway}
          </button>
          {online && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={syncing}
              onClick={() => {
                if (!syncing) onSyncNow();
              }}
              data-autofocus=""
            >
              {authCopy.signOut.syncNow}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
