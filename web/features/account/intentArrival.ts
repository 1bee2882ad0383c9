// Where a sign-in leads when the device holds a pending "Speichern & analysieren"
// (pendingIntent.ts): after the temporary collections moved into the account, to the Duft-DNA
// of the saved list. Used by the e-mail link's landing page and by the resumer after a
// password sign-in, so both go the same way.
import { loadChosenListRepo } from '../../data/useChosenItems';
import { RESULT_PATH, type ResultArrival } from '../chosenList/stepPaths';
import { profilePath } from '../profile/profileQuery';
import { signInEffects } from './appSignInEffects';
import { currentIntent, forgetIntent, nextIntentStep, savedDnaPath } from './pendingIntent';
import type { SignedInUser } from './signInEffects';
import { authCopy } from '../../copy/auth';

export type Destination = { to: string; state?: ResultArrival };

export const HOME: Destination = { to: '/' };

/** The result page and the profile read the same arrival state (ResultArrival, ProfileArrival). */
const ANALYSE_ON_ARRIVAL = { analyse: true } as const;

/** Texts of the arrival (issue 29 item 1): what happened, said once. */
export const MOVED_TEXT = authCopy.intent.moved;

export async function arriveAfterSignIn(
  user: SignedInUser,
): Promise<{ movedItems: number; destination: Destination }> {
  const { movedItems } = await signInEffects.arrival(user);
  const intent = currentIntent();
  const step = nextIntentStep(intent, {
    signedInEmail: user.email ?? null,
    tempEmail: null,
    dialogOpen: false,
  });
  if (step === 'forget') forgetIntent();
  if (step !== 'showSavedDna' || intent?.stage !== 'savedTemporarily') {
    return { movedItems, destination: HOME };
  }
  forgetIntent();
  let chosenIds: string[] = [];
  try {
    chosenIds = (await (await loadChosenListRepo()).list()).map((chosen) => chosen.perfume.id);
  } catch (error) {
    console.error('Auswahl auf dem Gerät nicht lesbar', error);
  }
  const destination: Destination =
    savedDnaPath(intent, chosenIds) === 'result'
      ? { to: RESULT_PATH, state: { analyse: true } }
      : { to: profilePath(intent.collectionName), state: ANALYSE_ON_ARRIVAL };
  return { movedItems, destination };
}
