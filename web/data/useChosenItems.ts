// The chosen list for the start page, without loading Dexie for a visitor whose device has
// no database yet (deviceDataGate.ts): the list is then empty, which it is. Once the gate is
// open the live read (liveQueries.ts) loads and answers after every write, in every tab.
import { useEffect, useState } from 'react';
import type { ChosenPerfume } from './chosenListRepo';
import { isDeviceDataOpen, openDeviceData, useDeviceDataOpen } from './deviceDataGate';

const NO_ITEMS: ChosenPerfume[] = [];

/** The chosen list; undefined until IndexedDB answered the first time. */
export function useChosenItems(): ChosenPerfume[] | undefined {
  const isOpen = useDeviceDataOpen();
  // Opened later (the first perfume chosen), the list stays "empty" until the read answers.
  const [items, setItems] = useState<ChosenPerfume[] | undefined>(() =>
    isDeviceDataOpen() ? undefined : NO_ITEMS,
  );

  useEffect(() => {
    if (!isOpen) return;
    let stop: (() => void) | null = null;
    let isCancelled = false;
    // Without a readable database (blocked storage) the list is empty; adding then reports
    // the failure (useChosenListActions.ts).
    const showEmpty = () => setItems(NO_ITEMS);
    import('./liveQueries')
      .then(({ watchChosenItems }) => {
        if (!isCancelled) stop = watchChosenItems({ next: setItems, error: showEmpty });
      })
      .catch(showEmpty);
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [isOpen]);

  return isOpen ? items : NO_ITEMS;
}

/** The chosen list's reads and writes, loaded on first use; opens the gate. */
export async function loadChosenListRepo() {
  openDeviceData();
  return (await import('./chosenListRepo')).chosenListRepo;
}
