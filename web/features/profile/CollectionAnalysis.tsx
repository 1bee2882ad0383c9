import { useEffect, useEffectEvent, useId } from 'react';
import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import type { LocalCollectionItem } from '../../data/records';
import { useStoredAnalysis } from '../../data/useUserData';
import { CategoryCards } from '../analysis/CategoryCards';
import { DuftDnaCard } from '../analysis/DuftDnaCard';
import { useOnline } from '../syncStatus/useOnline';
import { analysisFreshness, freshnessHint } from './analysisFreshness';
import { useAnalyseCollection } from './useAnalyseCollection';
import '../analysis/analysis.css';
import { profileCopy } from '../../copy/profile';

type Props = {
  collectionId: string;
  items: readonly LocalCollectionItem[];
  /**
   * Set when the page was opened to show this collection's Duft-DNA ("Speichern &
   * analysieren" landing on the saved collection): the analysis starts by itself once the
   * items are on the device, unless the stored one is current or the device is offline (then
   * the spec's freshness hint invites it). Called once that is decided.
   */
  onArrivalAnalyse?: () => void;
};

/**
 * "Sammlung analysieren" with the freshness hint (spec 001 §4), then the stored Duft-DNA and
 * category cards. The stored analysis is read from the device, so it shows offline too.
 */
export function CollectionAnalysis({ collectionId, items, onArrivalAnalyse }: Props) {
  const stored = useStoredAnalysis(collectionId);
  const online = useOnline();
  const { running, analyse: analyseItems } = useAnalyseCollection(collectionId, items);
  const titleId = useId();
  const hintId = useId();
  const names = items.map((item) => item.name);
  // The names the analysis was made for; older records only know their categories' names.
  const analysedNames = stored
    ? stored.perfume_names.length > 0
      ? stored.perfume_names
      : stored.analysis_data.kategorien.categories.flatMap((c) => c.perfumes.map((p) => p.name))
    : null;
  const freshness = analysisFreshness(names, analysedNames);

  const analyse = async () => {
    if (freshness !== 'current') await analyseItems();
  };

  // The items may still be on their way from the sync (the account just received them): wait
  // until an analysis is possible. A one-perfume save never gets there and keeps the hint.
  const arrivalReady = stored !== undefined && items.length >= ANALYSIS_MIN_PERFUMES;
  const analyseOnArrival = useEffectEvent(() => {
    if (online) void analyse();
  });
  useEffect(() => {
    if (!onArrivalAnalyse || !arrivalReady) return;
    // Handled now: the parent drops onArrivalAnalyse, so this runs once.
    onArrivalAnalyse();
    analyseOnArrival();
  }, [onArrivalAnalyse, arrivalReady]);

  if (items.length === 0) return null;
  const blocked = running || freshness === 'current' || !online;

  return (
    <section className="collection-analysis" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-section__title">
        {profileCopy.analysis.title}
      </h2>
      <div className="profile-toolbar">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={blocked}
          aria-describedby={hintId}
          onClick={() => {
            if (online) void analyse();
          }}
        >
          {running ? profileCopy.analysis.running : profileCopy.analysis.analyse}
        </button>
        <p id={hintId} className="profile-toolbar__hint">
          {online
            ? freshnessHint(freshness)
            : `${freshnessHint(freshness)} ${profileCopy.analysis.offline}`}
        </p>
      </div>
      {stored && (
        <>
          <DuftDnaCard analysis={stored.analysis_data} />
          <CategoryCards kategorien={stored.analysis_data.kategorien} />
        </>
      )}
    </section>
  );
}
