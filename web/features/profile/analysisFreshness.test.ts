import { describe, expect, it } from 'vitest';
import { analysisFreshness, decodeEntities, freshnessHint } from './analysisFreshness';

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones alone', () => {
    expect(decodeEntities('Dolce &amp; Gabbana')).toBe('Dolce & Gabbana');
    expect(decodeEntities('L&#39;Eau d&#x27;Issey')).toBe("L'Eau d'Issey");
    expect(decodeEntities('A &unknown; B')).toBe('A &unknown; B');
  });
});

describe('analysisFreshness', () => {
  it('is "none" without a stored analysis', () => {
    expect(analysisFreshness(['Sauvage'], null)).toBe('none');
  });

  it('is current when both sets of names are equal, in any order and with entities', () => {
    expect(analysisFreshness(['Sauvage', 'Light Blue'], ['Light Blue', 'Sauvage'])).toBe('current');
    expect(analysisFreshness(['Dolce & Gabbana'], ['Dolce &amp; Gabbana'])).toBe('current');
  });

  it('is outdated when a perfume was added or removed since the analysis', () => {
    expect(analysisFreshness(['Sauvage', 'Aventus'], ['Sauvage'])).toBe('outdated');
    expect(analysisFreshness(['Sauvage'], ['Sauvage', 'Aventus'])).toBe('outdated');
    expect(analysisFreshness(['Sauvage', 'Aventus'], ['Sauvage', 'Light Blue'])).toBe('outdated');
  });
});

describe('freshnessHint', () => {
  it('says in German what to do in each state', () => {
    expect(freshnessHint('current')).toMatch(/Stand der letzten Analyse/);
    expect(freshnessHint('outdated')).toMatch(/erneut/);
    expect(freshnessHint('none')).toMatch(/Noch keine Analyse/);
  });
});
