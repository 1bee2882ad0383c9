import { useCallback, useMemo } from 'react';
import type { Recommendation } from '../../../api/contract/recommendations';
import { useToast } from '../../ui/toast/toastStore';
import { useChosenList } from '../chosenList/useChosenList';
import { useChosenListActions } from '../chosenList/useChosenListActions';
import { AnalysisPanel } from './AnalysisPanel';
import { RecommendationsPanel } from './RecommendationsPanel';
import { loadRecommendedPerfume } from './recommendedPerfumes';
import { markAdoptedFromRecommendation } from './useClearOnSelectionChange';
import { useScentActions } from './useScentActions';
import './analysis.css';
import { analysisCopy } from '../../copy/analysis';

/** The analysis and recommendations panels of the result step (ScentResultsWatcher keeps them current). */
export function ScentPanels() {
  const { items, chosenIds } = useChosenList();
  const perfumes = useMemo(() => items.map((item) => item.perfume), [items]);
  const { add } = useChosenListActions();
  const { moreNiche } = useScentActions();
  const { show } = useToast();

  const addRecommendation = useCallback(
    async (card: Recommendation) => {
      const id = card.matched_perfume?.id;
      if (!id) return;
      try {
        const perfume = await loadRecommendedPerfume(id);
        markAdoptedFromRecommendation(perfume.id);
        await add(perfume);
      } catch {
        show({
          variant: 'destructive',
          title: analysisCopy.recommendations.addFailedTitle,
          description: analysisCopy.recommendations.addFailed(card.gpt_name),
        });
      }
    },
    [add, show],
  );

  return (
    <>
      <AnalysisPanel />
      <RecommendationsPanel
        chosenIds={chosenIds}
        onAdd={addRecommendation}
        onMoreNiche={() => moreNiche(perfumes)}
      />
    </>
  );
}
