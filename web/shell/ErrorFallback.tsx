import { useEffect, useRef } from 'react';

/** The spec's fallback screen; "Erneut versuchen" clears the error and renders again. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="status-page" role="alert">
      <h1 ref={headingRef} tabIndex={-1} className="status-page__title">
        Etwas ist schiefgelaufen
      </h1>
      <p className="status-page__text">
        Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}
