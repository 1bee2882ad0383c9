// The ranking table: real queries against the project's full catalog with the perfume a
// user expects first. Typos, accents, apostrophes, word order, prefixes and brand
// abbreviations all have rows; a change to normalisation or ranking shows up here.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogRecordSchema, type CatalogRecord } from '../perfume';
import { SearchIndex } from './searchIndex';

const CATALOG = new URL('../../catalog/data/catalog.jsonl.gz', import.meta.url);

let index: SearchIndex;
let byId: Map<string, CatalogRecord>;

beforeAll(() => {
  const records = gunzipSync(readFileSync(CATALOG))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => catalogRecordSchema.parse(JSON.parse(line)));
  index = new SearchIndex(records);
  byId = new Map(records.map((record) => [record.id, record]));
  // The full catalog (84k perfumes) takes seconds to read and index on a busy machine.
}, 120_000);

function top(query: string, count = 1): string[] {
  return index.search(query, 0, count).ids.map((id) => {
    const record = byId.get(id)!;
    return `${record.brand} | ${record.name}`;
  });
}

// [query, expected first result as "Brand | Name"]
const FIRST_RESULT: [string, string][] = [
  // whole names, any case
  ['sauvage', 'Christian Dior | Sauvage'],
  ['SAUVAGE', 'Christian Dior | Sauvage'],
  ['Aventus', 'Creed | Aventus'],
  ['shalimar', 'Guerlain | Shalimar'],
  ['flowerbomb', 'Viktor & Rolf | Flowerbomb'],
  ['invictus', 'Paco Rabanne | Invictus'],
  ['black opium', 'Yves Saint Laurent | Black Opium'],
  ['coco mademoiselle', 'Chanel | Coco Mademoiselle'],
  ['la petite robe noire', 'Guerlain | La Petite Robe Noire'],
  ['1 million', 'Paco Rabanne | 1 Million'],
  ['eau sauvage', 'Christian Dior | Eau Sauvage'],
  ['oud wood', 'Tom Ford | Oud Wood'],
  // accents and umlauts both ways
  ['hermes terre', "Hermès | Terre d'Hermès"],
  ['terre d hermès', "Hermès | Terre d'Hermès"],
  ['lancome la vie est belle', 'Lancôme | La Vie Est Belle'],
  ['lancôme la vie est belle', 'Lancôme | La Vie Est Belle'],
  ['chloe', 'Chloé | Chloé'],
  ['chloé', 'Chloé | Chloé'],
  ['maurer tabac', 'Mäurer & Wirtz | Tabac'],
  ['mäurer tabac', 'Mäurer & Wirtz | Tabac'],
  // apostrophes and punctuation, elisions typed together, brands in two words
  ['jadore', "Christian Dior | J'adore"],
  ["j'adore", "Christian Dior | J'adore"],
  ['Mont Blanc Legend', 'Montblanc | Legend'],
  ['fleur du male', 'Jean Paul Gaultier | Fleur du Mâle'],
  ['ambre fetiche', 'Annick Goutal | Ambre Fétiche'],
  ["terre d'hermès", "Hermès | Terre d'Hermès"],
  ['terre d hermes', "Hermès | Terre d'Hermès"],
  ['TERRE-D-HERMES', "Hermès | Terre d'Hermès"],
  ["la nuit de l'homme", "Yves Saint Laurent | La Nuit de l'Homme"],
  ["victoria's secret bombshell", "Victoria's Secret | Bombshell"],
  ['victorias secret bombshell', "Victoria's Secret | Bombshell"],
  ['chanel n°5', 'Chanel | Chanel N°5'],
  // brand and name in any order
  ['chanel bleu', 'Chanel | Bleu de Chanel'],
  ['bleu chanel', 'Chanel | Bleu de Chanel'],
  ['dior sauvage', 'Christian Dior | Sauvage'],
  ['sauvage dior', 'Christian Dior | Sauvage'],
  ['creed aventus', 'Creed | Aventus'],
  ['aventus creed', 'Creed | Aventus'],
  ['alien mugler', 'Thierry Mugler | Alien'],
  ['hugo boss bottled', 'Hugo Boss | Boss Bottled'],
  ['tom ford tobacco vanille', 'Tom Ford | Tobacco Vanille'],
  // prefixes while typing
  ['sauv', 'Christian Dior | Sauvage'],
  ['sauva', 'Christian Dior | Sauvage'],
  ['aven', 'Creed | Aventus'],
  ['flowerb', 'Viktor & Rolf | Flowerbomb'],
  ['coco mad', 'Chanel | Coco Mademoiselle'],
  // one typo
  ['sauvgae', 'Christian Dior | Sauvage'],
  ['aventos', 'Creed | Aventus'],
  ['shalimr', 'Guerlain | Shalimar'],
  ['coco mademoiselel', 'Chanel | Coco Mademoiselle'],
  ['flowrebomb', 'Viktor & Rolf | Flowerbomb'],
  // brand abbreviations
  ['ysl black opium', 'Yves Saint Laurent | Black Opium'],
  ['mfk baccarat', 'Maison Francis Kurkdjian | Baccarat Rouge 540'],
  ['d&g light blue', 'Dolce & Gabbana | D&G Light Blue'],
  ['dg light blue', 'Dolce & Gabbana | D&G Light Blue'],
  ['ck one', 'Calvin Klein | CK One'],
  ['jpg le male', 'Jean Paul Gaultier | Le Male'],
];

describe('SearchIndex ranking on the full catalog', () => {
  it.each(FIRST_RESULT)('"%s" ranks %s first', (query, expected) => {
    expect(top(query)[0]).toBe(expected);
  });

  it('has at least 40 rows in the table', () => {
    expect(FIRST_RESULT.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['ysl', 'Yves Saint Laurent'],
    ['mfk', 'Maison Francis Kurkdjian'],
    ['d&g', 'Dolce & Gabbana'],
    ['jpg', 'Jean Paul Gaultier'],
    ['hermes', 'Hermès'],
    ['maurer', 'Mäurer & Wirtz'],
  ])('a brand-only query "%s" lists only %s first, most notable first', (query, brand) => {
    const hits = index.search(query, 0, 10);
    const records = hits.ids.map((id) => byId.get(id)!);
    expect(records.every((record) => record.brand === brand)).toBe(true);
    const votes = records.map((record) => record.votes);
    expect(votes[0]).toBeGreaterThanOrEqual(Math.min(...votes));
  });

  it('ranks exact and prefix matches above fuzzy ones', () => {
    // "aventus" exists exactly; "aventos" is one edit away from it and from "ayentos".
    const exact = top('aventus', 3);
    expect(exact).not.toContain('Helan | Ayentos');
    const typo = top('aventos', 3);
    expect(typo.indexOf('Creed | Aventus')).toBeLessThan(typo.indexOf('Helan | Ayentos'));
  });

  it('breaks ties by notability', () => {
    const hits = index.search('acqua di gio', 0, 2).ids.map((id) => byId.get(id)!);
    expect(hits.map((record) => record.name)).toEqual(['Acqua di Gio', 'Acqua di Gio']);
    expect(hits[0]!.votes).toBeGreaterThanOrEqual(hits[1]!.votes);
  });

  it('counts every match and pages without overlap', () => {
    const first = index.search('rose', 0, 20);
    const second = index.search('rose', 20, 20);
    expect(first.total).toBeGreaterThan(100);
    expect(second.total).toBe(first.total);
    expect(first.ids.filter((id) => second.ids.includes(id))).toEqual([]);
  });

  it('finds nothing for nonsense and for input that folds to nothing', () => {
    expect(index.search('xqzwvk', 0, 20)).toEqual({ ids: [], total: 0 });
    expect(index.search("'; --", 0, 20)).toEqual({ ids: [], total: 0 });
  });

  it('gives the same answer for the same query every time', () => {
    expect(top('rose', 20)).toEqual(top('rose', 20));
  });
});
