// An EngineCatalog over a list of perfumes (tests, scripts). The server can pass its
// CatalogSearch through engineCatalogOf(); both use the same search index.
import type { Perfume } from '../../../contract/perfume';
import { SearchIndex } from '../../../contract/search/searchIndex';
import { type CatalogLookup, catalogWords } from '../catalogMatch';
import type { EngineCatalog } from './createOpenAiEngine';

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
 * The server's CatalogSearch as an EngineCatalog: its search index is used as is, and an
 * id map is built once from its perfumes (rebuild the engine after a catalog import).
 */
export function engineCatalogOf(
  source: CatalogLookup & { perfumes(): readonly Perfume[] },
): EngineCatalog {
  const byId = new Map(source.perfumes().map((perfume) => [perfume.id, perfume]));
  let words: Set<string> | null = null;
  return {
    byId: (id) => byId.get(id),
    words: () => (words ??= catalogWords([...byId.values()])),
    search: (query, page, limit) => source.search(query, page, limit),
  };
}
