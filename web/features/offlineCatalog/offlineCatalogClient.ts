// The page's side of the offline catalog: starts the worker, asks it to keep the stored
// index current, and turns worker answers into promises per search request.
import type { CheaperAlternative } from '../../../api/contract/cheaperAlternative';
import type { Perfume, SearchResponse } from '../../../api/contract/perfume';
import { whenNetworkQuiet } from '../../apiClient';
import { offlineCatalogCopy } from '../../copy/offlineCatalog';
import type { CheaperPortRequest } from './cheaperPortProtocol';
import type { askDeviceCheaperAlternative } from './deviceCheaperAlternative';
import { markSaveData, reportOfflineCatalog, type StatusReport } from './offlineCatalogStatus';
import { workerMessageSchema, type WorkerRequest, type WorkerResponse } from './workerProtocol';

/** Long-lived tabs ask again now and then; the worker decides whether a check is due. */
const RECHECK_MS = 60 * 60 * 1000;
/** After the load event, the download still waits for the page's first idle moment, at most this long. */
const IDLE_TIMEOUT_MS = 10_000;
/** …and for the page's own requests to be answered: none for this long, */
const QUIET_MS = 1_500;
/** …or this long at most. */
const QUIET_MAX_WAIT_MS = 20_000;

/**
 * Identifies the app build: in production this module is bundled into a file whose name
 * carries the content hash, so a new release checks the catalog again at once.
 */
const APP_VERSION = new URL(import.meta.url).pathname;

interface WorkerLike {
  /** A CheaperPortRequest travels with the port that carries its answer. */
  postMessage(message: WorkerRequest | CheaperPortRequest, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  /** A script error in the worker, or one that stopped it (its answers will not come). */
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

type AccordsById = Record<string, Perfume['accords']>;
/** An answer of the worker to one request, or null when none will come. */
type AnswerOf = (message: WorkerResponse | null) => void;

function abortError(): DOMException {
  return new DOMException(offlineCatalogCopy.searchAborted, 'AbortError');
}

export class OfflineCatalogClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, AnswerOf>();

  constructor(
    private readonly createWorker: () => WorkerLike | null,
    private readonly onStatus: (report: StatusReport) => void = () => {},
  ) {}

  private connect(): WorkerLike | null {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    this.worker = worker;
    worker?.addEventListener('message', (event) => this.receive(event.data));
    // A worker that failed gives no answers: the waiting requests get none, and the next
    // request starts a fresh worker (which loads the stored index again).
    worker?.addEventListener('error', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      worker.terminate();
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const answer of waiting) answer(null);
    });
    return worker;
  }

  private receive(data: unknown): void {
    const parsed = workerMessageSchema.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    // Searches learn availability per answer; these reports feed the footer's status line.
    if (message.type === 'status' || message.type === 'download') {
      this.onStatus(message);
      return;
    }
    const answer = this.waiting.get(message.id);
    if (!answer) return;
    this.waiting.delete(message.id);
    answer(message);
  }

  /**
   * Sends one request; `answer` gets the worker's answer, or null when the worker fails.
   * There is deliberately no timeout: the first answer waits for the stored index to load and
   * build (1.4–2.1 s here, several seconds on a slow phone), and a timeout turned that slow
   * answer into a missing one ("Sehr ähnlich zu deinem …" never showed). Returns the id.
   */
  private ask(
    worker: WorkerLike,
    request: (id: number) => WorkerRequest,
    answer: AnswerOf,
  ): number {
    const id = this.nextId++;
    this.waiting.set(id, answer);
    worker.postMessage(request(id));
    return id;
  }

  /** Asks the worker to check the server for a newer index (when a check is due). */
  sync(force = false): void {
    this.connect()?.postMessage({ type: 'sync', appVersion: APP_VERSION, force });
  }

  /** The strongest accords of catalog perfumes from the index on this device, or null without one. */
  accordsOf(ids: readonly string[]): Promise<AccordsById | null> {
    const worker = this.connect();
    if (worker === null) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.ask(
        worker,
        (id) => ({ type: 'accords', id, ids: [...ids] }),
        (message) => resolve(message?.type === 'accords' ? message.accords : null),
      );
    });
  }

  /** One perfume from the index on this device (without notes or price), or null. */
  perfume(perfumeId: string): Promise<Perfume | null> {
    const worker = this.connect();
    if (worker === null) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.ask(
        worker,
        (id) => ({ type: 'perfume', id, perfumeId }),
        (message) => resolve(message?.type === 'perfume' ? message.perfume : null),
      );
    });
  }

  /**
   * The cheaper alternative from the offline file on this device (null when it has none);
   * rejects when the device holds none. Its code loads on first use; the caller hands over
   * the answer's schema (endpoints.cheaperAlternative.response: imported here, the endpoint
   * registry would join the entry's chunk).
   */
  async cheaperAlternative(
    perfumeId: string,
    signedIn: boolean,
    schema: Parameters<typeof askDeviceCheaperAlternative>[1],
  ): Promise<CheaperAlternative | null> {
    const { askDeviceCheaperAlternative: ask } = await import('./deviceCheaperAlternative');
    return ask(this.connect()!, schema, perfumeId, signedIn);
  }

  /**
   * One page from the index on this device, or null when there is none (yet). A newer
   * search or the signal's abort rejects this one with an AbortError.
   */
  search(
    query: string,
    page: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<SearchResponse | null> {
    const worker = this.connect();
    if (worker === null) return Promise.resolve(null);
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const id = this.ask(
        worker,
        (id) => ({ type: 'search', id, query, page, limit }),
        (message) => {
          if (message?.type === 'dropped') reject(abortError());
          else resolve(message?.type === 'result' ? message.response : null);
        },
      );
      signal?.addEventListener('abort', () => {
        if (!this.waiting.delete(id)) return;
        worker.postMessage({ type: 'cancel', id });
        reject(abortError());
      });
    });
  }
}

export const offlineCatalog = new OfflineCatalogClient(
  () =>
    typeof Worker === 'undefined'
      ? null
      : new Worker(new URL('./offlineCatalog.worker.ts', import.meta.url), {
          type: 'module',
          name: 'offline-katalog',
        }),
  reportOfflineCatalog,
);

/** The data saver (Chrome on Android, "Datensparmodus") asks sites not to fetch what can wait. */
export function savesData(nav: object = navigator): boolean {
  const connection: unknown = Reflect.get(nav, 'connection');
  return (
    typeof connection === 'object' &&
    connection !== null &&
    Reflect.get(connection, 'saveData') === true
  );
}

/**
 * Resolves after the load event, the page's first idle moment, and once the page's own API
 * requests (session, sync, page data) are answered: on a weak connection the catalog would
 * otherwise share the bandwidth with them.
 */
function afterLoadAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded
    .then(
      () =>
        new Promise<void>((resolve) => {
          if ('requestIdleCallback' in window) {
            window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
          } else {
            setTimeout(resolve, 1000);
          }
        }),
    )
    .then(() => whenNetworkQuiet(QUIET_MS, QUIET_MAX_WAIT_MS));
}

/**
 * Downloads or refreshes the offline catalog (about 0.6 MB) once the page has loaded and is
 * idle, so it never competes with the first paint, and again when back online. With the data
 * saver on it waits until the person asks for it (downloadOfflineCatalogNow).
 */
export function startOfflineCatalog(): void {
  if (savesData()) {
    markSaveData();
    return;
  }
  const start = () => offlineCatalog.sync();
  void afterLoadAndIdle().then(() => {
    start();
    window.addEventListener('online', start);
    setInterval(start, RECHECK_MS);
  });
}

/** The person's explicit choice overrides the data saver. */
export function downloadOfflineCatalogNow(): void {
  offlineCatalog.sync();
}
