import { useEffect, useRef } from 'react';
import { clearAnalysisOnly, clearScentResults } from './scentStore';

// A perfume taken over from a recommendation card keeps the recommendations on screen (the
// visitor is working through them); every other change of the list clears all results.
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
    const added = [...chosenIds].filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !chosenIds.has(id));
    if (added.length === 0 && removed.length === 0) return;
    const adopted = adoptedFromRecommendation;
    adoptedFromRecommendation = null;
    if (removed.length === 0 && added.length === 1 && added[0] === adopted) clearAnalysisOnly();
    else clearScentResults();
  }, [chosenIds, isLoading]);
}
