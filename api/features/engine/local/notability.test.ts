import { describe, expect, it } from 'vitest';
import { meanRating, notabilityPrior, ratingFactor } from './notability';
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

  it('puts the better-liked of two equally known perfumes first, where the rating has votes', () => {
    const rated = (id: string, value: number, votes: number | null) => ({
      ...familyRecord('fresh', { id, votes: 1000 }),
      rating: { value, votes },
    });
    const [liked, disliked, uncounted, unrated] = notabilityPrior([
      rated('fra-a', 4.4, 900),
      rated('fra-b', 3.4, 900),
      rated('fra-c', 2.0, null),
      familyRecord('fresh', { id: 'fra-d', votes: 1000 }),
    ]);
    expect(liked).toBeGreaterThan(unrated!);
    expect(disliked).toBeLessThan(unrated!);
    // A rating without a vote count (senada's are broken) says nothing.
    expect(uncounted).toBe(unrated);
    // Small against the votes: a well-liked perfume never outranks a far better-known one.
    const [famous, niche] = notabilityPrior([
      rated('fra-e', 3.5, 20_000),
      { ...familyRecord('fresh', { id: 'fra-f', votes: 300 }), rating: { value: 4.6, votes: 300 } },
    ]);
    expect(famous).toBeGreaterThan(niche!);
  });

  it('shrinks a rating of few votes toward the mean, weighted by votes', () => {
    const mean = meanRating([
      { ...familyRecord('fresh', { id: 'fra-a' }), rating: { value: 4, votes: 300 } },
      { ...familyRecord('fresh', { id: 'fra-b' }), rating: { value: 3, votes: 100 } },
      { ...familyRecord('fresh', { id: 'fra-c' }), rating: { value: 1, votes: null } },
    ]);
    expect(mean).toBeCloseTo(3.75);
    const few = ratingFactor({ value: 5, votes: 5 }, 3.75);
    const many = ratingFactor({ value: 5, votes: 5000 }, 3.75);
    expect(few).toBeGreaterThan(1);
    expect(many).toBeGreaterThan(few);
    expect(ratingFactor(null, 3.75)).toBe(1);
    expect(meanRating([familyRecord('fresh', { id: 'fra-a' })])).toBeNull();
  });
});
