import { Modal } from '../../ui/dialog/Modal';
import { unsyncedWarning } from '../syncStatus/syncStatusText';

type Props = {
  open: boolean;
  pending: number;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirm step before the account and everything in it are deleted for good. */
export function DeleteAccountDialog({ open, pending, deleting, onConfirm, onCancel }: Props) {
  return (
    <Modal open={open} onClose={onCancel} title="Account wirklich löschen?">
      <div className="sign-out-dialog">
        <p>
          Deine Sammlungen, Wunschlisten, Blacklists, Analysen und Empfehlungen werden sofort und
          endgültig gelöscht, dein Login spätestens nach 48 Stunden. Das kann nicht rückgängig
          gemacht werden.
        </p>
        {pending > 0 && (
          <p className="notice notice--info">
            {unsyncedWarning(pending)} Sie werden mit dem Account gelöscht.
          </p>
        )}
        {deleting && (
          <p role="status" className="sign-out-dialog__syncing">
            <span className="spinner spinner--small" aria-hidden="true" /> Account wird gelöscht …
          </p>
        )}
        <div className="sign-out-dialog__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            disabled={deleting}
            data-autofocus=""
          >
            Abbrechen
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-disabled={deleting}
            onClick={() => {
              if (!deleting) onConfirm();
            }}
          >
            Account endgültig löschen
          </button>
        </div>
      </div>
    </Modal>
  );
}
