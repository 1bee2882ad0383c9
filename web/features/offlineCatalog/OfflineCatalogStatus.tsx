import { offlineCatalogCopy } from '../../copy/offlineCatalog';
import { downloadOfflineCatalogNow } from './offlineCatalogClient';
import { offlineCatalogText, useOfflineCatalogStatus } from './offlineCatalogStatus';

/**
 * The footer's line about the offline catalog: its download progress, readiness, or the
 * data saver's hold with a button to load it anyway. The live region stays in the DOM while
 * empty so that screen readers announce the first message.
 */
export function OfflineCatalogStatus() {
  const status = useOfflineCatalogStatus();
  const message = offlineCatalogText(status);
  return (
    <p className="offline-catalog-status">
      <span role="status">{message?.text}</span>
      {message?.progress && (
        <span className="offline-catalog-status__progress"> {message.progress}</span>
      )}
      {status.kind === 'saveData' && (
        <button
          type="button"
          className="site-footer__button offline-catalog-status__load"
          onClick={downloadOfflineCatalogNow}
        >
          {offlineCatalogCopy.loadNow}
        </button>
      )}
    </p>
  );
}
