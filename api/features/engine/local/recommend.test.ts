import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../../../tests/fixtures/perfumes';
import { buildCatalogModel } from './catalogModel';
import { buildListProfile } from './listProfile';
import { SCORING_WEIGHTS, type ScoringWeights, scoreCatalog, selectPicks } from './recommend';
import { resolveInput } from './resolveInput';

const record = (accord: string, brand: string, votes: number) =>
  buildRecord({ accords: [{ key: accord, name: accord }], notes: [], brand, votes });

// Two citrus perfumes and one vanilla perfume in the list; twelve citrus perfumes and one
// far better-known vanilla perfume to choose from.
const list = [
  record('citrus', 'Liste A', 50),
  record('citrus', 'Liste B', 50),
  record('vanilla', 'Liste C', 50),
];
const citrusChoices = Array.from({ length: 12 }, (_, i) => record('citrus', `Haus ${i}`, 1000));
const vanillaStar = record('vanilla', 'Bekannt', 100_000);
const model = buildCatalogModel([...list, ...citrusChoices, vanillaStar]);

function topTen(weights: ScoringWeights): string[] {
  const input = resolveInput(model, { perfumeIds: list.map((perfume) => perfume.id) });
  const scores = scoreCatalog(
    model,
    {
      profile: buildListProfile(model, input),
      ownedRows: [],
      blacklistRows: [],
      excludeRows: [],
      occasion: 'all',
    },
    weights,
  );
  return selectPicks(model, scores, { count: 10, nicheOnly: false, brandCap: 2 }, weights).map(
    (pick) => model.perfumes[pick.row]!.id,
  );
}

describe('recommendation scoring', () => {
  it('leans toward what most of the list shares once its first picks feed back', () => {
    const scoredOnce = topTen({ ...SCORING_WEIGHTS, feedbackShare: 0 });
    const withFeedback = topTen(SCORING_WEIGHTS);
    expect(scoredOnce[0]).toBe(vanillaStar.id);
    expect(withFeedback).not.toContain(vanillaStar.id);
    expect(withFeedback).toHaveLength(10);
  });
});
