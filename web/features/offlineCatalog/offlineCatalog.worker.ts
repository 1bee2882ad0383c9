/// <reference lib="webworker" />
// The offline catalog worker: owns downloading, storing and searching the catalog index,
// so parsing 2 MB of JSON and building the search index never blocks typing.
import '../../zodJitless';
import {
  pickCheaperAlternative,
  type CheaperAlternativesFile,
} from '../../../api/contract/cheaperAlternativesFile';
import {
  CHEAPER_ALTERNATIVES_KEY,
  createCatalogStore,
  openCatalogDb,
} from '../../data/catalogStore';
import {
  parseCatalogIndex,
  parseCheaperAlternatives,
  syncCatalogIndex,
  syncCheaperAlternatives,
} from './catalogSync';
import { createOfflineSearchCore } from './offlineSearchCore';
import type { CheaperAlternativeResponse } from '../../../api/contract/cheaperAlternative';
import { cheaperPortRequestSchema } from './cheaperPortProtocol';
import type { DownloadReport, WorkerResponse } from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

const db = openCatalogDb();
const store = createCatalogStore(db);
const alternativesStore = createCatalogStore(db, CHEAPER_ALTERNATIVES_KEY);
/** The cheaper-alternatives file, read from the device on first use, replaced by a sync. */
let alternatives: Promise<CheaperAlternativesFile | null> | null = null;

function storedAlternatives(): Promise<CheaperAlternativesFile | null> {
  alternatives ??= alternativesStore
    .read()
    .then((stored) => (stored ? parseCheaperAlternatives(stored.body) : null))
    .catch(() => null);
  return alternatives;
}

async function syncAlternatives(appVersion: string, force: boolean): Promise<void> {
  const outcome = await syncCheaperAlternatives({ store: alternativesStore, appVersion, force });
  if (outcome.status === 'updated') alternatives = Promise.resolve(outcome.index);
}

/** Answers from the device's file: the same pick as the server's (see pickCheaperAlternative). */
async function answerCheaper(port: MessagePort, perfumeId: string, ownedIds: string[]) {
  const file = await storedAlternatives();
  // Null: the device holds no file yet.
  const answer: CheaperAlternativeResponse | null =
    file === null ? null : { alternative: pickCheaperAlternative(file, perfumeId, ownedIds) };
  port.postMessage(answer);
}
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
    // The small second file follows the index; its failure only leaves the older copy.
    await syncAlternatives(appVersion, force).catch(() => {});
    return outcome.status === 'updated' ? outcome.index : null;
  },
});

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const [port] = event.ports;
  if (port) {
    // Requests on their own port (cheaperPortProtocol.ts); the search protocol has none.
    const parsed = cheaperPortRequestSchema.safeParse(event.data);
    if (parsed.success) void answerCheaper(port, parsed.data.perfumeId, parsed.data.ownedIds);
    else port.close();
    return;
  }
  core.receive(event.data);
});
