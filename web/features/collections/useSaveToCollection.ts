import { useState } from 'react';
import { DEFAULT_COLLECTIONS, type CollectionType } from '../../../api/contract/collections';
import type { Perfume } from '../../../api/contract/perfume';
import { useToast } from '../../ui/toast/toastStore';
import { AccountApiError, accountApi } from '../account/accountApi';
import { getDeviceId } from '../account/deviceId';
import { useAuth } from '../auth/useAuth';
import { isDuplicateSave, perfumeCount, selectionProblem, tempAddBody } from './saveRules';

export type SaveState =
  | { kind: 'choosing'; problem: string | null }
  | { kind: 'saving' }
  | { kind: 'saved'; collectionName: string; added: number; skipped: number };

const nameOf = (type: CollectionType) =>
  DEFAULT_COLLECTIONS.find((collection) => collection.type === type)?.name ?? type;

/** The save flow behind the collection selector: validate, save, report (spec 000 §4, §8). */
export function useSaveToCollection(perfumes: readonly Perfume[], onClose: () => void) {
  const { user, tempUserEmail } = useAuth();
  const { show } = useToast();
  const [choice, setChoice] = useState<CollectionType | null>('main');
  const [state, setState] = useState<SaveState>({ kind: 'choosing', problem: null });

  const save = async () => {
    const problem = selectionProblem(choice, { signedIn: user !== null, tempEmail: tempUserEmail });
    if (problem || choice === null) return setState({ kind: 'choosing', problem });
    // Account collections get their save endpoint with the collections release; until then
    // only temporary mode saves, and the selector says so instead of pretending.
    if (user || !tempUserEmail) return;
    setState({ kind: 'saving' });
    try {
      const result = await accountApi.tempAddPerfumes(
        tempAddBody(tempUserEmail, getDeviceId(), choice, perfumes),
      );
      if (isDuplicateSave(result)) {
        show({
          title: 'Bereits vorhanden',
          description: `Alle ausgewählten Düfte sind schon in „${nameOf(choice)}“.`,
        });
        onClose();
        return;
      }
      setState({
        kind: 'saved',
        collectionName: nameOf(choice),
        added: result.added,
        skipped: result.skipped,
      });
    } catch (error) {
      // Shown inside the selector: a toast would sit behind the modal's backdrop.
      const reason =
        error instanceof AccountApiError
          ? error.status > 0
            ? `${error.message} (HTTP ${error.status})`
            : error.message
          : 'Bitte versuche es erneut.';
      setState({ kind: 'choosing', problem: `Fehler beim Speichern: ${reason}` });
    }
  };

  return { choice, setChoice, state, save, countLabel: perfumeCount(perfumes.length) };
}
