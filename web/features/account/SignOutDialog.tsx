import { Modal } from '../../ui/dialog/Modal';
import { unsyncedWarning } from '../syncStatus/syncStatusText';

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
    <Modal open={open} onClose={onCancel} title="Nicht synchronisierte Änderungen">
      <div className="sign-out-dialog">
        <p>
          {unsyncedWarning(pending)} Wenn du dich jetzt abmeldest, werden sie von diesem Gerät
          gelöscht und gehen verloren.
        </p>
        {!online && (
          <p className="notice notice--info">
            Du bist offline. Sobald du wieder online bist, werden deine Änderungen automatisch
            synchronisiert.
          </p>
        )}
        {syncing && (
          <p role="status" className="sign-out-dialog__syncing">
            <span className="spinner spinner--small" aria-hidden="true" /> Wird synchronisiert …
          </p>
        )}
        <div className="sign-out-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Abbrechen
          </button>
          <button type="button" className="button button--secondary" onClick={onSignOutAnyway}>
            Trotzdem abmelden
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
              Jetzt synchronisieren
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
