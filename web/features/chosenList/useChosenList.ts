import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { chosenListRepo, type ChosenPerfume } from './chosenListRepo';

export type ChosenListState = {
  items: ChosenPerfume[];
  chosenIds: ReadonlySet<string>;
  /** True until IndexedDB answered the first time, so the empty state does not flash. */
  isLoading: boolean;
};

const EMPTY: ChosenPerfume[] = [];

/** The chosen list, live: updates after every write, in this tab and in others. */
export function useChosenList(): ChosenListState {
  const items = useLiveQuery(() => chosenListRepo.list(), []);
  return useMemo(() => {
    const list = items ?? EMPTY;
    return {
      items: list,
      chosenIds: new Set(list.map((item) => item.perfume.id)),
      isLoading: items === undefined,
    };
  }, [items]);
}
