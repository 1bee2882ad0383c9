import { useEffect, useRef } from 'react';
import { shellCopy } from '../copy/shell';

/** The spec's fallback screen; "Erneut versuchen" clears the error and renders again. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="status-page" role="alert">
      <h1 ref={headingRef} tabIndex={-1} className="status-page__title">
        {shellCopy.error.title}
      </h1>
      <p className="status-page__text">{shellCopy.error.text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {shellCopy.error.retry}
      </button>
    </div>
  );
}
