import { describe, expect, it } from 'vitest';
import { genderLeaning } from './gender';

const accords = {
  men: ['aromatic', 'fresh spicy', 'woody', 'leather'],
  women: ['floral', 'fruity', 'sweet', 'powdery'],
  shared: ['amber', 'warm spicy'],
};
const notes = {
  men: ['Lavendel', 'Vetiver', 'Eichenmoos'],
  women: ['Jasmin', 'Rose', 'Iris'],
};

describe('genderLeaning', () => {
  const lean = genderLeaning({
    nameTokens: [
      ['dior', 'homme'],
      ['coco', 'mademoiselle'],
      ['gentleman'],
      ['for', 'her'],
      ['tuscan', 'leather'],
      ['sweet', 'blossom'],
      ['unknown'],
      ['amber', 'homme'],
      ['amber', 'femme'],
      ['opium'],
      ['habit', 'rouge'],
    ],
    accordKeys: [
      accords.men,
      accords.women,
      accords.men,
      accords.women,
      accords.men,
      accords.women,
      [],
      accords.shared,
      accords.shared,
      accords.shared,
      accords.shared,
    ],
    notes: [
      notes.men,
      notes.women,
      notes.men,
      notes.women,
      [],
      [],
      [],
      notes.men,
      notes.women,
      notes.women,
      notes.men,
    ],
  });

  it('reads the gender a name states', () => {
    expect([lean[0], lean[1], lean[2], lean[3]]).toEqual([1, -1, 1, -1]);
  });

  it('estimates names without a cue from the accords of cued perfumes, never with certainty', () => {
    expect(lean[4]).toBeGreaterThan(0.3);
    expect(lean[4]).toBeLessThan(1);
    expect(lean[5]).toBeLessThan(-0.3);
    expect(lean[6]).toBe(0);
  });

  it('lets the notes decide where the accords are worn by both sides', () => {
    expect(lean[9]).toBeLessThan(-0.3);
    expect(lean[10]).toBeGreaterThan(0.3);
  });
});
