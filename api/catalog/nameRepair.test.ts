// The lost-letter repair: a table on a small word list (so it runs without the Debian word
// lists), and the check that the committed catalog's 5,000 best-known names read correctly.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogRecordSchema } from '../contract/perfume';
import {
  applyReviewedPhrases,
  buildVocabulary,
  lostLetterSuspects,
  repairLostLetters,
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
  ],
);

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

describe('reviewed phrases and elisions', () => {
  it.each([
    ['J adore', "J'adore"],
    ['J Adore L Or', "J'adore L'Or"],
    ['Chanel N 5', 'Chanel N°5'],
    ['A Men Pure Havane', 'A*Men Pure Havane'],
    ['Five O Clock Au Gingembre', "Five O'Clock Au Gingembre"],
    ['J ai Os', "J'ai Osé"],
  ])('restores "%s" as "%s"', (source, expected) => {
    expect(restoreNameSpelling(source, 'X', 'X', vocabulary)).toBe(expected);
  });

  it('matches phrases as whole words only', () => {
    expect(applyReviewedPhrases('Gamen Pure')).toBe('Gamen Pure');
  });
});

describe('the committed catalog', () => {
  it('spells the 5,000 most-voted perfumes without lone letters left by lost ones', () => {
    const records = gunzipSync(readFileSync(new URL('./data/catalog.jsonl.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => catalogRecordSchema.parse(JSON.parse(line)));
    const best = records
      .sort((a, b) => b.votes - a.votes || a.id.localeCompare(b.id))
      .slice(0, 5000);
    expect(best.filter((record) => lostLetterSuspects(record.name).length > 0)).toEqual([]);
    const names = new Set(best.map((record) => `${record.brand} | ${record.name}`));
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
