// A perfume's concentration as search terms, shared by the server's search and the offline
// index: its words and the abbreviation shops and people write ("Y EDP", "Sauvage EdT"), so a
// query "ysl y edp" finds Y Eau de Parfum. Extra terms only, like elisions: they never count as
// name words for ranking, and a perfume whose catalog row has no concentration gets none.
import { foldText, tokenize } from './normalize';

/** The usual abbreviations of each concentration (folded), besides its own words ("Extrait de
 * Parfum" has both words people type). */
const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  'eau de parfum': ['edp'],
  'eau de toilette': ['edt'],
  'eau de cologne': ['edc'],
  parfum: ['extrait'],
};

export function concentrationTerms(concentration: string | null | undefined): string[] {
  if (!concentration) return [];
  return [...tokenize(concentration), ...(ABBREVIATIONS[foldText(concentration)] ?? [])];
}
