// Pure rules of saving the chosen list into a collection (spec 000 §4, §5, §8).
import type { CollectionType, TempAddPerfumesBody } from '../../../api/contract/collections';
import type { Perfume } from '../../../api/contract/perfume';

export const CHOOSE_COLLECTION_MESSAGE = 'Bitte wähle eine Sammlung aus';
export const AUTH_REQUIRED_MESSAGE = 'Authentifizierung erforderlich';
/** The contract's upper bound per request. */
export const MAX_PERFUMES_PER_SAVE = 100;

export type Saver = { signedIn: boolean; tempEmail: string | null };

/** Why saving cannot start, or null when it can. */
export function selectionProblem(choice: CollectionType | null, saver: Saver): string | null {
  if (choice === null) return CHOOSE_COLLECTION_MESSAGE;
  if (!saver.signedIn && !saver.tempEmail) return AUTH_REQUIRED_MESSAGE;
  return null;
}

/** In temporary mode the collection is named by its type; the server resolves name and brand. */
export function tempAddBody(
  email: string,
  deviceId: string,
  collection: CollectionType,
  perfumes: readonly Perfume[],
): TempAddPerfumesBody {
  const chosen = perfumes.slice(0, MAX_PERFUMES_PER_SAVE);
  return {
    email,
    deviceId,
    collectionId: collection,
    perfumeIds: chosen.map((perfume) => perfume.id),
    perfumes: chosen.map(({ id, name, brand }) => ({ id, name, brand })),
  };
}

/** Nothing new added but something skipped: every perfume was already there. */
export function isDuplicateSave(result: { added: number; skipped: number }): boolean {
  return result.added === 0 && result.skipped > 0;
}

export function perfumeCount(count: number): string {
  return count === 1 ? '1 Duft' : `${count} Düfte`;
}
