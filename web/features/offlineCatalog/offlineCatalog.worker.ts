/// <reference lib="webworker" />
// The offline catalog worker: owns downloading, storing and searching the catalog index,
// so parsing 2 MB of JSON and building the search index never blocks typing.
import '../../zodJitless';
import { createCatalogStore, openCatalogDb } from '../../data/catalogStore';
import { parseCatalogIndex, syncCatalogIndex } from './catalogSync';
import { createOfflineSearchCore } from './offlineSearchCore';
import type { DownloadReport, WorkerResponse } from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

const store = createCatalogStore(openCatalogDb());
const PROGRESS_INTERVAL_MS = 250;
const post = (message: WorkerResponse | DownloadReport) => self.postMessage(message);

const core = createOfflineSearchCore({
  post,
  defer: (run) => setTimeout(run, 0),
  loadStored: async () => {
    const stored = await store.read();
    return stored ? parseCatalogIndex(stored.body) : null;
  },
  sync: async (appVersion, force) => {
    let lastReport = 0;
    const outcome = await syncCatalogIndex({
      store,
      appVersion,
      force,
      onProgress: ({ loadedBytes, totalBytes }) => {
        // A chunk arrives every few KB; the page needs a number a few times a second.
        const now = performance.now();
        if (loadedBytes > 0 && now - lastReport < PROGRESS_INTERVAL_MS) return;
        lastReport = now;
        post({ type: 'download', state: 'running', loadedBytes, totalBytes });
      },
    });
    if (outcome.status === 'failed') {
      post({ type: 'download', state: 'failed', loadedBytes: 0, totalBytes: null });
    }
    return outcome.status === 'updated' ? outcome.index : null;
  },
});

self.addEventListener('message', (event: MessageEvent<unknown>) => core.receive(event.data));
