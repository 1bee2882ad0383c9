// Groups a house's perfumes into lines: a perfume and its flankers, editions, concentrations
// and re-releases ("Black Opium", "Black Opium Wild Edition", "Black Opium Intense"). The
// line of a perfume is the shortest distinctive name of the same house that starts its own
// distinctive name; distinctive means without the house's words, articles and prepositions
// ("Bleu de Chanel Eau de Parfum" → bleu eau parfum → line "bleu"). Three more readings join
// lines: the name as if the house were not named first ("Cerruti 1881 Black" → 1881), an
// "Eau de …" without its "Eau" ("Eau de Shalimar" → Shalimar), and a name that ends with
// another perfume's whole name of the house ("Midnight Fantasy" → Fantasy, "Ultra Male" →
// Le Male) when that name is rare among houses. Names that differ only in a first word
// naming a form ("Eau", "Elixir … des Merveilles") are one line too. Deterministic from the
// catalog's brands and names alone, so the catalog build, the engine and tests agree.
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

/** First words that name a form of a house's theme: "Elixir des Merveilles". */
const LEADING_FORMS = new Set(['eau', 'elixir', 'parfum', 'extrait', 'ambre', 'essence']);

/**
 * A line root of one of these words alone would swallow unrelated perfumes of a house
 * ("Rose" is not the line of "Rose Prick"): materials are names, not lines.
 */
const MATERIAL_WORDS = new Set([
  'ambre',
  // Oud as Montale, Mancera and Roja Dove spell it ("Taif Aoud" is not a flanker of "Aoud").
  'aoud',
  'eau',
  'amber',
  'cuir',
  'gardenia',
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
  'tubereuse',
  'tuberose',
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
  // Eau Sauvage (1966) is not a lighter Sauvage (2015).
  'christian dior|eau sauvage',
  // L'Homme Idéal (2014) is its own line, not a Guerlain Homme (2008).
  'guerlain|homme ideal',
  // Reviewed 2026-11-28 with the launches up to 2026 (names as the newer sources spell them).
  // Eau Libre (1975) is not a lighter Libre (2019).
  'yves saint laurent|eau libre',
  // Born in Roma (2019) is its own line for him and for her, not a Valentino Uomo (2014) or
  // Valentino Donna (2015) flanker; "Born in Roma Extradose Donna" (2025), named without the
  // Uomo/Donna first, stays apart (no table here can join a name that drops words).
  'valentino|uomo born roma',
  'valentino|donna born roma',
  // Armaf's Club de Nuit is a series of different perfumes (the Aventus-type Intense Man, the
  // Silver-Mountain-Water-type Sillage, the Baccarat-type Untold …), each with its own
  // flankers; "Club de Nuit Intense" for women, the first, keeps the short name.
  'armaf|club nuit man',
  'armaf|club nuit sillage',
  'armaf|club nuit milestone',
  'armaf|club nuit untold',
  'armaf|club nuit urban',
  'armaf|club nuit blue iconic',
  'armaf|club nuit precieux',
  'armaf|club nuit white imperiale',
  'armaf|club nuit lionheart',
  'armaf|club nuit maleka',
  'armaf|club nuit oud',
  'armaf|club nuit bling',
  // Al Haramain's Amber Oud editions are different perfumes (Gold Edition sweet and fruity,
  // Tobacco, the aquatic Aqua Dubai, the Baccarat-type Rouge …), not flankers of Amber Oud.
  'al haramain perfumes|amber oud gold',
  'al haramain perfumes|amber oud tobacco',
  'al haramain perfumes|amber oud aqua dubai',
  'al haramain perfumes|amber oud rouge',
  'al haramain perfumes|amber oud dubai night',
  'al haramain perfumes|amber oud ruby',
  'al haramain perfumes|amber oud carbon',
  'al haramain perfumes|amber oud bleu',
  'al haramain perfumes|amber oud black',
  'al haramain perfumes|amber oud white',
  'al haramain perfumes|amber oud private',
  'al haramain perfumes|amber oud ultra violet',
  // Lattafa's Ana Abiyedh series likewise: the white-musk original, the Baccarat-type Rouge,
  // the powdery Poudrée …
  'lattafa perfumes|ana abiyedh rouge',
  'lattafa perfumes|ana abiyedh poudree',
  'lattafa perfumes|ana abiyedh coral',
  'lattafa perfumes|ana abiyedh scarlet',
  'lattafa perfumes|ana abiyedh leather',
  'lattafa perfumes|ana abiyedh passion',
  // Kilian's "Love the Way You Feel" and "Love the Way You Taste" (2023) are not Love, Don't
  // Be Shy (2007).
  'by kilian|love way you',
]);

/**
 * Reviewed: names that end with another perfume's name of the house by coincidence (house
 * words removed, folded), from the review of every such pair among the 5 % best-known
 * perfumes: Acqua di Giò (1996) is not Giò (1992), Black Opium a new line rather than an
 * Opium, Cool Water Game a Cool Water and not The Game, Gentlemen Only not Only Givenchy.
 */
export const coincidentalEndings: ReadonlySet<string> = new Set([
  'giorgio armani|acqua gio',
  'yves saint laurent|black opium',
  'davidoff|cool water game',
  'givenchy|gentlemen only',
  'escentric molecules|molecule 01',
  'creed|imperial millesime',
  'serge lutens|une voix noire',
  'frederic malle|geranium pour monsieur',
  'yves rocher|ananas noix coco',
  // Reviewed 2026-11-28: Balade Sauvage (2018, La Collection Privée) is not a Sauvage; L'Homme
  // Libre (2011) is an L'Homme, not a Libre (2019); The Only One (2018) is its own line, not
  // The One (in a small catalog "one" would count as the house's invention).
  'christian dior|balade sauvage',
  'yves saint laurent|homme libre',
  'dolce gabbana|only one',
]);

/**
 * A name that ends with another perfume's whole name joins that perfume's line only when at
 * most this many houses have a perfume whose name holds all words of that name: "Fantasy",
 * "Poison" and "Euphoria" are a house's invention, "Noir", "Musk" or "Femme" everyone's,
 * "Jasmin Noir" Bvlgari's. Read from the review of every such pair among the 5 % best-known
 * perfumes: up to 35 houses they were flankers (Midnight Fantasy, Pink Princess, Rose The
 * One) but for the reviewed exceptions above; from about 40 on mostly unrelated perfumes
 * (Vendetta Donna and Valentino Donna, Mon Paris and Paris).
 */
export const NAMED_AFTER_MAX_HOUSES = 35;

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
  // "Versace Pour Femme Dylan Blue" is a Dylan Blue, not a Versace Pour Femme (2007); "Versace
  // Pour Homme Oud Noir" its own perfume. The plain "Versace Pour Homme" keeps its name.
  versace: [
    ['pour', 'femme'],
    ['pour', 'homme'],
  ],
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
  return nameReadings(perfume, houseWords).words;
}

/**
 * The distinctive words, and in the same pass the words read as if the house were not named
 * first (`unstarted`, the same array when the name does not start with the house's words).
 */
function nameReadings(perfume: LineInput, houseWords: ReadonlySet<string>) {
  const words: string[] = [];
  const unstarted: string[] = [];
  const houseNamed: string[] = [];
  let started = false;
  let houseFirst = false;
  for (const word of tokenize(perfume.name)) {
    if (FILLER_WORDS.has(word)) continue;
    const house = houseWords.has(word);
    if (!started && house) houseFirst = true;
    if (house && !houseNamed.includes(word)) houseNamed.push(word);
    const modifier = MODIFIER_WORDS.has(word) || /^\d{4}$/.test(word);
    if (!house && !(started && modifier)) words.push(word);
    if (!house && !(unstarted.length > 0 && modifier)) unstarted.push(word);
    started = true;
  }
  return { words, unstarted: houseFirst ? unstarted : words, houseNamed };
}

/** The brand's words and those of its abbreviations ("Christian Dior": christian, dior). */
export function houseWordsOf(brand: string): Set<string> {
  return new Set([brand, ...(brandAbbreviations[brand] ?? [])].flatMap((text) => tokenize(text)));
}

/**
 * Line key per perfume ("<folded brand>|<root words>"), in input order. Perfumes whose name
 * is only the house's words ("Chloé Eau de Parfum") form an eponymous line per the house
 * words they use ("<brand>|=chloe"; "Nina" and "Ricci Ricci" are two).
 */
export function groupLines(perfumes: readonly LineInput[]): string[] {
  const brands = perfumes.map((perfume) => tokenize(perfume.brand).join(' '));
  const houseWords = new Map<string, Set<string>>();
  const readings = perfumes.map((perfume, i) => {
    let house = houseWords.get(perfume.brand);
    if (!house) houseWords.set(perfume.brand, (house = houseWordsOf(perfume.brand)));
    const read = nameReadings(perfume, house);
    return {
      words: withoutCollectionPrefix(brands[i]!, read.words),
      unstarted:
        read.unstarted === read.words ? null : withoutCollectionPrefix(brands[i]!, read.unstarted),
      houseNamed: read.houseNamed,
    };
  });
  const words = readings.map((read) => read.words);
  const namesByBrand = new Map<string, Set<string>>();
  perfumes.forEach((_, i) => {
    const names = namesByBrand.get(brands[i]!) ?? new Set<string>();
    names.add(words[i]!.join(' '));
    namesByBrand.set(brands[i]!, names);
  });
  // In how many houses' names each distinctive word is found, and the perfumes per house.
  const housesByWord = new Map<string, Set<string>>();
  const rowsByWord = new Map<string, number[]>();
  perfumes.forEach((_, i) => {
    for (const word of new Set(words[i]!)) {
      const houses = housesByWord.get(word) ?? new Set<string>();
      houses.add(brands[i]!);
      housesByWord.set(word, houses);
      const rows = rowsByWord.get(word);
      if (rows) rows.push(i);
      else rowsByWord.set(word, [i]);
    }
  });
  // How many houses have a perfume whose name holds every word of `name` ("Jasmin Noir":
  // both words are everyone's, the two together a few houses'), counted up to the limit.
  const inventions = new Map<string, boolean>();
  const isOwnInvention = (name: readonly string[]) => {
    const key = name.join(' ');
    let own = inventions.get(key);
    if (own !== undefined) return own;
    own =
      !namesNothing(name) &&
      !(name.length === 1 && MATERIAL_WORDS.has(name[0]!)) &&
      name.some((word) => /[a-z]{2}/.test(word)) &&
      housesNaming(name) <= NAMED_AFTER_MAX_HOUSES;
    inventions.set(key, own);
    return own;
  };
  // Walks the perfumes holding the name's least frequent word (not every perfume of every
  // house holding it, which cost a second of every start with today's catalog).
  const housesNaming = (name: readonly string[]) => {
    if (name.length === 1) return housesByWord.get(name[0]!)!.size;
    const rarest = name
      .map((word) => rowsByWord.get(word)!)
      .reduce((a, b) => (b.length < a.length ? b : a));
    const houses = new Set<string>();
    for (const row of rarest) {
      if (houses.has(brands[row]!) || !name.every((word) => words[row]!.includes(word))) continue;
      houses.add(brands[row]!);
      if (houses.size > NAMED_AFTER_MAX_HOUSES) break;
    }
    return houses.size;
  };
  const keys = perfumes.map((_, i) => {
    // A name of house words only is the line of the house words it uses: "Nina" and "Nina
    // L'Elixir" are one line, "Ricci Ricci" another; "Hugo" is not "Boss Intense".
    if (words[i]!.length === 0) return `${brands[i]}|=${readings[i]!.houseNamed.join(' ')}`;
    const root = lineRoot(brands[i]!, words[i]!, namesByBrand.get(brands[i]!)!, false);
    return `${brands[i]}|${(root ?? words[i]!).join(' ')}`;
  });
  const keyByName = new Map(
    perfumes.map((_, i) => [`${brands[i]}|${words[i]!.join(' ')}`, keys[i]!]),
  );
  // More readings of a name join its line with the line of the perfume they name.
  const lines = new LineUnion();
  perfumes.forEach((_, i) => {
    const brand = brands[i]!;
    const own = words[i]!;
    const others: (readonly string[])[] = [];
    // "Cerruti 1881 Black", "Bvlgari Eau Parfumée au Thé Vert Extreme": as if the house were
    // not named first.
    const unstarted = readings[i]!.unstarted;
    if (unstarted && unstarted.join(' ') !== own.join(' ')) others.push(unstarted);
    // "Eau de Shalimar", "Eau de Grey Flannel": a lighter version of the house's perfume.
    const separate = own.some((_, n) =>
      separateLines.has(`${brand}|${own.slice(0, n + 1).join(' ')}`),
    );
    if (own[0] === 'eau' && !separate) others.push(own.slice(1));
    // "Midnight Fantasy", "Hypnotic Poison", "Ultra Male": a flanker named after the house's
    // perfume. The longest ending that is another perfume's name of the house, for a name
    // that is not already another's flanker by its beginning ("Andy Warhol Montauk" is an
    // Andy Warhol edition; read as a Montauk too, it would join the two lines).
    const ownKey = `${brand}|${own.join(' ')}`;
    if (!separate && keys[i] === ownKey && !coincidentalEndings.has(ownKey)) {
      const names = namesByBrand.get(brand)!;
      const start = own.findIndex(
        (_, n) => n > 0 && names.has(own.slice(n).join(' ')) && isOwnInvention(own.slice(n)),
      );
      if (start > 0) others.push(own.slice(start));
    }
    for (const other of others) {
      const root = lineRoot(brand, other, namesByBrand.get(brand)!, true);
      if (root && !namesNothing(root)) {
        lines.join(keys[i]!, keyByName.get(`${brand}|${root.join(' ')}`)!);
      }
    }
  });
  // "Eau des Merveilles", "Elixir des Merveilles", "L'Ambre des Merveilles": one house's
  // theme in several forms, though no perfume is named after the theme alone.
  const firstOfTheme = new Map<string, string>();
  perfumes.forEach((_, i) => {
    const own = words[i]!;
    if (own.length < 2 || !LEADING_FORMS.has(own[0]!)) return;
    // Not when the name is already another line's ("Parfum des Merveilles" is rooted on
    // "Parfum d'Hermès"): the theme would join the two lines.
    if (keys[i] !== `${brands[i]}|${own.join(' ')}`) return;
    const theme = own.slice(1);
    if (!isOwnInvention(theme)) return;
    const key = `${brands[i]}|${theme.join(' ')}`;
    const first = firstOfTheme.get(key);
    if (first) lines.join(first, keys[i]!);
    else firstOfTheme.set(key, keys[i]!);
  });
  return keys.map((key) => lines.find(key));
}

/**
 * Words that name no perfume by themselves (nor do the modifiers): "L'Eau Kenzo Intense pour
 * Homme" is not a lighter "Kenzo pour Homme", "Sonia Rykiel Parfum" not "Le Parfum".
 */
const GENERIC_NAME_WORDS = new Set(['pour', 'homme', 'femme', 'men', 'women', 'man', 'woman']);

function namesNothing(words: readonly string[]): boolean {
  return words.every((word) => GENERIC_NAME_WORDS.has(word) || MODIFIER_WORDS.has(word));
}

/** Line keys joined into lines; each line is named by its shortest key (then the first). */
class LineUnion {
  private readonly parent = new Map<string, string>();

  find(key: string): string {
    let root = key;
    while (this.parent.has(root)) root = this.parent.get(root)!;
    return root;
  }

  join(a: string, b: string): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA === rootB) return;
    const aFirst = rootA.length < rootB.length || (rootA.length === rootB.length && rootA < rootB);
    this.parent.set(aFirst ? rootB : rootA, aFirst ? rootA : rootB);
  }
}

/**
 * The shortest beginning of the words that is another perfume's name of the house (the
 * whole words too when `whole`), or null: no material word alone, no shorter root than a
 * reviewed separate line.
 */
function lineRoot(
  brand: string,
  own: readonly string[],
  names: ReadonlySet<string>,
  whole: boolean,
): readonly string[] | null {
  // A reviewed separate line is the shortest root allowed: "Coco Noir Intense" → Coco Noir.
  let shortest = 1;
  for (let length = 1; length <= own.length; length++) {
    if (separateLines.has(`${brand}|${own.slice(0, length).join(' ')}`)) shortest = length;
  }
  const longest = whole ? own.length : own.length - 1;
  for (let length = shortest; length <= longest; length++) {
    const root = own.slice(0, length);
    if (length === 1 && MATERIAL_WORDS.has(root[0]!)) continue;
    if (names.has(root.join(' '))) return root;
  }
  return null;
}
