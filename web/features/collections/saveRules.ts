// Pure rules of saving the chosen list into a collection (spec 000 §4, §5, §8).

export const CHOOSE_COLLECTION_MESSAGE = 'Bitte wähle eine Sammlung aus';
export const AUTH_REQUIRED_MESSAGE = 'Authentifizierung erforderlich';
/** The contract's upper bound per request. */
export const MAX_PERFUMES_PER_SAVE = 100;

export type Saver = { signedIn: boolean; tempEmail: string | null };

/** Why saving cannot start, or null when it can. */
export function selectionProblem(choice: string | null, saver: Saver): string | null {
  if (choice === null) return CHOOSE_COLLECTION_MESSAGE;
  if (!saver.signedIn && !saver.tempEmail) return AUTH_REQUIRED_MESSAGE;
  return null;
}

export function perfumeCount(count: number): string {
  return count === 1 ? '1 Duft' : `${count} Düfte`;
}
