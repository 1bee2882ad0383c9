import { useCallback } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { useToast } from '../../ui/toast/toastStore';
import type { ChosenPerfume } from '../../data/chosenListRepo';
import { loadChosenListRepo } from '../../data/useChosenItems';

const STORAGE_FAILED = {
  variant: 'destructive',
  title: 'Speichern auf dem Gerät fehlgeschlagen',
  description: 'Deine Auswahl konnte nicht geändert werden. Bitte versuche es erneut.',
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
            title: 'Bereits in deiner Auswahl',
            description: `„${perfume.name}“ ist schon auf deiner Liste.`,
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
          title: 'Aus deiner Auswahl entfernt',
          description: `„${perfume.name}“ von ${perfume.brand}`,
          action: {
            label: 'Rückgängig',
            altText: `„${perfume.name}“ wieder hinzufügen`,
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
          title: 'Auswahl geleert',
          description: items.length === 1 ? '1 Duft entfernt' : `${items.length} Düfte entfernt`,
          action: {
            label: 'Rückgängig',
            altText: 'Alle entfernten Düfte wiederherstellen',
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
