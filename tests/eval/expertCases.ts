// The expert taste lists (expertLists.ts, expertListsBlind.ts) as catalog rows, shared by the
// evaluation (`npm run eval:recommendations`) and the quality test in the test command
// (api/features/engine/local/recommendationQuality.test.ts).
import path from 'node:path';
import { readCatalogFile } from '../../api/catalog/catalogFile';
import type { CatalogRecord } from '../../api/contract/perfume';
import { catalogEntryLookup } from '../../api/features/engine/local/catalogEntry';
import { EXPERT_LISTS, type ExpertList } from './expertLists';
import { BLIND_EXPERT_LISTS } from './expertListsBlind';
import { BLIND_EXPERT_LISTS_D } from './expertListsBlindD';
import { TODAY_EXPERT_LIST_IDS, TODAY_EXPERT_LISTS } from './expertListsToday';

export type ExpertGroup = 0 | 1 | 2 | 3 | 4;
/** Labels of the groups in reports. */
export const GROUP_LABELS = ['A', 'B', 'C', 'D', 'E'] as const;
/** Groups no weight was ever chosen on (written blind): C and D. */
export const isBlindGroup = (group: ExpertGroup) => group >= 2;

export interface ExpertCase {
  id: string;
  /**
   * 0 = half A (weights chosen on it), 1 = half B (held out, vetoed changes), 2 = group C
   * (written blind and never used for any choice: an unbiased figure), 3 = group D (written
   * blind of the engine and of the style references, after both).
   */
  group: ExpertGroup;
  profile: number[];
  good: ReadonlySet<number>;
  /**
   * Rows the list's writers could not judge, left out of every answer to it (WRITERS_CATALOG):
   * for groups A–D the perfumes added after the catalog they wrote against, for group E none.
   * The same array for every list of a group; `outOfScopeIds` are their catalog ids.
   */
  outOfScope: readonly number[];
  outOfScopeIds: readonly string[];
}

/**
 * The catalog groups A–D were written against (up to 2017; the catalog of issue 10, kept for
 * the migration test). Their good picks can only name perfumes of it, so a newer perfume in
 * the top 10 can never count as good, however well it fits: with the catalog up to 2026 and
 * the style references extended to it (b5dcb31), 99 of their 600 top-10 picks were such
 * perfumes, 97 of them new style references (Ombré Leather for the leather list, Twilly
 * d'Hermès for the tuberose list, Hacivat for the Aventus list …), and the hit rate fell from
 * 49 to 44 of 60 lists. These lists therefore rank among the perfumes
 * their writers could judge: this catalog plus every perfume a list of A–D names. Group E,
 * written against the catalog up to 2026, ranks the whole catalog.
 */
const WRITERS_CATALOG = path.resolve(
  import.meta.dirname,
  '../../api/catalog/data/baseline-2017.jsonl.gz',
);

/**
 * Every list with its perfumes and good picks as rows of `records`; of same-name twins the
 * better-known. Two halves by position: weights are chosen on half A only (weightSweep.ts),
 * half B shows whether they generalise; the blind lists are groups C and D, which no sweep
 * shows.
 * A missing entry stops with its list's name.
 */
export function expertCases(records: readonly CatalogRecord[]): ExpertCase[] {
  const lookup = catalogEntryLookup(records);
  const rowOf = (entry: string, listId: string) => {
    const row = lookup(entry);
    if (row === undefined) throw new Error(`Expertenliste ${listId}: "${entry}" fehlt im Katalog.`);
    return row;
  };
  const known = new Set(readCatalogFile(WRITERS_CATALOG).records.map((record) => record.id));
  const lists: [ExpertList, ExpertGroup][] = [
    ...EXPERT_LISTS.map((list, index): [ExpertList, ExpertGroup] => [
      list,
      index % 2 === 0 ? 0 : 1,
    ]),
    ...BLIND_EXPERT_LISTS.map((list): [ExpertList, ExpertGroup] => [list, 2]),
    ...BLIND_EXPERT_LISTS_D.map((list): [ExpertList, ExpertGroup] => [list, 3]),
  ];
  const named = new Set(
    lists.flatMap(([list]) => [...list.list, ...list.good].map((entry) => rowOf(entry, list.id))),
  );
  const outOfScope = records.flatMap((record, row) =>
    known.has(record.id) || named.has(row) ? [] : [row],
  );
  const outOfScopeIds = outOfScope.map((row) => records[row]!.id);
  return lists.map(([list, group]) => ({
    id: list.id,
    group,
    profile: list.list.map((entry) => rowOf(entry, list.id)),
    good: new Set(list.good.map((entry) => rowOf(entry, list.id))),
    outOfScope,
    outOfScopeIds,
  }));
}

/**
 * Group E (issue 25): today's shoppers, written blind of the engine and kept apart from every
 * choice like C and D. Its entries are pinned to catalog ids (TODAY_EXPERT_LIST_IDS), so they
 * resolve by id, not by name. Not part of expertCases(): the A–D figures and their guard stay
 * comparable with the runs before it.
 */
export function todayExpertCases(records: readonly CatalogRecord[]): ExpertCase[] {
  const rowById = new Map(records.map((record, row) => [record.id, row]));
  const rowOf = (entry: string, listId: string) => {
    const row = rowById.get(TODAY_EXPERT_LIST_IDS.get(entry) ?? '');
    if (row === undefined) throw new Error(`Expertenliste ${listId}: "${entry}" fehlt im Katalog.`);
    return row;
  };
  return TODAY_EXPERT_LISTS.map((list) => ({
    id: list.id,
    group: 4,
    profile: list.list.map((entry) => rowOf(entry, list.id)),
    good: new Set(list.good.map((entry) => rowOf(entry, list.id))),
    outOfScope: [],
    outOfScopeIds: [],
  }));
}

/** The fewest votes among the catalog's 5 % most-voted perfumes ("well known"). */
export function notableVotes(records: readonly CatalogRecord[]): number {
  return [...records].sort((a, b) => b.votes - a.votes)[Math.floor(records.length * 0.05)]!.votes;
}
