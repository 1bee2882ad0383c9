import { useId, useState } from 'react';
import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import type { LocalCollectionItem } from '../../data/records';
import { useStoredAnalysis } from '../../data/useUserData';
import { useToast } from '../../ui/toast/toastStore';
import { CategoryCards } from '../analysis/CategoryCards';
import { DuftDnaCard } from '../analysis/DuftDnaCard';
import { failureInfoOf } from '../../apiClient/apiFailure';
import { analysisError, NOT_ENOUGH_TEXT, NOT_ENOUGH_TITLE } from '../../apiClient/errorTexts';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { useOnline } from '../syncStatus/useOnline';
import { analysisFreshness, freshnessHint } from './analysisFreshness';
import { keepAnalysis } from './storedScent';
import '../analysis/analysis.css';

type Props = { collectionId: string; items: readonly LocalCollectionItem[] };

const OFFLINE_HINT = 'Die Analyse braucht eine Internetverbindung.';

/** Catalog perfumes go by id, custom ones by "name brand" (the endpoint unites both). */
function analysisBody(items: readonly LocalCollectionItem[]) {
  return {
    perfumeIds: items.flatMap((item) => (item.perfume_id ? [item.perfume_id] : [])),
    inputPerfumes: items
      .filter((item) => !item.perfume_id)
      .map((item) => `${item.name} ${item.brand}`.trim()),
  };
}

/**
 * "Sammlung analysieren" with the freshness hint (spec 001 §4), then the stored Duft-DNA and
 * category cards. The stored analysis is read from the device, so it shows offline too.
 */
export function CollectionAnalysis({ collectionId, items }: Props) {
  const stored = useStoredAnalysis(collectionId);
  const online = useOnline();
  const { show } = useToast();
  const [running, setRunning] = useState(false);
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
    if (running || freshness === 'current') return;
    if (items.length < ANALYSIS_MIN_PERFUMES) {
      show({ variant: 'destructive', title: NOT_ENOUGH_TITLE, description: NOT_ENOUGH_TEXT });
      return;
    }
    setRunning(true);
    try {
      const result = await api.call(endpoints.analysis, { body: analysisBody(items) });
      const saved = await api.call(endpoints.saveCollectionAnalysis, {
        body: {
          collectionId,
          analysisData: result.analysis,
          kategorienData: result.kategorien,
          perfumeNames: names,
        },
      });
      await keepAnalysis(collectionId, saved);
    } catch (error) {
      show({ variant: 'destructive', ...analysisError(failureInfoOf(error)) });
    } finally {
      setRunning(false);
    }
  };

  if (items.length === 0) return null;
  const blocked = running || freshness === 'current' || !online;

  return (
    <section className="collection-analysis" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-section__title">
        Duft-DNA dieser Sammlung
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
          {running ? 'Wird analysiert …' : 'Sammlung analysieren'}
        </button>
        <p id={hintId} className="profile-toolbar__hint">
          {online ? freshnessHint(freshness) : `${freshnessHint(freshness)} ${OFFLINE_HINT}`}
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
