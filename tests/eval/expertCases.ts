// The expert taste lists (expertLists.ts, expertListsBlind.ts) as catalog rows, shared by the
// evaluation (`npm run eval:recommendations`) and the quality test in the test command
// (api/features/engine/local/recommendationQuality.test.ts).
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
}

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
  const toCase = (list: ExpertList, group: ExpertGroup): ExpertCase => ({
    id: list.id,
    group,
    profile: list.list.map((entry) => rowOf(entry, list.id)),
    good: new Set(list.good.map((entry) => rowOf(entry, list.id))),
  });
  return [
    ...EXPERT_LISTS.map((list, index) => toCase(list, index % 2 === 0 ? 0 : 1)),
    ...BLIND_EXPERT_LISTS.map((list) => toCase(list, 2)),
    ...BLIND_EXPERT_LISTS_D.map((list) => toCase(list, 3)),
  ];
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
  }));
}

/** The fewest votes among the catalog's 5 % most-voted perfumes ("well known"). */
export function notableVotes(records: readonly CatalogRecord[]): number {
  return [...records].sort((a, b) => b.votes - a.votes)[Math.floor(records.length * 0.05)]!.votes;
}
