import { describe, expect, it } from 'vitest';
import { editDistance, foldText, tokenize, withinOneEdit } from './normalize';

describe('foldText', () => {
  it('folds case, accents and umlauts', () => {
    expect(foldText('Hermès')).toBe('hermes');
    expect(foldText('MÄURER & WIRTZ')).toBe('maurer wirtz');
    expect(foldText('Chloé')).toBe(foldText('chloe'));
    expect(foldText('Straße')).toBe('strasse');
  });

  it('turns apostrophes and punctuation into single spaces', () => {
    expect(foldText("Terre d'Hermès")).toBe('terre d hermes');
    expect(foldText('Terre d’Hermès')).toBe('terre d hermes');
    expect(foldText('  L.12.12 – Blanc!  ')).toBe('l 12 12 blanc');
  });

  it('separates letters from digits', () => {
    expect(foldText('No5')).toBe('no 5');
    expect(foldText('212VIP')).toBe('212 vip');
  });
});

describe('tokenize', () => {
  it('joins runs of single letters into one abbreviation', () => {
    expect(tokenize('D&G')).toEqual(['dg']);
    expect(tokenize('Y S L Libre')).toEqual(['ysl', 'libre']);
    expect(tokenize("Terre d'Hermès")).toEqual(['terre', 'd', 'hermes']);
  });

  it('reads N°, No. and Nr. before a number as "no"', () => {
    expect(tokenize('Chanel N°5')).toEqual(['chanel', 'no', '5']);
    expect(tokenize('Nr. 5')).toEqual(['no', '5']);
    expect(tokenize('No5')).toEqual(['no', '5']);
  });

  it('keeps special characters harmless', () => {
    expect(tokenize("'; DROP TABLE perfumes; --")).toEqual(['drop', 'table', 'perfumes']);
    expect(tokenize('.*+?^${}()|[]\\')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('sauvgae', 'sauvage')).toBe(1);
  });

  it('counts one substitution, insertion or deletion as one edit', () => {
    expect(editDistance('aventos', 'aventus')).toBe(1);
    expect(editDistance('shalimr', 'shalimar')).toBe(1);
    expect(editDistance('shalimaar', 'shalimar')).toBe(1);
  });

  it('stops at the cap', () => {
    expect(editDistance('sauvage', 'savage1x')).toBe(2);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('withinOneEdit', () => {
  it('agrees with editDistance on every pair of a word list and its one- and two-edit variants', () => {
    const words = ['sauvage', 'aventus', 'shalimar', 'rose', 'roses', 'rsoe', 'ab', 'ba', 'a', ''];
    const variants = words.flatMap((word) => [
      word,
      word.slice(1),
      word.slice(0, -1),
      `${word}x`,
      `x${word}`,
      word.length > 1 ? word[1]! + word[0]! + word.slice(2) : word,
      word.replace(/[aeiou]/, 'y'),
      word.replace(/[aeiou]/g, 'y'),
    ]);
    for (const a of variants) {
      for (const b of variants) {
        expect(withinOneEdit(a, b), `${a} / ${b}`).toBe(editDistance(a, b, 1) <= 1);
      }
    }
  });
});
