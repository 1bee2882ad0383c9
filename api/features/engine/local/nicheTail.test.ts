// The scoring walk visits perfumes best known first and, once the overall pool is full and
// notability falls below its floor, goes on over niche perfumes alone (recommend.ts). Here
// six niche florals are far less known than 260 mainstream florals, so only that tail
// reaches them: the niche section must still find the best known of them, in order.
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from './createLocalEngine';
import { familyRecord } from './testCatalog';

/** A made-up one-word name per number ("Velora", "Mistan" …), so no two share a line. */
function word(i: number): string {
  const syllables = ['ve', 'lo', 'ra', 'mi', 'stan', 'ko', 'bel', 'ti', 'na', 'sul'];
  const name =
    syllables[i % 10]! + syllables[Math.floor(i / 10) % 10]! + syllables[Math.floor(i / 100) % 10]!;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function catalog() {
  const mainstream = Array.from({ length: 260 }, (_, i) =>
    familyRecord('floral', {
      id: `fra-main${i}`,
      name: word(i),
      brand: `Haus ${i % 40}`,
      votes: 5000 - i,
      variant: i % 5,
    }),
  );
  const niche = Array.from({ length: 6 }, (_, i) =>
    familyRecord('floral', {
      id: `fra-niche${i}`,
      name: word(900 + i) + 'x',
      brand: `Atelier ${i}`,
      votes: 12 - i,
      isNiche: true,
      variant: i % 5,
    }),
  );
  return [...mainstream, ...niche];
}

describe('scoring walk over the niche tail', () => {
  it('finds niche perfumes known far less than every mainstream one', () => {
    const engine = createLocalEngine(catalog());
    const { model } = engine;
    const nicheRows = model.nicheByPrior;
    expect([...nicheRows].map((row) => model.perfumes[row]!.id)).toEqual(
      Array.from({ length: 6 }, (_, i) => `fra-niche${i}`),
    );
    // Every niche row comes after every mainstream row in the walk.
    expect(model.nicheBefore[260]).toBe(0);
    expect(model.nicheBefore[266]).toBe(6);

    const answer = engine.recommendSync({ perfumeIds: ['fra-main3', 'fra-main7'] });
    expect(answer.recommendations).toHaveLength(10);
    expect(answer.recommendations.every((pick) => pick.id.startsWith('fra-main'))).toBe(true);
    expect(answer.niche.map((pick) => pick.id)).toEqual(['fra-niche0', 'fra-niche1', 'fra-niche2']);
  });
});
