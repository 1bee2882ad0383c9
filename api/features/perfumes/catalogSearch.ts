// The searchable catalog held in memory: perfumes by id (with their JSON prepared once),
// the shared SearchIndex and a small LRU cache of finished response bodies. It is rebuilt
// from the database at start and whenever an import (catalog or shop feed, possibly from
// another process) has been recorded since, checked by refreshIfChanged(). Given a store
// (DATA_DIR/cache), a start on the catalog loaded before reads the snapshot back from it
// (catalogSnapshotFile.ts) instead of parsing every row and building the index again.
import { createHash } from 'node:crypto';
import type { Perfume, SearchResponse } from '../../contract/perfume';
import { SearchIndex } from '../../contract/search/searchIndex';
import type { Queryable } from '../../db/database';
import {
  perfumesOfJson,
  SNAPSHOT_REVISION,
  type SnapshotStore,
  type StoredSnapshot,
} from './catalogSnapshotFile';
import { catalogIdentity, catalogStamp, listActivePerfumes } from './perfumesRepo';

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
  /** Row of each perfume in `perfumes`. */
  rowById: Map<string, number>;
  /**
   * Every perfume's JSON as UTF-8 in one buffer (row i spans jsonStart[i]..jsonStart[i+1]),
   * so a response is assembled by copying bytes, without an object per perfume.
   */
  json: Uint8Array;
  jsonStart: Uint32Array;
  stamp: string;
  /** SHA-256 (hex) of `json`, computed on first use. */
  digest?: string;
}

function snapshot(perfumes: readonly Perfume[], stamp: string): Snapshot {
  const parts = perfumes.map((perfume) => encoder.encode(JSON.stringify(perfume)));
  const jsonStart = new Uint32Array(parts.length + 1);
  parts.forEach((part, row) => (jsonStart[row + 1] = jsonStart[row]! + part.length));
  const json = new Uint8Array(jsonStart[parts.length]!);
  parts.forEach((part, row) => json.set(part, jsonStart[row]));
  return {
    perfumes,
    index: new SearchIndex(perfumes),
    rowById: new Map(perfumes.map((perfume, row) => [perfume.id, row])),
    json,
    jsonStart,
    stamp,
  };
}

const digestOfJson = (json: Uint8Array) => createHash('sha256').update(json).digest('hex');

/** The snapshot as it was kept (perfumes parsed from its JSON, the index from its parts). */
function restored(stored: StoredSnapshot, stamp: string): Snapshot {
  const perfumes = perfumesOfJson(stored.json, stored.jsonStart);
  return {
    perfumes,
    index: new SearchIndex(stored.index),
    rowById: new Map(perfumes.map((perfume, row) => [perfume.id, row])),
    json: stored.json,
    jsonStart: stored.jsonStart,
    stamp,
    digest: stored.digest,
  };
}

/**
 * The current catalog's snapshot: read back from `store` when `reuse` and a file of the
 * catalog's key is there and intact, else built from the database (and then kept).
 */
async function loadSnapshot(
  db: Queryable,
  store: SnapshotStore | undefined,
  reuse: boolean,
): Promise<Snapshot> {
  const stamp = await catalogStamp(db);
  if (!store) return snapshot(await listActivePerfumes(db), stamp);
  // Read before the perfumes (see catalogIdentity).
  const identity = await catalogIdentity(db);
  const key = createHash('sha256')
    .update(JSON.stringify([SNAPSHOT_REVISION, identity]))
    .digest('hex')
    .slice(0, 32);
  const stored = reuse ? store.read(key) : undefined;
  if (stored) return restored(stored, stamp);
  const built = snapshot(await listActivePerfumes(db), stamp);
  const { json, jsonStart, index } = built;
  built.digest = digestOfJson(json);
  store.write(key, { json, jsonStart, digest: built.digest, index: index.toParts() });
  return built;
}

export class CatalogSearch {
  private readonly cache = new Map<string, Uint8Array<ArrayBuffer>>();

  private constructor(
    private current: Snapshot,
    private readonly cacheSize: number,
    private readonly store?: SnapshotStore,
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

  /** The catalog of the database; with a `store`, kept there and read back at the next load. */
  static async load(
    db: Queryable,
    options: { cacheSize?: number; store?: SnapshotStore } = {},
  ): Promise<CatalogSearch> {
    const { cacheSize = DEFAULT_SEARCH_CACHE_SIZE, store } = options;
    return new CatalogSearch(await loadSnapshot(db, store, true), cacheSize, store);
  }

  /** Every searchable perfume of the current catalog load. */
  perfumes(): readonly Perfume[] {
    return this.current.perfumes;
  }

  get size(): number {
    return this.current.rowById.size;
  }

  /** A perfume of the current catalog load by id (the engines' lookup uses this map too). */
  byId(id: string): Perfume | undefined {
    const row = this.current.rowById.get(id);
    return row === undefined ? undefined : this.current.perfumes[row];
  }

  /**
   * The search index of this exact perfumes array (as perfumes() returned it), so the engine
   * built on the same array shares it instead of building its own; undefined after a reload.
   */
  searchIndexOf(perfumes: readonly Perfume[]): SearchIndex | undefined {
    return perfumes === this.current.perfumes ? this.current.index : undefined;
  }

  /**
   * SHA-256 (hex) of every perfume's JSON of this exact array, in order with nothing between
   * (what `catalogDigest()` computes from the objects), shared like searchIndexOf(): the
   * engine's version and its stored line numbers are keyed by it, hashed once per load.
   */
  digestOf(perfumes: readonly Perfume[]): string | undefined {
    if (perfumes !== this.current.perfumes) return undefined;
    this.current.digest ??= digestOfJson(this.current.json);
    return this.current.digest;
  }

  /** Row of each perfume in this exact perfumes array, shared like searchIndexOf(). */
  rowsOf(perfumes: readonly Perfume[]): ReadonlyMap<string, number> | undefined {
    return perfumes === this.current.perfumes ? this.current.rowById : undefined;
  }

  search(query: string, page: number, limit: number): SearchPage {
    const { index, rowById, perfumes } = this.current;
    const hits = index.search(query, (page - 1) * limit, limit);
    const found: Perfume[] = [];
    for (const id of hits.ids) {
      const row = rowById.get(id);
      if (row !== undefined) found.push(perfumes[row]!);
    }
    return { perfumes: found, totalCount: hits.total };
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
    const { index, rowById, json, jsonStart } = this.current;
    const hits = index.search(query, (page - 1) * limit, limit);
    const meta: Omit<SearchResponse, 'perfumes'> = {
      hasMore: page * limit < hits.total,
      totalCount: hits.total,
      page,
      limit,
    };
    const perfumes: Uint8Array[] = [];
    for (const id of hits.ids) {
      const row = rowById.get(id);
      if (row !== undefined) perfumes.push(json.subarray(jsonStart[row], jsonStart[row + 1]));
    }
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

  /** Rebuilds (and keeps) when the database has seen an import this instance has not. */
  async refreshIfChanged(db: Queryable): Promise<boolean> {
    if ((await catalogStamp(db)) === this.current.stamp) return false;
    this.current = await loadSnapshot(db, this.store, false);
    this.cache.clear();
    return true;
  }
}
