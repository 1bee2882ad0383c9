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
import { prepareCatalogIndex, prepareJson, type PreparedFile } from './buildCatalogIndex';
import { catalogIndexKey, type PreparedIndexStore } from './catalogIndexFile';

const GZIP_SUFFIX = '-gz"';
/** Seconds a device waits before asking again while the first file is being built. */
const BUILDING_RETRY_AFTER_S = 10;

/** Where the prepared index is kept between starts, and the digest of a perfumes array. */
export interface KeptIndex {
  store: PreparedIndexStore;
  /** CatalogSearch.digestOf: undefined for an array it does not hold (then nothing is kept). */
  digestOf: (perfumes: readonly Perfume[]) => string | undefined;
}

/** The prepared index of `perfumes`, read back from `kept` when it holds this catalog's. */
async function preparedIndex(
  perfumes: readonly Perfume[],
  kept: KeptIndex | undefined,
): Promise<PreparedFile> {
  const digest = kept?.digestOf(perfumes);
  const key = digest === undefined ? undefined : catalogIndexKey(digest);
  const stored = key === undefined ? undefined : kept?.store.read(key);
  if (stored) return stored;
  const prepared = await prepareCatalogIndex(perfumes);
  if (key !== undefined) kept?.store.write(key, prepared);
  return prepared;
}

/** Rebuilds only when the catalog search has loaded a new catalog (a new perfumes array). */
export class CatalogIndexCache {
  private source: readonly Perfume[] | null = null;
  private prepared: Promise<PreparedFile> | null = null;

  constructor(
    private readonly perfumes: () => readonly Perfume[],
    private readonly kept?: KeptIndex,
  ) {}

  current(): Promise<PreparedFile> {
    const perfumes = this.perfumes();
    if (this.prepared === null || perfumes !== this.source) {
      this.source = perfumes;
      const prepared = preparedIndex(perfumes, this.kept);
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
  /** Registers a call after each engine rebuild (a feed import); absent: never replaced. */
  onEngineRebuild?: (listener: () => void) => void;
  /** Where the prepared offline index is kept between starts (DATA_DIR/cache); absent: not kept. */
  catalogIndexStore?: PreparedIndexStore;
}

/**
 * The cheaper-alternatives file, built in the background once at start and once after each
 * engine rebuild: requests never wait for a build. While the first build runs there is no
 * file; while a later one runs, the previous engine's file is served.
 */
export class CheaperAlternativesCache {
  private ready: PreparedFile | null = null;
  private building: Promise<void> = Promise.resolve();
  /** Counts started builds: only the newest one's file is kept. */
  private started = 0;
  private failed = false;

  constructor(private readonly engine: CatalogIndexDeps['engine']) {}

  /** Starts a build from the engine in use; never waits for it. */
  rebuild(): void {
    const build = ++this.started;
    this.failed = false;
    this.building = this.engine()
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
          if (build === this.started) this.ready = prepared;
        },
        (error: unknown) => {
          console.error('[katalog] Datei der günstigeren Alternativen fehlgeschlagen:', error);
          if (build === this.started) this.failed = true;
        },
      );
  }

  /** The newest finished file, or null before the first build finished. */
  current(): PreparedFile | null {
    // A failed build is tried again by the next request, not left failed until the next import.
    if (this.failed) this.rebuild();
    return this.ready;
  }

  /** Settles when the build last started has finished (for tests and a graceful wait). */
  settled(): Promise<void> {
    return this.building;
  }
}

/** Sends a prepared file: gzip when accepted, 304 for a matching If-None-Match. */
function sendPrepared(c: Context, prepared: PreparedFile): Response {
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
  const { catalog, catalogIndexStore: store } = deps;
  const cache = new CatalogIndexCache(
    () => catalog.perfumes(),
    store && { store, digestOf: (perfumes) => catalog.digestOf(perfumes) },
  );
  // Prepared at start, so the first visitor does not wait for the compression.
  cache.current().catch((error: unknown) => {
    console.error('[katalog] Offline-Index konnte nicht erstellt werden:', error);
  });

  const alternatives = new CheaperAlternativesCache(deps.engine);
  // Built after the start (not during it) and again after each feed import's engine rebuild.
  setImmediate(() => alternatives.rebuild());
  deps.onEngineRebuild?.(() => alternatives.rebuild());

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
