// The recommendation figures of `npm run eval:recommendations` that the test command guards
// (issue 10), on the real catalog and the 60 expert taste lists: never a variant of a listed
// perfume, picks a perfume lover knows, a niche section of niche houses, and the hit rate: the
// goal of 80 % of all lists with 3 or more good picks in the top 10, and per kind of group not
// below today's (27 of the 32 lists of groups A and B, 22 of the 28 blind lists of groups C
// and D), each list ranked among the perfumes its writers could judge (expertCases.ts). A change that makes picks worse fails here, not in production.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expertCases, isBlindGroup, notableVotes } from '../../../../tests/eval/expertCases';
import { readCatalogFile } from '../../../catalog/catalogFile';
import type { CatalogRecord } from '../../../contract/perfume';
import { createLocalEngine, type LocalEngine } from './createLocalEngine';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../../catalog/data/catalog.jsonl.gz');
/**
 * Issue 10's goal: 80 % of all lists with at least 3 good picks in the top 10. Each list
 * ranks among the perfumes its writers could judge (ExpertCase.outOfScope: the catalog up to
 * 2017 it was written against): 49 of 60 on 2026-11-28 with the rating in the notability (A 12,
 * B 15, C 10, D 12; 50 before it, D 13; on the whole catalog up to 2026 44 of 60).
 */
const HIT_RATE_GOAL = 0.8;
/** Lists with at least 3 good picks, per kind of group (tuned A+B, blind C+D), 2026-11-28. */
const HIT_LISTS_FLOOR = { tuned: 27, blind: 22 } as const;
const NOTABLE_SHARE_GOAL = 0.6;

let records: readonly CatalogRecord[];
let engine: LocalEngine;

beforeAll(() => {
  records = readCatalogFile(CATALOG_FILE).records;
  engine = createLocalEngine(records);
}, 120_000);

// 84k perfumes: a busy machine needs more than the default 5 s per test.
describe('recommendations on the expert taste lists (real catalog)', { timeout: 60_000 }, () => {
  it('never name a variant of a listed perfume, pick well-known perfumes and keep the hit rate', () => {
    const { model } = engine;
    const rowOf = (id: string) => model.indexById.get(id)!;
    const notable = notableVotes(records);
    let picks = 0;
    let wellKnown = 0;
    const hitLists = { tuned: 0, blind: 0 };
    const cases = expertCases(records);
    for (const expert of cases) {
      const answer = engine.recommendSync({
        perfumeIds: expert.profile.map((row) => records[row]!.id),
        excludeIds: expert.outOfScopeIds,
      });
      const main = answer.recommendations.map((card) => rowOf(card.id));
      const lines = new Set(expert.profile.map((row) => model.lineOf[row]));
      expect(
        main.filter((row) => lines.has(model.lineOf[row])),
        expert.id,
      ).toEqual([]);
      expect(
        answer.niche.every((card) => records[rowOf(card.id)]!.isNiche),
        expert.id,
      ).toBe(true);
      picks += main.length;
      wellKnown += main.filter((row) => records[row]!.votes >= notable).length;
      if (main.filter((row) => expert.good.has(row)).length >= 3) {
        hitLists[isBlindGroup(expert.group) ? 'blind' : 'tuned']++;
      }
    }
    expect(picks).toBeGreaterThan(0);
    expect(wellKnown / picks).toBeGreaterThanOrEqual(NOTABLE_SHARE_GOAL);
    expect((hitLists.tuned + hitLists.blind) / cases.length).toBeGreaterThanOrEqual(HIT_RATE_GOAL);
    expect(hitLists.tuned).toBeGreaterThanOrEqual(HIT_LISTS_FLOOR.tuned);
    expect(hitLists.blind).toBeGreaterThanOrEqual(HIT_LISTS_FLOOR.blind);
  });

  it("tags occasions from the catalog's season and day/night shares, and 'Anlass' keeps to them", () => {
    const { model } = engine;
    const rowOf = (id: string) => model.indexById.get(id)!;
    const withShares = records.flatMap((record, row) => (record.seasons ? [row] : []));
    expect(withShares.length).toBeGreaterThan(30_000);
    for (const row of withShares) {
      const { seasons, daytime } = records[row]!;
      const tags = model.occasions[row]!;
      if (tags.includes('Winter')) expect(seasons!.winter).toBeGreaterThanOrEqual(30);
      if (tags.includes('Sommer')) expect(seasons!.summer).toBeGreaterThanOrEqual(30);
      if (daytime && tags.includes('Abend')) expect(daytime.night).toBeGreaterThanOrEqual(50);
    }
    const expert = expertCases(records).find((list) => list.id === 'gourmand-men')!;
    const perfumeIds = expert.profile.map((row) => records[row]!.id);
    for (const occasion of ['Winter', 'Abend', 'Sommer'] as const) {
      const answer = engine.recommendSync({ perfumeIds, occasion });
      expect(answer.recommendations.length, occasion).toBe(10);
      for (const card of [...answer.recommendations, ...answer.niche]) {
        expect(model.occasions[rowOf(card.id)], `${occasion}: ${card.gpt_name}`).toContain(
          occasion,
        );
      }
    }
  });

  it("has no good pick of a listed perfume's line (the engine may never show one)", () => {
    const { model } = engine;
    for (const expert of expertCases(records)) {
      const lines = new Set(expert.profile.map((row) => model.lineOf[row]));
      const variants = [...expert.good].filter((row) => lines.has(model.lineOf[row]));
      expect(
        variants.map((row) => records[row]!.name),
        expert.id,
      ).toEqual([]);
    }
  });

  it('leaves out a blacklisted pick and its whole line', () => {
    const { model } = engine;
    const rowOf = (id: string) => model.indexById.get(id)!;
    for (const expert of expertCases(records).slice(0, 8)) {
      const perfumeIds = expert.profile.map((row) => records[row]!.id);
      const first = engine.recommendSync({ perfumeIds }).recommendations[0]!;
      const banned = model.lineOf[rowOf(first.id)];
      const again = engine.recommendSync({ perfumeIds, blacklistIds: [first.id] });
      const rows = [...again.recommendations, ...again.niche].map((card) => rowOf(card.id));
      expect(
        rows.filter((row) => model.lineOf[row] === banned),
        expert.id,
      ).toEqual([]);
    }
  });
});
