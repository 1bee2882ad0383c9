/**
 * Shown while a page loaded on demand arrives. It fills the screen so that the footer waits
 * below the fold instead of being pushed down by the page (a layout shift of about 0.35).
 */
export function PageLoading() {
  return (
    <div className="status-page status-page--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className="status-page__text">Seite wird geladen …</p>
    </div>
  );
}
