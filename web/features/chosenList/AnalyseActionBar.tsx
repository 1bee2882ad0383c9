import { useId } from 'react';

/**
 * Saving and the Duft-DNA analysis need an account, which arrives in a later release. The
 * action is shown so visitors know it exists, but disabled with an honest explanation.
 */
export function AnalyseActionBar({ count }: { count: number }) {
  const hintId = useId();
  return (
    <div className="action-bar">
      <button
        type="button"
        className="button button--primary button--large"
        disabled
        aria-describedby={hintId}
      >
        Speichern &amp; analysieren
      </button>
      <p id={hintId} className="action-bar__hint">
        {count === 0
          ? 'Füge Düfte hinzu, die du magst. '
          : 'Deine Auswahl bleibt auf diesem Gerät gespeichert – auch offline. '}
        Speichern und die Analyse deiner Duft-DNA kommen bald mit deinem Konto.
      </p>
    </div>
  );
}
