// Pure rules of saving the chosen list into a collection (spec 000 §4, §5, §8).

import { collectionsCopy } from '../../copy/collections';

export { perfumeCount } from '../../copy/collections';
export const CHOOSE_COLLECTION_MESSAGE = collectionsCopy.problems.chooseCollection;
export const AUTH_REQUIRED_MESSAGE = collectionsCopy.problems.authRequired;
/** The contract's upper bound per request. */
export const MAX_PERFUMES_PER_SAVE = 100;

export type Saver = { signedIn: boolean; tempEmail: string | null };

/** Why saving cannot start, or null when it can. */
export function selectionProblem(choice: string | null, saver: Saver): string | null {
  if (choice === null) return CHOOSE_COLLECTION_MESSAGE;
  if (!saver.signedIn && !saver.tempEmail) return AUTH_REQUIRED_MESSAGE;
  return null;
}
