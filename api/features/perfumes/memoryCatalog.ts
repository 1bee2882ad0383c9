// An EngineCatalog over a list of perfumes (tests, scripts). The server can pass its
// CatalogSearch through engineCatalogOf(); both use the same search index.
import type { Perfume } from '../../contract/perfume';
import { SearchIndex } from '../../contract/search/searchIndex';
import { catalogWords, type EngineCatalog } from './catalogMatch';

export function catalogFromPerfumes(perfumes: readonly Perfume[]): EngineCatalog {
  const index = new SearchIndex(perfumes);
  const byId = new Map(perfumes.map((perfume) => [perfume.id, perfume]));
  let words: Set<string> | null = null;
  return {
    byId: (id) => byId.get(id),
    words: () => (words ??= catalogWords(perfumes)),
    search(query, page, limit) {
      const hits = index.search(query, (page - 1) * limit, limit);
      return { perfumes: hits.ids.map((id) => byId.get(id)).filter((p) => p !== undefined) };
    },
  };
}

/**
 * The server's CatalogSearch as an EngineCatalog: its search index and its id map are used as
 * they are (no second 84k-entry map); the catalog's words are collected on first use.
 */
export function engineCatalogOf(
  source: EngineCatalog & { perfumes(): readonly Perfume[] },
): EngineCatalog {
  let words: Set<string> | null = null;
  return {
    byId: (id) => source.byId(id),
    words: () => (words ??= catalogWords(source.perfumes())),
    search: (query, page, limit) => source.search(query, page, limit),
  };
}
