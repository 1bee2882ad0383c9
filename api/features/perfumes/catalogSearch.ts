// The searchable catalog held in memory: perfumes by id and the shared SearchIndex.
// It is rebuilt from the database at start and whenever an import (catalog or shop
// feed, possibly from another process) has been recorded since, checked at most once
// every `refreshIntervalMs`.
import type { Perfume } from '../../contract/perfume';
import { SearchIndex } from '../../contract/search/searchIndex';
import type { Queryable } from '../../db/database';
import { catalogStamp, listActivePerfumes } from './perfumesRepo';

export interface SearchPage {
  perfumes: Perfume[];
  totalCount: number;
}

export class CatalogSearch {
  private constructor(
    private index: SearchIndex,
    private byId: Map<string, Perfume>,
    private stamp: string,
  ) {}

  static fromPerfumes(perfumes: readonly Perfume[], stamp = 'memory'): CatalogSearch {
    return new CatalogSearch(
      new SearchIndex(perfumes),
      new Map(perfumes.map((perfume) => [perfume.id, perfume])),
      stamp,
    );
  }

  static async load(db: Queryable): Promise<CatalogSearch> {
    const stamp = await catalogStamp(db);
    return CatalogSearch.fromPerfumes(await listActivePerfumes(db), stamp);
  }

  get size(): number {
    return this.byId.size;
  }

  search(query: string, page: number, limit: number): SearchPage {
    const hits = this.index.search(query, (page - 1) * limit, limit);
    return {
      perfumes: hits.ids
        .map((id) => this.byId.get(id))
        .filter((p): p is Perfume => p !== undefined),
      totalCount: hits.total,
    };
  }

  /** Reloads when the database has seen an import this instance has not. */
  async refreshIfChanged(db: Queryable): Promise<boolean> {
    const stamp = await catalogStamp(db);
    if (stamp === this.stamp) return false;
    const fresh = await CatalogSearch.load(db);
    this.index = fresh.index;
    this.byId = fresh.byId;
    this.stamp = fresh.stamp;
    return true;
  }
}
