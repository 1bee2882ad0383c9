// A perfume the catalog does not know, taken over from a photo detection (spec 000 §3: price 0,
// no notes, currency EUR, rating 0, no link or image, family "Unknown" when none was
// detected). It sits on the chosen list like a catalog perfume under an id no catalog uses,
// and goes to the API by name and brand, never by that id.
import type { Perfume } from '../../../api/contract/perfume';
import type { DetectedPerfumeInfo } from '../../../api/contract/photo';
import type { SavedPerfume } from '../../../api/contract/collections';
import { foldText } from '../../../api/contract/search/normalize';
import { chosenListShellCopy } from '../../copy/chosenListShell';

const CUSTOM_ID_PREFIX = 'custom-';
/** The spec's family of a custom perfume with none detected; shown as UNKNOWN_FAMILY_LABEL. */
export const UNKNOWN_FAMILY = 'Unknown';
export const UNKNOWN_FAMILY_LABEL = chosenListShellCopy.unknownFamily;

/** FNV-1a: a short, stable suffix so long names that share their start stay apart. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(36);
}

/** The same bottle read twice gets the same id, so the list keeps it once. */
function customId(name: string, brand: string): string {
  const folded = foldText(`${brand} ${name}`);
  const slug = folded.replaceAll(' ', '-').slice(0, 48).replace(/-+$/, '');
  return `${CUSTOM_ID_PREFIX}${slug ? `${slug}-` : ''}${hash(folded || `${brand} ${name}`)}`;
}

export function isCustomPerfume(perfume: Pick<Perfume, 'id'>): boolean {
  return perfume.id.startsWith(CUSTOM_ID_PREFIX);
}

/** The chosen perfume, with a custom one named by name and brand (the API knows no such id). */
export function savablePerfume(perfume: Perfume): Perfume | SavedPerfume {
  return isCustomPerfume(perfume)
    ? { id: null, name: perfume.name, brand: perfume.brand }
    : perfume;
}

/** The family as the page shows it: the spec's "Unknown" in German. */
export function familyLabel(family: string | null): string | null {
  return family === UNKNOWN_FAMILY ? UNKNOWN_FAMILY_LABEL : family;
}

/**
 * The detected bottle as a custom perfume, or null when the photo gave no name and brand to
 * call it by. Unknown facts stay empty; "price 0" is no price, and none is shown.
 */
export function customPerfume(detected: DetectedPerfumeInfo): Perfume | null {
  const name = detected.name.trim();
  const brand = detected.brand.trim();
  if (name === '' || brand === '') return null;
  return {
    id: customId(name, brand),
    name,
    brand,
    aliases: [],
    year: null,
    accords: [],
    notes: [],
    pyramid: null,
    fragranceFamily: detected.fragranceFamily?.trim() || UNKNOWN_FAMILY,
    isNiche: false,
    longevity: null,
    sillage: null,
    votes: 0,
    priceCents: null,
    currency: 'EUR',
    image: null,
    affiliate_link: null,
    shop: null,
  };
}
