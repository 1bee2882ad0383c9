import { describe, expect, it } from 'vitest';
import { cheaperAlternatives } from './cheaperAlternative';
import { buildCatalogModel, type EnginePerfume } from './catalogModel';
import { familyRecord } from './testCatalog';

const priced = (perfume: EnginePerfume, euros: number): EnginePerfume => ({
  ...perfume,
  priceCents: euros * 100,
  currency: 'EUR',
});

// An expensive woody perfume, two well-known cheaper ones close to it (the closest has a
// flanker), and enough barely voted perfumes that those three are the best-known 5 %.
const catalog: EnginePerfume[] = [
  priced(
    familyRecord('woody', { id: 'fra-teuer', name: 'Zedernhaus', brand: 'Luxus', votes: 900 }),
    200,
  ),
  priced(
    familyRecord('woody', { id: 'fra-nah', name: 'Waldweg', brand: 'Alltag', votes: 800 }),
    50,
  ),
  familyRecord('woody', { id: 'fra-nah-int', name: 'Waldweg Intense', brand: 'Alltag', votes: 40 }),
  priced(
    familyRecord('woody', {
      id: 'fra-zweit',
      name: 'Baumrinde',
      brand: 'Mitte',
      votes: 700,
      variant: 2,
    }),
    60,
  ),
  ...Array.from({ length: 60 }, (_, i) =>
    familyRecord('floral', { id: `fra-rest${i}`, name: `Blüte ${i}`, brand: 'Rest', votes: 1 }),
  ),
];
const alternativeOf = cheaperAlternatives(buildCatalogModel(catalog), {});

describe('cheaperAlternatives', () => {
  it('names the closest well-known perfume that costs at least 30 % less', () => {
    expect(alternativeOf('fra-teuer')?.id).toBe('fra-nah');
  });

  it('never names a perfume of a line the person already has, and moves on to the next', () => {
    expect(alternativeOf('fra-teuer', ['fra-nah-int'])?.id).toBe('fra-zweit');
    expect(alternativeOf('fra-teuer', ['fra-nah-int', 'fra-zweit'])).toBeNull();
  });
});
