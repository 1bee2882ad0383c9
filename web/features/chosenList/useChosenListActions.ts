import { useCallback } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { useToast } from '../../ui/toast/toastStore';
import type { ChosenPerfume } from '../../data/chosenListRepo';
import { loadChosenListRepo } from '../../data/useChosenItems';
import { chosenListToasts as copy } from '../../copy/chosenListToasts';

const STORAGE_FAILED = {
  variant: 'destructive',
  ...copy.saveFailed,
} as const;

/** Add and remove with the feedback the visitor sees: duplicates, undo, storage errors. */
export function useChosenListActions() {
  const { show } = useToast();

  const add = useCallback(
    async (perfume: Perfume) => {
      try {
        const result = await (await loadChosenListRepo()).add(perfume);
        if (result === 'duplicate') {
          show({
            title: copy.duplicate.title,
            description: copy.duplicate.description(perfume.name),
          });
        }
      } catch {
        show(STORAGE_FAILED);
      }
    },
    [show],
  );

  const remove = useCallback(
    async (perfume: Perfume, addedAt?: number) => {
      try {
        const chosenListRepo = await loadChosenListRepo();
        await chosenListRepo.remove(perfume.id);
        show({
          title: copy.removed.title,
          description: copy.removed.description(perfume.name, perfume.brand),
          action: {
            label: copy.undo,
            altText: copy.removed.undoAltText(perfume.name),
            // Restoring the original time keeps the perfume at its old place in the list.
            onAction: () =>
              void chosenListRepo.add(perfume, addedAt).catch(() => show(STORAGE_FAILED)),
          },
        });
      } catch {
        show(STORAGE_FAILED);
      }
    },
    [show],
  );

  const clear = useCallback(
    async (items: readonly ChosenPerfume[]) => {
      try {
        const chosenListRepo = await loadChosenListRepo();
        await chosenListRepo.clear();
        show({
          title: copy.cleared.title,
          description: copy.cleared.description(items.length),
          action: {
            label: copy.undo,
            altText: copy.cleared.undoAltText,
            onAction: () =>
              void Promise.all(
                items.map((item) => chosenListRepo.add(item.perfume, item.addedAt)),
              ).catch(() => show(STORAGE_FAILED)),
          },
        });
      } catch {
        show(STORAGE_FAILED);
      }
    },
    [show],
  );

  return { add, remove, clear };
}
