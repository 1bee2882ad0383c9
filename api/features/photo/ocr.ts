// Text recognition for photos with tesseract.js: one worker, created on first use and
// reused for every photo (creating one takes about a second). The English language data
// comes from the @tesseract.js-data/eng npm package and the cache is off, so nothing is
// downloaded or written at run time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

export interface OcrWord {
  text: string;
  /** 0–100, tesseract's confidence in the word. */
  confidence: number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrReader {
  read(image: string | Buffer): Promise<OcrWord[]>;
  close(): Promise<void>;
}

/** The LSTM-only "best_int" model: 2.9 MB, and what tesseract.js itself uses for LSTM. */
export function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
}

export function createTesseractReader(options: { langPath?: string } = {}): OcrReader {
  let worker: Promise<Worker> | null = null;
  const start = () =>
    createWorker('eng', OEM.LSTM_ONLY, {
      langPath: options.langPath ?? defaultLangPath(),
      gzip: true,
      cacheMethod: 'none',
    });

  return {
    async read(image) {
      worker ??= start().catch((error: unknown) => {
        worker = null;
        throw error;
      });
      const { data } = await (await worker).recognize(image, {}, { blocks: true, text: false });
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
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await (await current).terminate();
    },
  };
}
