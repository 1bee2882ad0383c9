// What the offline catalog worker does, free of worker globals so tests drive it directly:
// load the stored index once, build the search over it, answer searches (only the newest
// waiting one runs; older ones are answered "dropped") and replace the index after a sync.
import { OfflineCatalogSearch, type CatalogIndex } from '../../../api/contract/catalogIndex';
import { workerRequestSchema, type WorkerRequest, type WorkerResponse } from './workerProtocol';

type SearchRequest = Extract<WorkerRequest, { type: 'search' }>;

export interface OfflineSearchEnvironment {
  post: (message: WorkerResponse) => void;
  /** Runs after messages already queued, so a burst of keystrokes collapses to the last. */
  defer: (run: () => void) => void;
  loadStored: () => Promise<CatalogIndex | null>;
  /** A newer index from the server, or null when the stored one is current or offline. */
  sync: (appVersion: string, force: boolean) => Promise<CatalogIndex | null>;
  now?: () => number;
}

export function createOfflineSearchCore(env: OfflineSearchEnvironment) {
  const now = env.now ?? (() => performance.now());
  let search: OfflineCatalogSearch | null = null;
  let waiting: SearchRequest | null = null;
  let scheduled = false;
  let syncing: Promise<void> = Promise.resolve();

  const install = (index: CatalogIndex | null) => {
    const started = now();
    if (index) search = new OfflineCatalogSearch(index);
    env.post({
      type: 'status',
      ready: search !== null,
      count: search?.size ?? 0,
      buildMs: index ? now() - started : 0,
    });
  };

  const loaded = env
    .loadStored()
    .catch(() => null)
    .then(install);

  const runWaiting = () => {
    scheduled = false;
    const request = waiting;
    waiting = null;
    if (request === null) return;
    if (search === null) {
      env.post({ type: 'unavailable', id: request.id });
      return;
    }
    const response = search.page(request.query, request.page, request.limit);
    env.post({ type: 'result', id: request.id, response });
  };

  return {
    receive(message: unknown): void {
      const parsed = workerRequestSchema.safeParse(message);
      if (!parsed.success) return;
      const request = parsed.data;
      switch (request.type) {
        case 'search':
          if (waiting) env.post({ type: 'dropped', id: waiting.id });
          waiting = request;
          if (!scheduled) {
            scheduled = true;
            void loaded.then(() => env.defer(runWaiting));
          }
          return;
        case 'accords': {
          const { id, ids } = request;
          void loaded.then(() =>
            env.post(
              search === null
                ? { type: 'unavailable', id }
                : { type: 'accords', id, accords: search.accordsOf(ids) },
            ),
          );
          return;
        }
        case 'perfume': {
          const { id, perfumeId } = request;
          void loaded.then(() =>
            env.post(
              search === null
                ? { type: 'unavailable', id }
                : { type: 'perfume', id, perfume: search.perfume(perfumeId) },
            ),
          );
          return;
        }
        case 'cancel':
          if (waiting?.id === request.id) {
            env.post({ type: 'dropped', id: request.id });
            waiting = null;
          }
          return;
        case 'sync':
          syncing = syncing
            .then(() => loaded)
            .then(() => env.sync(request.appVersion, request.force))
            .then((index) => {
              if (index) install(index);
            })
            .catch(() => undefined);
          return;
      }
    },
    /** Settles when every sync asked for so far has finished (for tests). */
    idle(): Promise<void> {
      return syncing;
    },
  };
}
