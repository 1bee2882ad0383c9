// The held-out launch searches (issue 25, item 4; tests/search/heldOutLaunches.ts): what a
// shopper types for launches of 2017–2026, written blind of the ranking. Each must find its
// perfume among the first HELD_OUT_SEARCH_TOP results, online (the server's CatalogSearch) and
// offline (the compact index after a JSON round trip, as the worker gets it). No ranking rule may
// be tuned on these rows; a miss is reported here (as an it.fails entry), not fixed by a special
// case.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfflineCatalogSearch } from '../../contract/catalogIndex';
import type { CatalogSearch } from '../perfumes/catalogSearch';
import { loadRealCatalogSearch } from './realCatalogSearch';
import {
  HELD_OUT_LAUNCH_SEARCHES,
  HELD_OUT_SEARCH_TOP,
} from '../../../tests/search/heldOutLaunches';

let server: CatalogSearch;
let offline: OfflineCatalogSearch;

beforeAll(() => {
  ({ server, offline } = loadRealCatalogSearch());
}, 180_000);

describe('held-out launch searches of 2017–2026 (issue 25)', () => {
  it('has at least 40 cases', () => {
    expect(HELD_OUT_LAUNCH_SEARCHES.length).toBeGreaterThanOrEqual(40);
  });

  const findsBoth = (query: string, id: string) => {
    const online = server.search(query, 1, HELD_OUT_SEARCH_TOP).perfumes.map((p) => p.id);
    const local = offline.page(query, 1, HELD_OUT_SEARCH_TOP).perfumes.map((p) => p.id);
    expect(online, `online: ${online.join()}`).toContain(id);
    expect(local, `offline: ${local.join()}`).toContain(id);
  };
  // "ysl y edp" was a listed miss until the search read "edp" as a concentration.
  const cases = HELD_OUT_LAUNCH_SEARCHES.map((c) => [c.query, c.kind, c.id] as const);

  it.each(cases)('"%s" (%s) finds %s online and offline', (query, _kind, id) =>
    findsBoth(query, id),
  );
});
