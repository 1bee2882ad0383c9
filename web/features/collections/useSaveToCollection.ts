import { useState } from 'react';
import {
  DEFAULT_COLLECTIONS,
  type CollectionSimple,
  type DefaultCollectionType,
} from '../../../api/contract/collections';
import type { Perfume } from '../../../api/contract/perfume';
import { addPerfumesToCollection } from '../../data/collectionActions';
import { saveTempPerfumes } from '../../data/tempActions';
import { collectionsCopy } from '../../copy/collections';
import { useToast } from '../../ui/toast/toastStore';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { getDeviceId } from '../../session/deviceId';
import { track } from '../analytics/track';
import { useAuth } from '../auth/useAuth';
import { savablePerfume } from '../chosenList/customPerfume';
import { MAX_PERFUMES_PER_SAVE, perfumeCount, selectionProblem } from './saveRules';

export type SaveState =
  | { kind: 'choosing'; problem: string | null }
  | { kind: 'saving' }
  | { kind: 'saved'; collectionName: string; added: number; skipped: number };

const defaultOf = (choice: string) =>
  DEFAULT_COLLECTIONS.find((collection) => collection.type === choice);

/**
 * Temporary collections have no copy on the device, so the server is asked which perfumes
 * they already hold (spec 000 §4 "Bereits vorhanden"). Offline, or when the server does not
 * answer, everything is queued and the server skips duplicates itself.
 */
async function notYetSavedTemp(
  email: string,
  type: DefaultCollectionType,
  perfumes: readonly Perfume[],
): Promise<Perfume[]> {
  if (!navigator.onLine) return [...perfumes];
  try {
    const collections = await api.call(endpoints.tempCollections, {
      query: { email, deviceId: getDeviceId() },
    });
    const saved = new Set(
      collections
        .filter((collection) => collection.type === type)
        .flatMap((collection) => collection.items.map((item) => item.perfume_id)),
    );
    return perfumes.filter((perfume) => !saved.has(perfume.id));
  } catch {
    return [...perfumes];
  }
}

function skipped(
  outcome: { skipped: number },
  chosen: readonly Perfume[],
  fresh: readonly Perfume[],
): number {
  return outcome.skipped + (chosen.length - fresh.length);
}

/**
 * The save flow behind the collection selector (spec 000 §4, §8). Saves go to the device
 * first (record + outbox entry), so they work offline and the success notice shows at once;
 * the sync engine sends them. Signed-in saves name the collection by id, temporary-mode saves
 * by type (the temporary-collections endpoint resolves it).
 */
export function useSaveToCollection(
  perfumes: readonly Perfume[],
  collections: readonly CollectionSimple[],
  onClose: () => void,
) {
  const { user, tempUserEmail } = useAuth();
  const { show } = useToast();
  /** A default collection's type, or the id of one of the person's own collections. */
  const [choice, setChoice] = useState<string | null>('main');
  const [state, setState] = useState<SaveState>({ kind: 'choosing', problem: null });

  const save = async () => {
    const problem = selectionProblem(choice, { signedIn: user !== null, tempEmail: tempUserEmail });
    if (problem || choice === null) return setState({ kind: 'choosing', problem });
    const target = user
      ? collections.find((collection) => collection.id === choice || collection.type === choice)
      : null;
    const fallback = defaultOf(choice);
    if ((user && !target) || (!user && !fallback)) {
      return setState({ kind: 'choosing', problem: collectionsCopy.problems.notAvailable });
    }
    const collectionName = target?.name ?? fallback?.name ?? choice;
    const tempType = fallback?.type ?? 'main';
    const chosen = perfumes.slice(0, MAX_PERFUMES_PER_SAVE);
    setState({ kind: 'saving' });
    try {
      const email = tempUserEmail ?? '';
      const fresh = target ? chosen : await notYetSavedTemp(email, tempType, chosen);
      const outcome = target
        ? await addPerfumesToCollection(target.id, chosen.map(savablePerfume), undefined, 'save')
        : fresh.length === 0
          ? null
          : await saveTempPerfumes({
              email,
              deviceId: getDeviceId(),
              collectionType: tempType,
              perfumes: fresh.map(savablePerfume),
            });
      if (outcome?.kind !== 'queued') {
        show({
          title: collectionsCopy.alreadyThere.title,
          description: collectionsCopy.alreadyThere.text(collectionName),
        });
        onClose();
        return;
      }
      track('save');
      setState({
        kind: 'saved',
        collectionName,
        added: chosen.length - skipped(outcome, chosen, fresh),
        skipped: skipped(outcome, chosen, fresh),
      });
    } catch (error) {
      // Shown inside the selector: a toast would sit behind the modal's backdrop.
      console.error(collectionsCopy.problems.storageFailedLog, error);
      setState({
        kind: 'choosing',
        problem: collectionsCopy.problems.storageFailed,
      });
    }
  };

  return { choice, setChoice, state, save, countLabel: perfumeCount(perfumes.length) };
}
