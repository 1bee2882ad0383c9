// The searchable catalog held in memory: perfumes by id (with their JSON prepared once),
// the shared SearchIndex and a small LRU cache of finished response bodies. It is rebuilt
// from the database at start and whenever an import (catalog or shop feed, possibly from
// another process) has been recorded since, checked by refreshIfChanged().
import type { Perfume, SearchResponse } from '../../contract/perfume';
import { SearchIndex } from '../../contract/search/searchIndex';
import type { Queryable } from '../../db/database';
import { catalogStamp, listActivePerfumes } from './perfumesRepo';

export const DEFAULT_SEARCH_CACHE_SIZE = 2000;

const encoder = new TextEncoder();
const OPEN_PERFUMES = encoder.encode('{"perfumes":[');
const COMMA = 0x2c;

/** `head`, the items separated by commas, then `tail`, in one buffer. */
function concatenate(
  head: Uint8Array,
  items: readonly Uint8Array[],
  tail: Uint8Array,
): Uint8Array<ArrayBuffer> {
  let length = head.length + tail.length + Math.max(0, items.length - 1);
  for (const item of items) length += item.length;
  const body = new Uint8Array(length);
  body.set(head, 0);
  let at = head.length;
  items.forEach((item, i) => {
    if (i > 0) body[at++] = COMMA;
    body.set(item, at);
    at += item.length;
  });
  body.set(tail, at);
  return body;
}

export interface SearchPage {
  perfumes: Perfume[];
  totalCount: number;
}

interface Snapshot {
  perfumes: readonly Perfume[];
  index: SearchIndex;
  byId: Map<string, Perfume>;
  /** Each perfume's JSON as UTF-8, so a response is assembled by copying bytes. */
  jsonById: Map<string, Uint8Array>;
  stamp: string;
}

function snapshot(perfumes: readonly Perfume[], stamp: string): Snapshot {
  return {
    perfumes,
    index: new SearchIndex(perfumes),
    byId: new Map(perfumes.map((perfume) => [perfume.id, perfume])),
    jsonById: new Map(
      perfumes.map((perfume) => [perfume.id, encoder.encode(JSON.stringify(perfume))]),
    ),
    stamp,
  };
}

export class CatalogSearch {
  private readonly cache = new Map<string, Uint8Array<ArrayBuffer>>();

  private constructor(
    private current: Snapshot,
    private readonly cacheSize: number,
  ) {}

  static fromPerfumes(
    perfumes: readonly Perfume[],
    options: { stamp?: string; cacheSize?: number } = {},
  ): CatalogSearch {
    return new CatalogSearch(
      snapshot(perfumes, options.stamp ?? 'memory'),
      options.cacheSize ?? DEFAULT_SEARCH_CACHE_SIZE,
    );
  }

  static async load(db: Queryable, cacheSize = DEFAULT_SEARCH_CACHE_SIZE): Promise<CatalogSearch> {
    const stamp = await catalogStamp(db);
    return CatalogSearch.fromPerfumes(await listActivePerfumes(db), { stamp, cacheSize });
  }

  /** Every searchable perfume of the current catalog load. */
  perfumes(): readonly Perfume[] {
    return this.current.perfumes;
  }

  get size(): number {
    return this.current.byId.size;
  }

  search(query: string, page: number, limit: number): SearchPage {
    const { index, byId } = this.current;
    const hits = index.search(query, (page - 1) * limit, limit);
    return {
      perfumes: hits.ids.map((id) => byId.get(id)).filter((p): p is Perfume => p !== undefined),
      totalCount: hits.total,
    };
  }

  /**
   * A finished response body for the exact query string of an earlier request, if cached.
   * Only successful searches are cached, so a hit needs no validation either.
   */
  cachedResponse(queryString: string): Uint8Array<ArrayBuffer> | undefined {
    const cached = this.cache.get(queryString);
    if (cached !== undefined) {
      this.cache.delete(queryString);
      this.cache.set(queryString, cached);
    }
    return cached;
  }

  /**
   * The JSON body of a search response, UTF-8 encoded, remembered under the request's
   * query string. Perfume JSON is prepared once per catalog load and repeated queries
   * (popular names, shared prefixes while typing) come from the cache.
   */
  searchResponseBody(
    query: string,
    page: number,
    limit: number,
    queryString: string,
  ): Uint8Array<ArrayBuffer> {
    const { index, jsonById } = this.current;
    const hits = index.search(query, (page - 1) * limit, limit);
    const meta: Omit<SearchResponse, 'perfumes'> = {
      hasMore: page * limit < hits.total,
      totalCount: hits.total,
      page,
      limit,
    };
    const perfumes = hits.ids.map((id) => jsonById.get(id)).filter((json) => json !== undefined);
    const body = concatenate(
      OPEN_PERFUMES,
      perfumes,
      encoder.encode(`],${JSON.stringify(meta).slice(1)}`),
    );
    if (this.cacheSize > 0) {
      if (this.cache.size >= this.cacheSize) {
        const oldest = this.cache.keys().next();
        if (!oldest.done) this.cache.delete(oldest.value);
      }
      this.cache.set(queryString, body);
    }
    return body;
  }

  /** Reloads when the database has seen an import this instance has not. */
  async refreshIfChanged(db: Queryable): Promise<boolean> {
    const stamp = await catalogStamp(db);
    if (stamp === this.current.stamp) return false;
    this.current = snapshot(await listActivePerfumes(db), stamp);
    this.cache.clear();
    return true;
  }
}
