// Groups a house's perfumes into lines: a perfume and its flankers, editions, concentrations
// and re-releases ("Black Opium", "Black Opium Wild Edition", "Black Opium Intense"). The
// line of a perfume is the shortest distinctive name of the same house that starts its own
// distinctive name; distinctive means without the house's words, articles and prepositions
// ("Bleu de Chanel Eau de Parfum" → bleu eau parfum → line "bleu"). Deterministic from brand
// and name alone, so the catalog build, the engine and tests agree.
import { tokenize } from '../contract/search/normalize';
import { brandAbbreviations } from './brandCorrections';

/**
 * Articles and prepositions: never what tells two perfumes apart. Gender words stay
 * ("Versace Pour Homme" and "Versace L'Homme" are two perfumes).
 */
const FILLER_WORDS = new Set([
  'an',
  'and',
  'au',
  'aux',
  'by',
  'd',
  'de',
  'del',
  'della',
  'des',
  'di',
  'du',
  'en',
  'et',
  'for',
  'in',
  'j',
  'l',
  'la',
  'le',
  'les',
  'no',
  'of',
  'the',
]);

/**
 * Concentrations, seasons and edition words: "Dior Homme Intense", "Le Male Summer 2009" and
 * "Terre d'Hermès Parfum" are their line's perfume with one of these added. Four-digit years
 * count too. Only the first word of a name is never one ("Eau Sauvage" is not "Sauvage").
 */
const MODIFIER_WORDS = new Set([
  'absolu',
  'absolue',
  'absolute',
  'collector',
  'collectors',
  'cologne',
  'concentre',
  'concentree',
  'eau',
  'edition',
  'edp',
  'edt',
  'elixir',
  'extrait',
  'extreme',
  'flacon',
  'fraiche',
  'fresh',
  'intense',
  'legere',
  'limited',
  'limitee',
  'parfum',
  'profumo',
  'sport',
  'summer',
  'toilette',
  'vintage',
]);

/**
 * A line root of one of these words alone would swallow unrelated perfumes of a house
 * ("Rose" is not the line of "Rose Prick"): materials are names, not lines.
 */
const MATERIAL_WORDS = new Set([
  'ambre',
  'eau',
  'amber',
  'cuir',
  'iris',
  'jasmin',
  'jasmine',
  'leather',
  'musc',
  'musk',
  'neroli',
  'oud',
  'patchouli',
  'rose',
  'santal',
  'tabac',
  'tobacco',
  'vanilla',
  'vanille',
  'vetiver',
]);

/**
 * Reviewed: perfumes that start with another perfume's name but are their own line
 * (house words removed, folded): Chanel's Coco Mademoiselle and Coco Noir are not Coco.
 */
export const separateLines: ReadonlySet<string> = new Set([
  'chanel|coco mademoiselle',
  'chanel|coco noir',
  'thierry mugler|angel muse',
]);

/**
 * Reviewed: a house's collection names put before perfumes it re-releases or re-editions
 * ("Les Exclusifs de Chanel Cuir de Russie" is Cuir de Russie, "Les Créations de Monsieur
 * Dior Diorissimo" is Diorissimo, "The Taste of Fragrance Angel" an edition of Angel), as
 * distinctive words (folded brand → prefixes). The line is found from the rest of the name.
 */
export const collectionPrefixes: Readonly<Record<string, readonly (readonly string[])[]>> = {
  chanel: [['exclusifs']],
  'christian dior': [['creations', 'monsieur']],
  'thierry mugler': [['taste', 'fragrance']],
  'yves saint laurent': [['collection']],
  givenchy: [['parfums', 'mythiques'], ['creations', 'couture'], ['harvest']],
};

/** The words without a reviewed collection prefix of the house, when a name follows it. */
function withoutCollectionPrefix(brand: string, words: readonly string[]): readonly string[] {
  for (const prefix of collectionPrefixes[brand] ?? []) {
    if (words.length > prefix.length && prefix.every((word, i) => words[i] === word)) {
      return words.slice(prefix.length);
    }
  }
  return words;
}

export interface LineInput {
  brand: string;
  name: string;
}

/**
 * The name's distinctive words, in order. A modifier counts only before any other word
 * ("Eau Sauvage", "L'Eau d'Issey"), not after the house's ("Chloé Eau de Parfum").
 */
export function distinctiveWords(perfume: LineInput, houseWords = houseWordsOf(perfume.brand)) {
  const words: string[] = [];
  let started = false;
  for (const word of tokenize(perfume.name)) {
    if (FILLER_WORDS.has(word)) continue;
    const modifier = MODIFIER_WORDS.has(word) || /^\d{4}$/.test(word);
    if (!houseWords.has(word) && !(started && modifier)) words.push(word);
    started = true;
  }
  return words;
}

/** The brand's words and those of its abbreviations ("Christian Dior": christian, dior). */
export function houseWordsOf(brand: string): Set<string> {
  return new Set([brand, ...(brandAbbreviations[brand] ?? [])].flatMap((text) => tokenize(text)));
}

/**
 * Line key per perfume ("<folded brand>|<root words>"), in input order. Perfumes whose name
 * is only the house's ("Chloé Eau de Parfum") form the house's eponymous line "<brand>|".
 */
export function groupLines(perfumes: readonly LineInput[]): string[] {
  const brands = perfumes.map((perfume) => tokenize(perfume.brand).join(' '));
  const houseWords = new Map<string, Set<string>>();
  const words = perfumes.map((perfume, i) => {
    let house = houseWords.get(perfume.brand);
    if (!house) houseWords.set(perfume.brand, (house = houseWordsOf(perfume.brand)));
    return withoutCollectionPrefix(brands[i]!, distinctiveWords(perfume, house));
  });
  const namesByBrand = new Map<string, Set<string>>();
  perfumes.forEach((_, i) => {
    const names = namesByBrand.get(brands[i]!) ?? new Set<string>();
    names.add(words[i]!.join(' '));
    namesByBrand.set(brands[i]!, names);
  });
  return perfumes.map((_, i) => {
    const brand = brands[i]!;
    const own = words[i]!;
    const names = namesByBrand.get(brand)!;
    // A reviewed separate line is the shortest root allowed: "Coco Noir Intense" → Coco Noir.
    let shortest = 1;
    for (let length = 1; length <= own.length; length++) {
      if (separateLines.has(`${brand}|${own.slice(0, length).join(' ')}`)) shortest = length;
    }
    for (let length = shortest; length < own.length; length++) {
      const root = own.slice(0, length);
      if (length === 1 && MATERIAL_WORDS.has(root[0]!)) continue;
      if (names.has(root.join(' '))) return `${brand}|${root.join(' ')}`;
    }
    return `${brand}|${own.join(' ')}`;
  });
}
