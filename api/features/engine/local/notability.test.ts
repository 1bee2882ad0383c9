import { describe, expect, it } from 'vitest';
import { notabilityPrior } from './notability';
import { familyRecord } from './testCatalog';

describe('notabilityPrior', () => {
  it('ranks well-known perfumes above barely voted ones, and keeps unvoted ones above zero', () => {
    const prior = notabilityPrior([
      familyRecord('fresh', { id: 'fra-a', votes: 2000 }),
      familyRecord('fresh', { id: 'fra-b', votes: 90 }),
      familyRecord('fresh', { id: 'fra-c', votes: 3 }),
      familyRecord('fresh', { id: 'fra-d', votes: 0 }),
    ]);
    expect(prior[0]).toBe(1);
    expect(prior[1]).toBeGreaterThan(prior[2]! * 2);
    expect(prior[3]).toBeGreaterThan(0);
  });

  it('prefers a perfume with a shop price from a feed over an equally known one', () => {
    const [withPrice, without] = notabilityPrior([
      { ...familyRecord('fresh', { id: 'fra-a', votes: 100 }), priceCents: 5900 },
      familyRecord('fresh', { id: 'fra-b', votes: 100 }),
    ]);
    expect(withPrice).toBeGreaterThan(without!);
  });
});
