import { CategoryCards } from './CategoryCards';
import { DuftDnaCard } from './DuftDnaCard';
import { useAnalysisLoading, useAnalysisResult } from './scentStore';
import { ANALYSIS_HEADING_ID } from './useScentActions';
import { analysisCopy } from '../../copy/analysis';

/** The Duft-DNA of the chosen list: shown once "Duft-DNA analysieren" has answered. */
export function AnalysisPanel() {
  const result = useAnalysisResult();
  const loading = useAnalysisLoading();
  if (!result && !loading) return null;

  return (
    <section className="scent-panel" aria-labelledby={ANALYSIS_HEADING_ID} aria-busy={loading}>
      <h2 id={ANALYSIS_HEADING_ID} className="scent-panel__title" tabIndex={-1}>
        {analysisCopy.dna.title}
      </h2>
      {loading && !result && (
        <div className="scent-panel__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{analysisCopy.dna.computing}</p>
        </div>
      )}
      {result && (
        <>
          {result.matching.unknown.length > 0 && (
            <p className="notice notice--info">
              {analysisCopy.dna.unknown}
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
