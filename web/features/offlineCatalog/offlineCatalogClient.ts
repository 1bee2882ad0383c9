// The page's side of the offline catalog: starts the worker, asks it to keep the stored
// index current, and turns worker answers into promises per search request.
import type { Perfume, SearchResponse } from '../../../api/contract/perfume';
import { workerResponseSchema, type WorkerRequest } from './workerProtocol';

/** Long-lived tabs ask again now and then; the worker decides whether a check is due. */
const RECHECK_MS = 60 * 60 * 1000;
/** Starting right after load would compete with the first render. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Identifies the app build: in production this module is bundled into a file whose name
 * carries the content hash, so a new release checks the catalog again at once.
 */
const APP_VERSION = new URL(import.meta.url).pathname;

interface WorkerLike {
  postMessage: (message: WorkerRequest) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
}

type AccordsById = Record<string, Perfume['accords']>;
type Waiting = { resolve: (response: SearchResponse | null) => void; reject: (e: unknown) => void };

function abortError(): DOMException {
  return new DOMException('Die Suche wurde abgebrochen.', 'AbortError');
}

export class OfflineCatalogClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private readonly waitingAccords = new Map<number, (accords: AccordsById | null) => void>();

  constructor(private readonly createWorker: () => WorkerLike | null) {}

  private connect(): WorkerLike | null {
    if (this.worker) return this.worker;
    this.worker = this.createWorker();
    this.worker?.addEventListener('message', (event) => this.receive(event.data));
    return this.worker;
  }

  private receive(data: unknown): void {
    const parsed = workerResponseSchema.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    // Status reports are for tools (the benchmark); the page learns availability per search.
    if (message.type === 'status') return;
    const accordsAnswer = this.waitingAccords.get(message.id);
    if (accordsAnswer) {
      this.waitingAccords.delete(message.id);
      accordsAnswer(message.type === 'accords' ? message.accords : null);
      return;
    }
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (message.type === 'result') waiting.resolve(message.response);
    else if (message.type === 'unavailable') waiting.resolve(null);
    else if (message.type === 'dropped') waiting.reject(abortError());
  }

  /** Asks the worker to check the server for a newer index (when a check is due). */
  sync(force = false): void {
    this.connect()?.postMessage({ type: 'sync', appVersion: APP_VERSION, force });
  }

  /** The strongest accords of catalog perfumes from the index on this device, or null without one. */
  accordsOf(ids: readonly string[]): Promise<AccordsById | null> {
    const worker = this.connect();
    if (worker === null) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waitingAccords.set(id, resolve);
      worker.postMessage({ type: 'accords', id, ids: [...ids] });
    });
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
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      signal?.addEventListener('abort', () => {
        if (!this.waiting.delete(id)) return;
        worker.postMessage({ type: 'cancel', id });
        reject(abortError());
      });
      worker.postMessage({ type: 'search', id, query, page, limit });
    });
  }
}

export const offlineCatalog = new OfflineCatalogClient(() =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./offlineCatalog.worker.ts', import.meta.url), {
        type: 'module',
        name: 'offline-katalog',
      }),
);

/** Downloads or refreshes the offline catalog once the page is idle, and again when back online. */
export function startOfflineCatalog(): void {
  const start = () => offlineCatalog.sync();
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(start, 1000);
  }
  window.addEventListener('online', start);
  setInterval(start, RECHECK_MS);
}
