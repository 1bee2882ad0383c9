/// <reference lib="webworker" />
// The offline catalog worker: owns downloading, storing and searching the catalog index,
// so parsing 2 MB of JSON and building the search index never blocks typing.
import '../../zodJitless';
import { createCatalogStore, openCatalogDb } from '../../data/catalogStore';
import { parseCatalogIndex, syncCatalogIndex } from './catalogSync';
import { createOfflineSearchCore } from './offlineSearchCore';

declare const self: DedicatedWorkerGlobalScope;

const store = createCatalogStore(openCatalogDb());

const core = createOfflineSearchCore({
  post: (message) => self.postMessage(message),
  defer: (run) => setTimeout(run, 0),
  loadStored: async () => {
    const stored = await store.read();
    return stored ? parseCatalogIndex(stored.body) : null;
  },
  sync: async (appVersion, force) => {
    const outcome = await syncCatalogIndex({ store, appVersion, force });
    return outcome.status === 'updated' ? outcome.index : null;
  },
});

self.addEventListener('message', (event: MessageEvent<unknown>) => core.receive(event.data));
