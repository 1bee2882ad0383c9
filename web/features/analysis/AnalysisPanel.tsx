import { CategoryCards } from './CategoryCards';
import { DuftDnaCard } from './DuftDnaCard';
import { useAnalysisLoading, useAnalysisResult } from './scentStore';
import { ANALYSIS_HEADING_ID } from './useScentActions';

/** The Duft-DNA of the chosen list: shown once "Duft-DNA analysieren" has answered. */
export function AnalysisPanel() {
  const result = useAnalysisResult();
  const loading = useAnalysisLoading();
  if (!result && !loading) return null;

  return (
    <section className="scent-panel" aria-labelledby={ANALYSIS_HEADING_ID} aria-busy={loading}>
      <h2 id={ANALYSIS_HEADING_ID} className="scent-panel__title" tabIndex={-1}>
        Deine Duft-DNA
      </h2>
      {loading && !result && (
        <div className="scent-panel__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Deine Duft-DNA wird berechnet …</p>
        </div>
      )}
      {result && (
        <>
          {result.matching.unknown.length > 0 && (
            <p className="notice notice--info">
              Nicht im Katalog gefunden und daher nicht berücksichtigt:{' '}
              {result.matching.unknown.join(', ')}
            </p>
          )}
          <DuftDnaCard analysis={result.analysis} />
          <CategoryCards kategorien={result.kategorien} />
        </>
      )}
    </section>
  );
}
