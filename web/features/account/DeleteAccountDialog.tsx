import { Modal } from '../../ui/dialog/Modal';
import { ReauthProofFields } from '../auth/ReauthProofFields';
import type { ReauthProof } from '../auth/useReauthProof';
import { unsyncedWarning } from '../syncStatus/syncStatusText';
import { useDataExport } from './useDataExport';

type Props = {
  open: boolean;
  pending: number;
  deleting: boolean;
  /** Shown once the server asked for a fresh proof (sign-in older than 10 minutes). */
  proof: ReauthProof | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirm step before the account and everything in it are deleted for good. */
export function DeleteAccountDialog({
  open,
  pending,
  deleting,
  proof,
  onConfirm,
  onCancel,
}: Props) {
  const exporter = useDataExport();
  return (
    <Modal open={open} onClose={onCancel} title="Konto wirklich löschen?">
      <div className="sign-out-dialog">
        <p>
          Deine Sammlungen, Wunschlisten, Blacklists, Analysen und Empfehlungen werden sofort und
          endgültig gelöscht, deine Zugangsdaten spätestens nach 48 Stunden. Das kann nicht
          rückgängig gemacht werden.
        </p>
        <div className="sign-out-dialog__export">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={exporter.loading || deleting}
            onClick={() => {
              if (!deleting) void exporter.download();
            }}
          >
            {exporter.loading
              ? 'Export wird erstellt …'
              : 'Vor dem Löschen deine Daten herunterladen'}
          </button>
          {exporter.downloads.length > 0 && <p role="status">Der Download hat begonnen.</p>}
          {exporter.error && (
            <p role="alert" className="notice notice--error">
              {exporter.error}
            </p>
          )}
        </div>
        {pending > 0 && (
          <p className="notice notice--info">
            {unsyncedWarning(pending)} Auch sie werden mit dem Konto gelöscht.
          </p>
        )}
        {proof && <ReauthProofFields proof={proof} />}
        {deleting && (
          <p role="status" className="sign-out-dialog__syncing">
            <span className="spinner spinner--small" aria-hidden="true" /> Konto wird gelöscht …
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
            Konto endgültig löschen
          </button>
        </div>
      </div>
    </Modal>
  );
}
