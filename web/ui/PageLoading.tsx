import { shellCopy } from '../copy/shell';

/** Shown while a page loaded on demand arrives. */
export function PageLoading() {
  return (
    <div className="status-page" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className="status-page__text">{shellCopy.pageLoading}</p>
    </div>
  );
}
