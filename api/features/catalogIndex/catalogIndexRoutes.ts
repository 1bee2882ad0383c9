// GET /api/catalog/index: the compact catalog for offline search, and
// GET /api/catalog/cheaper-alternatives: the small file of cheaper alternatives (offline too). The body is prepared once
// per catalog load; browsers revalidate with If-None-Match and usually get a 304.
import { Hono, type Context } from 'hono';
import { CHEAPER_ALTERNATIVES_FORMAT } from '../../contract/cheaperAlternativesFile';
import type { ScentEngine } from '../engine/engine';
import { ApiError } from '../../http/apiError';
import { apiPath } from '../../http/endpointRoutes';
import { endpoints } from '../../contract/endpoints';
import type { Perfume } from '../../contract/perfume';
import { QUOTAS, takeQuota, type QuotaDeps } from '../limits/quotas';
import type { CatalogSearch } from '../perfumes/catalogSearch';
import { prepareCatalogIndex, prepareJson, type PreparedCatalogIndex } from './buildCatalogIndex';

const GZIP_SUFFIX = '-gz"';
/** Seconds a device waits before asking again while the first file is being built. */
const BUILDING_RETRY_AFTER_S = 10;

/** Rebuilds only when the catalog search has loaded a new catalog (a new perfumes array). */
export class CatalogIndexCache {
  private source: readonly Perfume[] | null = null;
  private prepared: Promise<PreparedCatalogIndex> | null = null;

  constructor(private readonly perfumes: () => readonly Perfume[]) {}

  current(): Promise<PreparedCatalogIndex> {
    const perfumes = this.perfumes();
    if (this.prepared === null || perfumes !== this.source) {
      this.source = perfumes;
      const prepared = prepareCatalogIndex(perfumes);
      // A failed build is retried by the next request instead of being served forever.
      prepared.catch(() => {
        if (this.prepared === prepared) this.prepared = null;
      });
      this.prepared = prepared;
    }
    return this.prepared;
  }
}

/** Both representations share one entity: a copy of either revalidates the other. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || tag === etag.slice(0, -1) + GZIP_SUFFIX;
  });
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((coding) => {
    const [name, ...params] = coding.trim().toLowerCase().split(';');
    return name === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

export interface CatalogIndexDeps extends QuotaDeps {
  catalog: CatalogSearch;
  /** The engine in use; its offline file of cheaper alternatives follows feed imports. */
  engine: () => Pick<ScentEngine, 'cheaperAlternativesFile'>;
}

/** How often the file's engine is compared with the one in use (a feed import replaces it). */
const ENGINE_CHECK_MS = 30_000;

/**
 * The cheaper-alternatives file, built in the background whenever the engine in use was
 * replaced (at start, after a feed import): requests never wait for a build. While the first
 * build runs there is no file; while a later one runs, the previous engine's file is served.
 */
export class CheaperAlternativesCache {
  private source: object | null = null;
  private ready: PreparedCatalogIndex | null = null;
  private building: Promise<void> = Promise.resolve();

  constructor(private readonly engine: CatalogIndexDeps['engine']) {}

  /** Starts a build when the engine was replaced; never waits for it. */
  refresh(): void {
    const engine = this.engine();
    if (engine === this.source) return;
    this.source = engine;
    this.building = engine
      .cheaperAlternativesFile()
      .then((file) =>
        prepareJson(
          file,
          `ca${CHEAPER_ALTERNATIVES_FORMAT}`,
          Object.keys(file.alternatives).length,
        ),
      )
      .then(
        (prepared) => {
          if (this.source === engine) this.ready = prepared;
        },
        (error: unknown) => {
          console.error('[katalog] Datei der günstigeren Alternativen fehlgeschlagen:', error);
          // Tried again on the next request or check.
          if (this.source === engine) this.source = null;
        },
      );
  }

  /** The newest finished file, or null before the first build finished. */
  current(): PreparedCatalogIndex | null {
    this.refresh();
    return this.ready;
  }

  /** Settles when the build last started has finished (for tests and a graceful wait). */
  settled(): Promise<void> {
    return this.building;
  }
}

/** Sends a prepared file: gzip when accepted, 304 for a matching If-None-Match. */
function sendPrepared(c: Context, prepared: PreparedCatalogIndex): Response {
  const gzip = acceptsGzip(c.req.header('Accept-Encoding'));
  const etag = gzip ? prepared.etag.slice(0, -1) + GZIP_SUFFIX : prepared.etag;
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (matches(c.req.header('If-None-Match'), prepared.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (!gzip) return c.body(prepared.json);
  c.header('Content-Encoding', 'gzip');
  return c.body(prepared.gzip);
}

export function catalogIndexRoutes(deps: CatalogIndexDeps) {
  const cache = new CatalogIndexCache(() => deps.catalog.perfumes());
  // Prepared at start, so the first visitor does not wait for the compression.
  cache.current().catch((error: unknown) => {
    console.error('[katalog] Offline-Index konnte nicht erstellt werden:', error);
  });

  const alternatives = new CheaperAlternativesCache(deps.engine);
  // Built after the start (not during it) and again after a feed import replaced the engine.
  setImmediate(() => alternatives.refresh());
  setInterval(() => alternatives.refresh(), ENGINE_CHECK_MS).unref();

  return new Hono()
    .get(apiPath(endpoints.catalogIndex), async (c) => {
      await takeQuota(c, deps, QUOTAS.catalogIndex, null);
      return sendPrepared(c, await cache.current());
    })
    .get(apiPath(endpoints.cheaperAlternativesFile), async (c) => {
      await takeQuota(c, deps, QUOTAS.catalogIndex, null);
      const prepared = alternatives.current();
      if (prepared === null) {
        // The first build is running: the device keeps its copy (if any) and asks again.
        c.header('Retry-After', String(BUILDING_RETRY_AFTER_S));
        throw new ApiError('service_unavailable');
      }
      return sendPrepared(c, prepared);
    });
}
