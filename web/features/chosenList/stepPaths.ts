// The three steps of the journey, each with its own address so the back button works:
// Suchen (/) → Auswahl (/auswahl) → Ergebnis (/ergebnis).
export const LIST_PATH = '/auswahl';
export const RESULT_PATH = '/ergebnis';

/** Navigation state of a link that asks the result page to start the Duft-DNA on arrival. */
export type ResultArrival = { analyse?: boolean };

export function chosenCountLabel(count: number): string {
  return count === 1 ? '1 Duft ausgewählt' : `${count} Düfte ausgewählt`;
}
