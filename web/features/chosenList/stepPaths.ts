// The three steps of the journey, each with its own address so the back button works:
// Suchen (/) → Auswahl (/auswahl) → Ergebnis (/ergebnis).
import { chosenListShellCopy } from '../../copy/chosenListShell';

export const LIST_PATH = '/auswahl';
export const RESULT_PATH = '/ergebnis';

/** Navigation state of a link that asks the result page to start the Duft-DNA on arrival. */
export type ResultArrival = { analyse?: boolean };

export const chosenCountLabel = chosenListShellCopy.chosenCount;
