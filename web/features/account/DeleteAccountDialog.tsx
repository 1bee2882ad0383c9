import { Modal } from '../../ui/dialog/Modal';
import { ReauthProofFields } from '../auth/ReauthProofFields';
import type { ReauthProof } from '../auth/useReauthProof';
import { unsyncedWarning } from '../syncStatus/syncStatusText';
import { useDataExport } from './useDataExport';
import { authCopy } from '../../copy/auth';

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
    <Modal open={open} onClose={onCancel} title={authCopy.deleteAccount.title}>
      <div className="sign-out-dialog">
        <p>{authCopy.deleteAccount.text}</p>
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
              ? authCopy.deleteAccount.exporting
              : authCopy.deleteAccount.exportFirst}
          </button>
          {exporter.downloads.length > 0 && (
            <p role="status">{authCopy.deleteAccount.downloadStarted}</p>
          )}
          {exporter.error && (
            <p role="alert" className="notice notice--error">
              {exporter.error}
            </p>
          )}
        </div>
        {pending > 0 && (
          <p className="notice notice--info">
            {unsyncedWarning(pending)}
            {authCopy.deleteAccount.unsentToo}
          </p>
        )}
        {proof && <ReauthProofFields proof={proof} />}
        {deleting && (
          <p role="status" className="sign-out-dialog__syncing">
            <span className="spinner spinner--small" aria-hidden="true" />
            {authCopy.deleteAccount.deleting}
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
            {authCopy.common.cancel}
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-disabled={deleting}
            onClick={() => {
              if (!deleting) onConfirm();
            }}
          >
            {authCopy.deleteAccount.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
