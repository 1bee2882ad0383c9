import { describe, expect, it } from 'vitest';
import { buildCatalogModel, rowCosine } from './catalogModel';
import { buildLatentSpace } from './latentSpace';
import { buildRecord } from '../../../../tests/fixtures/perfumes';

const accord = (key: string) => ({ key, name: key });
const withTerms = (accords: string[], notes: string[]) =>
  buildRecord({ accords: accords.map(accord), notes });

// Thirty gourmands carry sweet and vanilla together, thirty colognes citrus and fresh.
const catalog = [
  ...Array.from({ length: 30 }, () => withTerms(['sweet', 'vanilla'], ['Tonkabohne'])),
  ...Array.from({ length: 30 }, () => withTerms(['citrus', 'fresh'], ['Bergamotte'])),
  withTerms(['sweet'], []),
  withTerms(['vanilla'], []),
  withTerms(['citrus'], []),
];
const [sweetOnly, vanillaOnly, citrusOnly] = [60, 61, 62];
const model = buildCatalogModel(catalog);
// Two directions for six terms: the space must summarise, as 112 do for the real catalog.
const space = buildLatentSpace(model, 2);

function latentCosine(a: number, b: number): number {
  const { rows, dimensions } = space;
  let sum = 0;
  for (let c = 0; c < dimensions; c++) sum += rows[a * dimensions + c]! * rows[b * dimensions + c]!;
  return sum;
}

describe('latent scent space', () => {
  it('brings together perfumes whose terms the catalog wears together, though they share none', () => {
    expect(rowCosine(model, sweetOnly, vanillaOnly)).toBe(0);
    expect(latentCosine(sweetOnly, vanillaOnly)).toBeGreaterThan(0.9);
    expect(latentCosine(sweetOnly, citrusOnly)).toBeLessThan(0.1);
  });

  it('is the same on every build', () => {
    expect(buildLatentSpace(model, 2).rows).toEqual(space.rows);
  });
});
