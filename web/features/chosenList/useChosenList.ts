import { useMemo } from 'react';
import type { ChosenPerfume } from '../../data/chosenListRepo';
import { useChosenItems } from '../../data/useChosenItems';

export type ChosenListState = {
  items: ChosenPerfume[];
  chosenIds: ReadonlySet<string>;
  /** True until IndexedDB answered the first time, so the empty state does not flash. */
  isLoading: boolean;
};

const EMPTY: ChosenPerfume[] = [];

/** The chosen list, live: updates after every write, in this tab and in others. */
export function useChosenList(): ChosenListState {
  const items = useChosenItems();
  return useMemo(() => {
    const list = items ?? EMPTY;
    return {
      items: list,
      chosenIds: new Set(list.map((item) => item.perfume.id)),
      isLoading: items === undefined,
    };
  }, [items]);
}
