// Retail barcodes (EAN/UPC) on the uploaded photo, read by ZXing in worker threads
// (barcodeWorker.ts) kept in a pool: starting one costs about a second (the .wasm
// compiles), so idle ones are reused, and ended after IDLE_MS. A worker that failed a
// read, died, or was still busy at the photo's time limit is terminated (that stops the
// WebAssembly at once) and the next read starts a fresh one. The pool holds as many as
// reads run at once, which the photo gate bounds.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { settledBy } from './photoGate';
import type { BarcodeReply, BarcodeRequest, FoundBarcode } from './barcodeWorker';

export type { FoundBarcode } from './barcodeWorker';

export interface BarcodeReader {
  /** Rejects with BarcodeReadError when the photo cannot be read, `signal.reason` on abort. */
  read(image: Buffer, signal?: AbortSignal): Promise<FoundBarcode[]>;
  close(): Promise<void>;
}

export class BarcodeReadError extends Error {
  override name = 'BarcodeReadError';
}

/** An idle worker is ended after this long (its WebAssembly memory stays grown until then). */
const IDLE_MS = 5 * 60_000;

const WORKER_URL = pathToFileURL(path.join(import.meta.dirname, 'barcodeWorker.ts')).href;
// Worker threads ignore `--import`, so the worker loads its TypeScript through tsx's API.
const TSX_API = pathToFileURL(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  ),
).href;
const BOOT = `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;

interface PooledWorker {
  worker: Worker;
  ready: Promise<void>;
  /** Rejects when the thread throws or exits; read() races it. */
  died: Promise<never>;
  health: { dead: boolean };
  idleTimer?: NodeJS.Timeout;
}

export function createBarcodeReader(options: { idleMs?: number } = {}): BarcodeReader {
  const idle: PooledWorker[] = [];
  const all = new Set<PooledWorker>();
  let closed = false;
  let nextId = 0;

  const discard = (pooled: PooledWorker) => {
    all.delete(pooled);
    clearTimeout(pooled.idleTimer);
    pooled.health.dead = true;
    void pooled.worker.terminate().catch(() => {});
  };

  const start = (): PooledWorker => {
    const worker = new Worker(BOOT, { eval: true });
    // An idle worker never keeps the server (or a test run) from ending.
    worker.unref();
    const health = { dead: false };
    const died = new Promise<never>((_, reject) => {
      // Without an 'error' listener an uncaught error in the thread would end the process.
      worker.on('error', (error) => {
        health.dead = true;
        console.error('[barcode] Worker abgestürzt, er wird ersetzt:', error);
        reject(new BarcodeReadError(`Barcode-Worker abgestürzt: ${String(error)}`));
      });
      worker.once('exit', (code) => {
        health.dead = true;
        reject(new BarcodeReadError(`Barcode-Worker beendet (Code ${code})`));
      });
    });
    died.catch(() => {}); // an idle worker's death is noticed when it is next used
    const loaded = new Promise<void>((resolve) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== 'ready') return;
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
    });
    const pooled: PooledWorker = { worker, ready: Promise.race([loaded, died]), died, health };
    pooled.ready.catch(() => {});
    all.add(pooled);
    return pooled;
  };

  const take = (): PooledWorker => {
    let pooled = idle.pop();
    while (pooled?.health.dead) pooled = idle.pop();
    if (pooled) clearTimeout(pooled.idleTimer);
    return pooled ?? start();
  };

  const putBack = (pooled: PooledWorker) => {
    pooled.idleTimer = setTimeout(() => {
      const at = idle.indexOf(pooled);
      if (at >= 0) idle.splice(at, 1);
      discard(pooled);
    }, options.idleMs ?? IDLE_MS);
    pooled.idleTimer.unref();
    idle.push(pooled);
  };

  const ask = (pooled: PooledWorker, image: Buffer): Promise<FoundBarcode[]> => {
    const id = ++nextId;
    const answer = new Promise<FoundBarcode[]>((resolve, reject) => {
      const onMessage = (message: BarcodeReply) => {
        if (message.id !== id) return;
        pooled.worker.off('message', onMessage);
        if (message.type === 'failed') reject(new BarcodeReadError(message.message));
        else resolve(message.barcodes);
      };
      pooled.worker.on('message', onMessage);
    });
    // A copy of its own is handed over, so the OCR keeps reading the caller's bytes.
    const copy = new ArrayBuffer(image.byteLength);
    new Uint8Array(copy).set(image);
    const request: BarcodeRequest = { id, image: new Uint8Array(copy) };
    pooled.worker.postMessage(request, [copy]);
    return Promise.race([answer, pooled.died]);
  };

  return {
    async read(image, signal) {
      signal?.throwIfAborted();
      if (closed) throw new BarcodeReadError('Barcode-Leser ist geschlossen');
      const pooled = take();
      let reusable = false;
      try {
        const work = pooled.ready.then(() => ask(pooled, image));
        const found = await (signal ? settledBy(work, signal) : work);
        reusable = true;
        return found;
      } finally {
        // After a failure the worker's state is unknown; a timed-out one is still busy.
        if (reusable && !closed && !pooled.health.dead) putBack(pooled);
        else discard(pooled);
      }
    },
    async close() {
      closed = true;
      idle.length = 0;
      await Promise.all([...all].map((pooled) => pooled.worker.terminate().catch(() => 0)));
      all.clear();
    },
  };
}
