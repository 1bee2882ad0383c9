// The lost-letter and stripped-accent repairs: tables on a small word list (so they run
// without the Debian word lists), and the check that the committed catalog's 5,000
// best-known names read correctly.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogRecordSchema } from '../contract/perfume';
import {
  applyReviewedPhrases,
  buildVocabulary,
  lostLetterSuspects,
  repairLostLetters,
  restoreStrippedAccents,
} from './nameRepair';
import { restoreNameSpelling } from './normalizeRecord';

const vocabulary = buildVocabulary(
  [
    'mâle',
    'mêle',
    'fétiche',
    'délicieuse',
    'fève',
    'vétyver',
    'privé',
    'concentrée',
    'éclat',
    'cèdre',
    'rêve',
    'rosée',
    'bullés',
    'gioì',
    'Hermès',
    'orchidée',
    'arpège',
    'fraîche',
    'très',
    'méditerranée',
    'tubéreuse',
    'été',
    'rêvé',
    'bonté',
    'vétiver',
    'água',
    'côte',
    'coté',
    'égoïste',
    'boisé',
  ],
  [
    'de',
    'la',
    'fleur',
    'du',
    'ambre',
    'eau',
    'rose',
    'bull',
    'blood',
    'orchid',
    'le',
    'homme',
    'acqua',
    'di',
    'the',
    'boise',
    'egoiste',
  ],
);

const STRIPPED: [string, string][] = [
  ['Versace Man Eau Fraiche', 'Versace Man Eau Fraîche'],
  ['Un Jardin En Mediterranee', 'Un Jardin En Méditerranée'],
  ['Tubereuse Criminelle', 'Tubéreuse Criminelle'],
  ['TUBEREUSE', 'TUBÉREUSE'],
  ['eau fraiche', 'eau fraîche'],
  ['Parfum d Ete', 'Parfum d Été'],
  // Two spellings (rêve, rêvé): the reviewed choice.
  ['Reve', 'Rêve'],
  // House spellings without accents, Spanish words and English words stay as written.
  ['Grey Vetiver', 'Grey Vetiver'],
  ['Agua Brava', 'Agua Brava'],
  ['The One', 'The One'],
  // A word some list knows without accents is never changed by the rule ("Boise").
  ['Cedrat Boise', 'Cedrat Boise'],
];

const REPAIRS: [string, string][] = [
  ['Fleur du M le', 'Fleur du Mâle'],
  ['Ambre F tiche', 'Ambre Fétiche'],
  ['F ve D licieuse', 'Fève Délicieuse'],
  ['Eau de V tyver', 'Eau de Vétyver'],
  ['Armani Priv Rose', 'Armani Privé Rose'],
  ['Cologne Concentr e', 'Cologne Concentrée'],
  ['Eau de Parfum clat', 'Eau de Parfum éclat'],
  ['Eau de C dre', 'Eau de Cèdre'],
  ['N roli Orchid e', 'N roli Orchidée'],
  ['Terre d Herm s', 'Terre d Hermès'],
  ['Eclat d Arp ge', 'Eclat d Arpège'],
];

describe('repairLostLetters', () => {
  it.each(REPAIRS)('restores "%s" as "%s"', (source, expected) => {
    expect(repairLostLetters(source, vocabulary).name).toBe(expected);
  });

  it('leaves fragments that are words by themselves alone', () => {
    expect(repairLostLetters('Eau de la Rose', vocabulary).name).toBe('Eau de la Rose');
  });

  it('reads "Bull s Blood" as a possessive, not a lost letter', () => {
    expect(restoreNameSpelling('Bull s Blood', 'X', 'X', vocabulary)).toBe("Bull's Blood");
  });

  it('keeps reviewed complete words such as "Acqua di Gio"', () => {
    expect(repairLostLetters('Acqua di Gio', vocabulary).name).toBe('Acqua di Gio');
  });

  it('takes the reviewed choice where the dictionary knows two words and reports others', () => {
    expect(repairLostLetters('M le', vocabulary).name).toBe('Mâle');
    const ambiguous = buildVocabulary(['pâle', 'pôle'], []);
    expect(repairLostLetters('P le', ambiguous)).toEqual({ name: 'P le', ambiguous: ['p_le'] });
  });
});

describe('restoreStrippedAccents', () => {
  it.each(STRIPPED)('spells "%s" as "%s"', (source, expected) => {
    expect(restoreStrippedAccents(source, vocabulary).name).toBe(expected);
  });

  it('reports a word with two accented spellings and no reviewed choice, and keeps it', () => {
    expect(restoreStrippedAccents('Cote Ouest', vocabulary)).toEqual({
      name: 'Cote Ouest',
      ambiguous: ['cote'],
    });
  });

  it('runs after the lost letters and before elisions and possessives', () => {
    expect(
      restoreNameSpelling('Terre d Hermes Eau Tres Fraiche', 'Hermes', 'Hermès', vocabulary),
    ).toBe("Terre d'Hermès Eau Très Fraîche");
    expect(restoreNameSpelling('L Ete en Douce', 'X', 'X', vocabulary)).toBe("L'Été en Douce");
    expect(restoreNameSpelling('Bonte s Bloom', 'X', 'X', vocabulary)).toBe("Bonté's Bloom");
  });

  it('leaves words to the reviewed phrases where the lists know them without accents', () => {
    expect(restoreNameSpelling('Egoiste', 'X', 'X', vocabulary)).toBe('Égoïste');
    expect(restoreNameSpelling('Cedrat Boise', 'X', 'X', vocabulary)).toBe('Cédrat Boisé');
    expect(restoreNameSpelling('Eau Parfumee au The Vert', 'X', 'X', vocabulary)).toBe(
      'Eau Parfumee au Thé Vert',
    );
  });
});

describe('reviewed phrases and elisions', () => {
  it.each([
    ['J adore', "J'adore"],
    ['J Adore L Or', "J'adore L'Or"],
    ['Chanel N 5', 'Chanel N°5'],
    ['A Men Pure Havane', 'A*Men Pure Havane'],
    ['Five O Clock Au Gingembre', "Five O'Clock Au Gingembre"],
    ['J ai Os', "J'ai Osé"],
    ['Kisses Don t Lie', "Kisses Don't Lie"],
    ['Ne m Oubliez Pas', "Ne m'Oubliez Pas"],
    ['Quartz Je T aime', "Quartz Je t'aime"],
    ['Cotton T Shirt', 'Cotton T-Shirt'],
    ['L Homme Ideal Cologne', "L'Homme Idéal Cologne"],
    ['La Nuit Tresor', 'La Nuit Trésor'],
    ['Ange ou Demon Le Secret', 'Ange ou Démon Le Secret'],
    ['Encre Noire A L Extreme', "Encre Noire À L'Extrême"],
    // The elision rule reads a letter after "ë" as the end of a word, not a lone "l".
    ['Noel au Balcon', 'Noël au Balcon'],
    ['Allure Homme Sport Eau Extreme', 'Allure Homme Sport Eau Extrême'],
    ['Opium L gendes de Chine', 'Opium Légendes de Chine'],
  ])('restores "%s" as "%s"', (source, expected) => {
    expect(restoreNameSpelling(source, 'X', 'X', vocabulary)).toBe(expected);
  });

  it('matches phrases as whole words only', () => {
    expect(applyReviewedPhrases('Gamen Pure')).toBe('Gamen Pure');
  });
});

/**
 * French words perfume names use often that always carry accents: a catalog built without
 * the word lists (or with a broken rule) would show them bare.
 */
const ALWAYS_ACCENTED = [
  'fraiche',
  'fraicheur',
  'parfumee',
  'tubereuse',
  'ete',
  'eclat',
  'lumiere',
  'delice',
  'cedrat',
  'concentree',
  'caleche',
  'desir',
  'cedre',
  'precieux',
  'mediterranee',
  'feminite',
  'poudree',
  'sucree',
  'fougere',
  'boheme',
  'reglisse',
  'poeme',
  'majeste',
  'volupte',
  'liberte',
  'mystere',
  'egoiste',
  'anais',
  'arpege',
  'tresor',
  'cherie',
  'legere',
  'evidence',
  'declaration',
];

describe('the committed catalog', () => {
  const all = gunzipSync(readFileSync(new URL('./data/catalog.jsonl.gz', import.meta.url)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => catalogRecordSchema.parse(JSON.parse(line)))
    .sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id));
  const best = all.slice(0, 5000);
  const names = new Set(all.map((record) => `${record.brand} | ${record.name}`));

  it('spells the 5,000 most-voted perfumes with the accents the source stripped', () => {
    const bare = best.filter((record) =>
      record.name.split(/[\s'-]+/).some((word) => ALWAYS_ACCENTED.includes(word.toLowerCase())),
    );
    expect(bare.map((record) => record.name)).toEqual([]);
    for (const name of [
      'Versace | Versace Man Eau Fraîche',
      'Chanel | Égoïste',
      'Cacharel | Anaïs Anaïs',
      'Hermès | Un Jardin En Méditerranée',
      'Bvlgari | Eau Parfumée au Thé Rouge',
      "Hermès | Hermès Terre d'Hermès Eau Très Fraîche",
      'Guerlain | Champs-Élysées Eau de Toilette',
      'Lacoste | Eau de Lacoste L.12.12 White',
      // House spellings without accents stay.
      'Tom Ford | Grey Vetiver',
      'Tom Ford | Neroli Portofino',
      'Giorgio Armani | Acqua di Gio',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('spells the 5,000 most-voted perfumes without lone letters left by lost ones', () => {
    // Only fragrantica-37k lost letters; the newer sources keep them ("Halloween Man X").
    const fromOldFile = new Set(
      gunzipSync(readFileSync(new URL('./data/baseline-2017.jsonl.gz', import.meta.url)))
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { id: string }).id),
    );
    expect(
      best.filter(
        (record) => fromOldFile.has(record.id) && lostLetterSuspects(record.name).length > 0,
      ),
    ).toEqual([]);
    for (const name of [
      "Christian Dior | J'adore",
      'Jean Paul Gaultier | Fleur du Mâle',
      'Annick Goutal | Ambre Fétiche',
      'Christian Dior | Fève Délicieuse',
      "L'Occitane en Provence | Eau de Vétyver",
      "Hermès | Terre d'Hermès",
      'Chanel | Chanel N°5',
    ]) {
      expect(names).toContain(name);
    }
  });
});
