import { syncMessage, type SyncView } from './syncStatusText';
import './syncStatus.css';
import { syncStatusCopy } from '../../copy/syncStatus';

type Props = SyncView & { onRetry: () => void };

/**
 * The header's sync line. The live region stays in the DOM while empty so that screen
 * readers announce a message when it appears (a region inserted with its text is often
 * not read).
 */
export function SyncStatusView({ onRetry, ...view }: Props) {
  const message = syncMessage(view);
  return (
    <div className="sync-status" role="status" aria-live="polite" data-kind={message?.kind}>
      {message && (
        <>
          <span className="sync-status__dot" aria-hidden="true" />
          <span className="sync-status__text">
            {message.text}
            {message.kind === 'error' && (
              <span className="visually-hidden">: {message.detail}</span>
            )}
          </span>
          {message.kind === 'error' && (
            <button
              type="button"
              className="sync-status__retry"
              title={message.detail}
              onClick={onRetry}
            >
              {syncStatusCopy.retry}
            </button>
          )}
        </>
      )}
    </div>
  );
}
