import { useEffect, useRef } from 'react';
import { clearAnalysisOnly, clearScentResults } from './scentStore';

export type SelectionChange = 'none' | 'analysisOnly' | 'all';

/**
 * What a change of the chosen list makes out of date. A perfume taken over from a
 * recommendation card keeps the recommendations on screen (the visitor is working through
 * them) and only retires the analysis; every other change clears all results (spec 000 §4).
 */
export function selectionChange(
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
  adoptedId: string | null,
): SelectionChange {
  const added = [...after].filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  if (added.length === 0 && removed.length === 0) return 'none';
  if (removed.length === 0 && added.length === 1 && added[0] === adoptedId) return 'analysisOnly';
  return 'all';
}

let adoptedFromRecommendation: string | null = null;

export function markAdoptedFromRecommendation(perfumeId: string): void {
  adoptedFromRecommendation = perfumeId;
}

/** Watches the chosen list and clears results once it differs from what they were made for. */
export function useClearOnSelectionChange(chosenIds: ReadonlySet<string>, isLoading: boolean) {
  const previous = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (isLoading) return;
    const before = previous.current;
    previous.current = chosenIds;
    if (before === null) return;
    const change = selectionChange(before, chosenIds, adoptedFromRecommendation);
    if (change === 'none') return;
    adoptedFromRecommendation = null;
    if (change === 'analysisOnly') clearAnalysisOnly();
    else clearScentResults();
  }, [chosenIds, isLoading]);
}
