// Restores letters the source lost inside perfume names: every non-ASCII letter became a
// space ("Fleur du M le", "Ambre F tiche", "Armani Priv"), curly apostrophes too ("J adore").
// A dictionary rule (French, Italian and German word lists, build-time input only) joins the
// fragments where exactly one accented word fits; the reviewed tables below cover the rest.
// The source also stripped accents from whole words ("Eau Fraiche"); the same lists put them
// back where one accented spelling fits (restoreStrippedAccents).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { foldText } from '../contract/search/normalize';
import { brandCorrections } from './brandCorrections';

/** Debian word lists (packages wfrench, witalian, wngerman, wamerican) used by the build. */
export const WORD_LIST_DIR = '/usr/share/dict';
export const WORD_LISTS = [
  { file: 'french', package: 'wfrench', accents: true },
  { file: 'italian', package: 'witalian', accents: true },
  { file: 'ngerman', package: 'wngerman', accents: true },
  { file: 'american-english', package: 'wamerican', accents: false },
] as const;

/** The placeholder for one lost letter in lookup keys. */
const LOST = '_';
const ASCII_WORD = /^[A-Za-z]+$/;
/** In a lower-case word of letters only, anything but a–z is an accented letter. */
const NON_ASCII_LETTER = /[^a-z]/g;
/** Single letters that are words by themselves and never fragments of a longer word. */
const LETTER_WORDS = new Set(['a', 'y', 'i']);

/**
 * Phrases (source tokens, whole words) whose repair the dictionary cannot find or would get
 * wrong, reviewed by hand for the best-known perfumes. Applied before the dictionary rule.
 */
export const reviewedNamePhrases: Readonly<Record<string, string>> = {
  'A Men': 'A*Men',
  'B Men': 'B*Men',
  'J adore': "J'adore",
  'J Adore': "J'adore",
  'Reb l': "Reb'l",
  'O Clock': "O'Clock",
  'S Intense': 'Sì Intense',
  'C est': "C'est",
  'Qu est': "Qu'est",
  'J ai Os': "J'ai Osé",
  'J ai': "J'ai",
  'Kh l de Bahre n': 'Khôl de Bahreïn',
  'J Aime': "J'aime",
  'Dr le': 'Drôle',
  'R oud': "R'oud",
  'Rock n Rose': "Rock 'n Rose",
  'I m': "I'm",
  'H O T': 'H.O.T.',
  'V I P': 'V.I.P.',
  'Soir d rient': "Soir d'Orient",
  'Voile d t': "Voile d'Été",
  'Quand Vient l t': "Quand Vient l'Été",
  'Vend me': 'Vendôme',
  'Aigner N 1': 'Aigner N°1',
  'N 5': 'N°5',
  'N 19': 'N°19',
  'N 22': 'N°22',
  // Accents stripped from words the word lists also know without them, or that they lack.
  'Anais Anais': 'Anaïs Anaïs',
  Egoiste: 'Égoïste',
  Monoi: 'Monoï',
  'Armani Prive': 'Armani Privé',
  'Cedrat Boise': 'Cédrat Boisé',
  'Panthere Legere': 'Panthère Légère',
  'Nacree du Desert': 'Nacrée du Désert',
  'Fraicheur Vegetale': 'Fraîcheur Végétale',
  'Eau Delicate': 'Eau Délicate',
  'Imperatrice Eugenie': 'Impératrice Eugénie',
  'Herve Leger': 'Hervé Léger',
  'Les Creations de Monsieur': 'Les Créations de Monsieur',
  'Champs Elysees': 'Champs-Élysées',
  'Pret a Porter': 'Prêt-à-Porter',
  'Pret a Parfumer': 'Prêt-à-Parfumer',
  'Ode a la': 'Ode à la',
  'Vert a la': 'Vert à la',
  // "The" is English unless it is tea: "Eau Parfumée au Thé Vert", "Thé Noir 29".
  'au The': 'au Thé',
  'The Vert': 'Thé Vert',
  'The Noir': 'Thé Noir',
  'The Pour Un': 'Thé Pour Un',
  'L 12 12': 'L.12.12',
  // Words the lists also know without accents (English "ideal", German "Tresor", Latin
  // "legere"), in French names of the 5,000 best-known: the houses write them accented.
  'Homme Ideal': 'Homme Idéal',
  'Mon Ideal': 'Mon Idéal',
  Tresor: 'Trésor',
  Cherie: 'Chérie',
  Declaration: 'Déclaration',
  Legere: 'Légère',
  Evidence: 'Évidence',
  'Edition Blanche': 'Édition Blanche',
  'Ange ou Demon': 'Ange ou Démon',
  'Ange Ou Demon': 'Ange Ou Démon',
  'Very Irresistible': 'Very Irrésistible',
  'Absolutely Irresistible': 'Absolutely Irrésistible',
  'Live Irresistible': 'Live Irrésistible',
  // "Extreme" is English, and English-speaking houses write it so (Noir Extreme, Spicebomb
  // Extreme); every French name that carries it, reviewed: "Extrême".
  'Eau Extreme': 'Eau Extrême',
  'Sauvage Extreme': 'Sauvage Extrême',
  'A L Extreme': "À L'Extrême",
  'L Extreme': "L'Extrême",
  'Figuier Extreme': 'Figuier Extrême',
  'Musc Extreme': 'Musc Extrême',
  'Ambre Extreme': 'Ambre Extrême',
  'Papillons Extreme': 'Papillons Extrême',
  'Coco Extreme': 'Coco Extrême',
  'Vanille Extreme': 'Vanille Extrême',
  'Cruel Gardenia': 'Cruel Gardénia',
  'Gardenia Passion': 'Gardénia Passion',
  'Gardenia Petale': 'Gardénia Pétale',
  'Patchouli Imperial': 'Patchouli Impérial',
  'Ambre Imperial': 'Ambre Impérial',
  'Edition Noire': 'Édition Noire',
  Cinema: 'Cinéma',
  Presence: 'Présence',
  Orchidee: 'Orchidée',
  Equipage: 'Équipage',
  'Heritage Eau': 'Héritage Eau',
  'des Iles': 'des Îles',
  'Malt Creation': 'Malt Création',
  'Secretions Magnifiques': 'Sécrétions Magnifiques',
  'de Revolte': 'de Révolte',
  'Reverie au Jardin': 'Rêverie au Jardin',
  'California Reverie': 'California Rêverie',
  'Mon Numero': 'Mon Numéro',
  'L Elephant': "L'Éléphant",
  'Tonka Imperiale': 'Tonka Impériale',
  'Cologne Imperiale': 'Cologne Impériale',
  'Air du Desert': 'Air du Désert',
  'Or du Desert': 'Or du Désert',
  'Million Prive': 'Million Privé',
  'Men Prive': 'Men Privé',
  'Nuit de Noel': 'Nuit de Noël',
  'Noel au Balcon': 'Noël au Balcon',
  'Vetiver Sacre': 'Vetiver Sacré',
  'Parfum Sacre': 'Parfum Sacré',
  'Concentre d Orange': "Concentré d'Orange",
  'Eau Secrete': 'Eau Secrète',
  'Toilette Rosee': 'Toilette Rosée',
  'Lys Fume': 'Lys Fumé',
  'Heliotrope Blanc': 'Héliotrope Blanc',
  'Creme de Pistache': 'Crème de Pistache',
  'Mure Sauvage': 'Mûre Sauvage',
  'Magnolia Mure': 'Magnolia Mûre',
  'Mure et Musc': 'Mûre et Musc',
  'Mure Et Musc': 'Mûre Et Musc',
  // Just below the 5,000 best-known (19–29 votes; the build's "Name prüfen" list): lost
  // apostrophes of English contractions and French elisions, and lost letters the lists lack.
  'Don t': "Don't",
  'Ain t': "Ain't",
  'J ose': "J'Ose",
  'Ne m Oubliez': "Ne m'Oubliez",
  'N Aimez': "N'Aimez",
  'Je T aime': "Je t'aime",
  'Je t aime': "Je t'aime",
  'T aimer': "T'aimer",
  'M amo': "M'amo",
  'Quelqu un m a dit': "Quelqu'un m'a dit",
  'L me d Un': "L'Âme d'Un",
  'L gendes': 'Légendes',
  'Rock n Dreams': "Rock'n Dreams",
  'Sandalo e The': 'Sandalo e Tè',
  'T Shirt': 'T-Shirt',
  'de N el': 'de Noël',
};

/**
 * Lost letters the dictionary finds more than one way ("m_le": mâle or mêle); the reviewed
 * choice wins, keyed by the folded lookup key.
 */
export const reviewedAmbiguities: Readonly<Record<string, string>> = {
  m_le: 'mâle',
  pr_cieux: 'précieux',
  f_te: 'fête',
  r_ve: 'rêve',
  d_sir: 'désir',
  pr_cieuse: 'précieuse',
  myst_re: 'mystère',
  ros_e: 'rosée',
  cr_me: 'crème',
};

/**
 * Accents stripped from a word the lists spell more than one way ("reve": rêve or rêvé);
 * the reviewed choice wins, keyed by the word without accents.
 */
export const reviewedAccentChoices: Readonly<Record<string, string>> = {
  arpege: 'arpège',
  millesime: 'millésime',
  epices: 'épices',
  epice: 'épice',
  reve: 'rêve',
  apres: 'après',
  oxygene: 'oxygène',
  fete: 'fête',
  peche: 'pêche',
  etoile: 'étoile',
  delires: 'délires',
  delire: 'délire',
  caline: 'câline',
  etoiles: 'étoiles',
  reves: 'rêves',
  tete: 'tête',
  ecume: 'écume',
  ecorce: 'écorce',
  controle: 'contrôle',
  chaine: 'chaîne',
  cloitre: 'cloître',
  epine: 'épine',
  abime: 'abîme',
  dedicace: 'dédicace',
};

/**
 * Name words that are complete although the dictionary knows an accented word one letter
 * longer ("Acqua di Gio" is not "Gioì"); the one-fragment rule leaves them alone.
 */
export const completeNameWords: ReadonlySet<string> = new Set(['gio', 'universalis', 'hei']);

/**
 * Words the source wrote without accents that houses write the same way, although the word
 * lists know an accented form ("Grey Vetiver", "Neroli Portofino", "Cuir Beluga"): the
 * stripped-accent rule leaves them alone. Reviewed on the 5,000 best-known names.
 */
export const unaccentedNameWords: ReadonlySet<string> = new Set([
  'vetiver',
  'vetyver',
  'neroli',
  'beluga',
  // Spanish and Latin: "Agua Brava", "Havana Reserva", "Exultat"; Kenzo's "Deci Delà".
  'agua',
  'reserva',
  'exultat',
  'deci',
  'electrum',
]);

/** Names that really contain a lone letter (checked against the houses' own spelling). */
export const verifiedNames: ReadonlySet<string> = new Set<string>([
  // As the newer sources (FenCun, senada) spell them, with the letters the 37k file lost.
  'Cereja e Avelã',
  'Fathom V',
  'Humor 6 Paz e Humor',
  'Mamãe e Bebê',
  'O Féerique Sensuelle',
  'O Zone Woman Sergio Tacchini',
  '51 3 N',
  'Acqua e Zucchero',
  'Alf Lail o Lail',
  'B',
  'B Balenciaga',
  'Banana Republic W',
  'C for Men',
  'Calamity J',
  'Classique X',
  'Comme des Garçons x Monocle Scent Tree Sugi',
  'Escada S',
  'F by Ferragamo',
  'F by Ferragamo Black',
  'F by Ferragamo Free Time',
  'F by Ferragamo Pour Homme',
  'F for Fascinating',
  'F for Fascinating Night',
  'G',
  'G of The Sea',
  'Harajuku Lovers G',
  'Harajuku Lovers Wicked Style G',
  'J by Jennifer Aniston',
  'K de Krizia',
  'Kenzo Amour I Love U',
  'L',
  'L de Lolita Lempicka',
  'L for Men',
  'M',
  'M Generation',
  'Perry Ellis m',
  'S',
  'S by Shakira Eau Florale',
  'Super G',
  'T Habanero',
  'V',
  'V Absolu',
  'V for Men',
  'V pour Homme',
  'X for Men',
  'X for Women',
  'Z Zegna',
]);

/** Whole source names (brand as in the source) whose spelling the house writes differently. */
export const reviewedNames: Readonly<Record<string, string>> = {
  'Lancome|O de Lancome': 'Ô de Lancôme',
  'Lancome|O de L Orangerie': "Ô de l'Orangerie",
  'Lancome|O Intense': 'Ô Intense',
  'Lancome|O pour Homme': 'Ô pour Homme',
  'Lancome|O d Azur': "Ô d'Azur",
  'Lancome|O Oui': 'Ô Oui',
  'Roja Dove|N wa': 'Nüwa',
  'Chanel|Gardenia': 'Gardénia',
  'Chanel|Gardenia Eau de Parfum': 'Gardénia Eau de Parfum',
};

export interface Vocabulary {
  /** Lookup key (lower-case, every non-ASCII letter replaced by "_") → accented spellings. */
  readonly accented: ReadonlyMap<string, readonly string[]>;
  /** The same spellings by their letters without accents ("fraiche" → "fraîche"). */
  readonly unaccented: ReadonlyMap<string, readonly string[]>;
  /** Lower-case ASCII words of all lists: fragments that are words are never joined. */
  readonly words: ReadonlySet<string>;
}

export function buildVocabulary(accentedWords: Iterable<string>, plainWords: Iterable<string>) {
  const accented = new Map<string, string[]>();
  const unaccented = new Map<string, string[]>();
  const words = new Set<string>();
  const remember = (map: Map<string, string[]>, key: string, word: string) => {
    const forms = map.get(key);
    if (!forms) map.set(key, [word]);
    else if (!forms.includes(word)) forms.push(word);
  };
  const add = (word: string) => {
    const lower = word.trim().toLowerCase().normalize('NFC');
    if (lower.length === 0 || /[^\p{L}]/u.test(lower)) return;
    if (ASCII_WORD.test(lower)) {
      words.add(lower);
      return;
    }
    remember(accented, lower.replace(NON_ASCII_LETTER, LOST), lower);
    const folded = foldText(lower);
    if (ASCII_WORD.test(folded)) remember(unaccented, folded, lower);
  };
  for (const word of accentedWords) add(word);
  for (const word of plainWords) {
    const lower = word.trim().toLowerCase();
    if (ASCII_WORD.test(lower)) words.add(lower);
  }
  return { accented, unaccented, words } satisfies Vocabulary;
}

export interface LoadedVocabulary {
  vocabulary: Vocabulary;
  /** Packages whose word list was not found (the build says so and repairs less). */
  missing: string[];
}

export function loadVocabulary(dir = WORD_LIST_DIR): LoadedVocabulary {
  // Names repeat house names ("Cuir de Lanc me"): the reviewed brand spellings count as words.
  const accentedWords: string[] = Object.values(brandCorrections).flatMap((brand) =>
    brand.split(/[\s&.'-]+/),
  );
  const plainWords: string[] = [];
  const missing: string[] = [];
  for (const list of WORD_LISTS) {
    const file = path.join(dir, list.file);
    if (!existsSync(file)) {
      missing.push(list.package);
      continue;
    }
    const target = list.accents ? accentedWords : plainWords;
    for (const word of readFileSync(file, 'utf8').split('\n')) target.push(word);
  }
  return { vocabulary: buildVocabulary(accentedWords, plainWords), missing };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const phrasePatterns = Object.entries(reviewedNamePhrases)
  .sort(([a], [b]) => b.length - a.length)
  .map(([phrase, replacement]) => ({
    pattern: new RegExp(`(?<![\\w'])${escapeRegExp(phrase)}(?![\\w'])`, 'g'),
    replacement,
  }));

export function applyReviewedPhrases(name: string): string {
  let result = name;
  for (const { pattern, replacement } of phrasePatterns)
    result = result.replace(pattern, replacement);
  return result;
}

/** A fragment that is a word by itself is kept; only non-words are joined. */
function isWord(vocabulary: Vocabulary, token: string): boolean {
  const lower = token.toLowerCase();
  if (lower.length === 1) return LETTER_WORDS.has(lower);
  return vocabulary.words.has(lower);
}

function chooseForm(key: string, forms: readonly string[]): string | null {
  if (forms.length === 1) return forms[0]!;
  return reviewedAmbiguities[key] ?? null;
}

/** The dictionary word with the fragments' own letters (and their case) kept. */
function spell(shape: string, form: string): string {
  const chars = [...form];
  return chars
    .map((char, i) => {
      const original = shape[i]!;
      if (original !== LOST) return original;
      // A letter lost at the start of a capitalised name word is a capital ("Éclat").
      return i === 0 && /[A-Z]/.test(shape[1] ?? '') ? char.toUpperCase() : char;
    })
    .join('');
}

export interface RepairResult {
  name: string;
  /** Lookup keys the dictionary found more than once and no reviewed choice settles. */
  ambiguous: string[];
}

/**
 * Joins ASCII fragments around lost letters where the dictionary knows exactly one word:
 * two fragments ("M le", "F tiche"), three ("pr t porter"), or one with the letter lost at
 * its end or start ("Priv", "clat"). A fragment that is a word by itself only joins with
 * a neighbour that is not ("de la" stays).
 */
export function repairLostLetters(name: string, vocabulary: Vocabulary): RepairResult {
  const tokens = name.split(' ');
  const out: string[] = [];
  const ambiguous: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let done = false;
    for (const span of [3, 2, 1]) {
      const parts = tokens.slice(i, i + span);
      if (parts.length < span || !parts.every((part) => ASCII_WORD.test(part))) continue;
      if (parts.every((part) => isWord(vocabulary, part))) continue;
      // "Bull s Blood" is a possessive (restored later), not a lost letter.
      if (span === 2 && parts[1] === 's' && isWord(vocabulary, parts[0]!)) continue;
      if (span === 1 && completeNameWords.has(parts[0]!.toLowerCase())) continue;
      const inner = parts.join(LOST);
      const shapes = span === 1 ? [`${inner}${LOST}`, `${LOST}${inner}`] : [inner];
      for (const shape of shapes) {
        const key = shape.toLowerCase();
        if (key.replaceAll(LOST, '').length < 3) continue;
        const forms = vocabulary.accented.get(key);
        if (!forms) continue;
        const form = chooseForm(key, forms);
        if (form === null) {
          ambiguous.push(key);
          continue;
        }
        out.push(spell(shape, form));
        i += span;
        done = true;
        break;
      }
      if (done) break;
    }
    if (!done) {
      out.push(tokens[i]!);
      i++;
    }
  }
  return { name: out.join(' '), ambiguous };
}

/** Shortest word the stripped-accent rule touches ("ete" → "été"). */
const SHORTEST_STRIPPED_WORD = 3;

/**
 * Puts back accents the source stripped from whole words ("Eau Fraiche" → "Eau Fraîche",
 * "Un Jardin en Mediterranee" → "Un Jardin en Méditerranée"): an ASCII word that no word
 * list knows as it is, with exactly one accented spelling in the French, Italian or German
 * list (or a reviewed choice), takes that spelling with the word's own capitalisation.
 */
export function restoreStrippedAccents(name: string, vocabulary: Vocabulary): RepairResult {
  const ambiguous: string[] = [];
  const repaired = name
    .split(' ')
    .map((token) => {
      if (!ASCII_WORD.test(token) || token.length < SHORTEST_STRIPPED_WORD) return token;
      const lower = token.toLowerCase();
      if (vocabulary.words.has(lower) || unaccentedNameWords.has(lower)) return token;
      if (completeNameWords.has(lower)) return token;
      const forms = vocabulary.unaccented.get(lower);
      if (!forms) return token;
      const form = forms.length === 1 ? forms[0]! : (reviewedAccentChoices[lower] ?? null);
      if (form === null) {
        ambiguous.push(lower);
        return token;
      }
      if (token === token.toUpperCase()) return form.toUpperCase();
      return /^[A-Z]/.test(token) ? form[0]!.toUpperCase() + form.slice(1) : form;
    })
    .join(' ');
  return { name: repaired, ambiguous };
}

/**
 * Lone letters where a word is expected ("Bahre n", "d une" is fine after elision): the
 * build counts names that still look damaged. A capital A, I or Y, a letter before a digit
 * ("L 12 12") and reviewed single-letter names ("M", "F by Ferragamo") are not suspects.
 */
export function lostLetterSuspects(name: string): string[] {
  if (verifiedNames.has(name)) return [];
  const tokens = name.split(' ');
  return tokens.filter(
    (token, i) => /^[B-HJ-XZb-hj-xz]$/.test(token) && !/^\d/.test(tokens[i + 1] ?? ''),
  );
}
