// Text recognition for photos with tesseract.js. Workers are kept in a pool and reused
// (creating one takes about half a second); the pool holds as many as reads run at once,
// which the photo gate bounds. A worker whose read failed, timed out or whose thread died
// is terminated, and the next read starts a fresh one. The English language data comes
// from the @tesseract.js-data/eng npm package and the cache is off, so nothing is
// downloaded or written at run time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker as WorkerThread } from 'node:worker_threads';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { settledBy } from './photoGate';

export interface OcrWord {
  text: string;
  /** 0–100, tesseract's confidence in the word. */
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrReader {
  /** Names the reader in the AI call log and the result cache's key. */
  readonly model: string;
  /**
   * Rejects with OcrReadError when the image cannot be read, with `signal.reason` on abort.
   * `turns` quarter turns (clockwise) are applied first, by readers that can turn photos.
   */
  read(image: Buffer, signal?: AbortSignal, turns?: number): Promise<OcrWord[]>;
  /** The reader applies `turns`; without it the rotated retries are skipped. */
  readonly turns?: boolean;
  close(): Promise<void>;
}

/** The OCR could not decode or read this image (the photo's fault, not the server's). */
export class OcrReadError extends Error {
  override name = 'OcrReadError';
}

/** The LSTM-only "best_int" model: 2.9 MB, and what tesseract.js itself uses for LSTM. */
export function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
}

interface PooledWorker {
  worker: Worker;
  /** Rejects when the worker thread throws or exits on its own. */
  died: Promise<never>;
  health: { dead: boolean };
}

export interface TesseractReaderOptions {
  langPath?: string;
  /** tesseract.js's createWorker; tests wrap it to reach the worker thread. */
  startWorker?: typeof createWorker;
}

export function createTesseractReader(options: TesseractReaderOptions = {}): OcrReader {
  const startWorker = options.startWorker ?? createWorker;
  const idle: PooledWorker[] = [];
  const all = new Set<PooledWorker>();
  let closed = false;

  const start = async (): Promise<PooledWorker> => {
    const worker = await startWorker('eng', OEM.LSTM_ONLY, {
      langPath: options.langPath ?? defaultLangPath(),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job (e.g. an image it cannot
      // decode) inside its message listener, where nothing can catch it and the process
      // ends. The job's own promise rejects as well, so the read handles the failure.
      errorHandler: () => {},
    });
    const health = { dead: false };
    const died = new Promise<never>((_, reject) => {
      // tesseract.js listens for `onerror`, which a Node worker thread never calls: an
      // uncaught error in the thread is an 'error' event, fatal to the process unless
      // someone listens for it.
      const thread = 'worker' in worker ? worker.worker : null;
      if (!(thread instanceof WorkerThread)) return;
      thread.on('error', (error) => {
        console.error('[ocr] Worker-Thread abgestürzt, er wird ersetzt:', error);
        health.dead = true;
        reject(new OcrReadError(`OCR-Worker abgestürzt: ${String(error)}`));
      });
      thread.on('exit', (code) => {
        health.dead = true;
        reject(new OcrReadError(`OCR-Worker beendet (Code ${code})`));
      });
    });
    died.catch(() => {}); // an idle worker's death is noticed when it is next used
    const pooled: PooledWorker = { worker, died, health };
    all.add(pooled);
    return pooled;
  };

  const discard = (pooled: PooledWorker) => {
    all.delete(pooled);
    pooled.health.dead = true;
    void pooled.worker.terminate().catch(() => {});
  };

  return {
    model: 'tesseract.js-eng-lstm',
    async read(image, signal) {
      signal?.throwIfAborted();
      let pooled = idle.pop();
      while (pooled?.health.dead) {
        discard(pooled);
        pooled = idle.pop();
      }
      pooled ??= await start();
      let reusable = false;
      try {
        const recognized = Promise.race([
          pooled.worker
            .recognize(image, {}, { blocks: true, text: false })
            .catch((error: unknown) => {
              throw new OcrReadError(String(error));
            }),
          pooled.died,
        ]);
        const { data } = await (signal ? settledBy(recognized, signal) : recognized);
        reusable = true;
        const words: OcrWord[] = [];
        for (const block of data.blocks ?? []) {
          for (const paragraph of block.paragraphs) {
            for (const line of paragraph.lines) {
              for (const word of line.words) {
                words.push({ text: word.text, confidence: word.confidence, box: { ...word.bbox } });
              }
            }
          }
        }
        return words;
      } finally {
        // After a failure the worker's state is unknown; a timed-out one is still busy.
        if (reusable && !closed && !pooled.health.dead) idle.push(pooled);
        else discard(pooled);
      }
    },
    async close() {
      closed = true;
      idle.length = 0;
      await Promise.all([...all].map((pooled) => pooled.worker.terminate().catch(() => {})));
      all.clear();
    },
  };
}
