// The local default OCR: PaddleOCR-class scene-text reading (sceneTextModel.ts) in a pool
// of child processes, one photo at a time each. Starting one takes about a second (the
// models load), so they are kept and reused; the pool holds as many as reads run at once,
// which the photo gate bounds. A child that crashed, exited, failed a read or was still
// busy at the time limit is killed and replaced by a fresh one on the next read, so a
// photo that breaks the native code costs that photo (422) and never the server.
import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type OcrReader, OcrReadError, type OcrWord } from '../ocr';
import { settledBy } from '../photoGate';
import type { ChildMessage, ReadRequest } from './sceneTextChild';
import type { SceneTextOptions } from './sceneTextModel';

export interface SceneTextReaderOptions extends SceneTextOptions {
  /** Called with the child's resident memory after each read (for the benchmark). */
  onMemory?: (rssBytes: number) => void;
}

export interface SceneTextReader extends OcrReader {
  /** Starts one child ahead of the first photo, so that photo does not wait for it. */
  warm(): Promise<void>;
}

interface Child {
  process: ChildProcess;
  ready: Promise<void>;
  /** Rejects when the process exits or fails; read() races it. */
  died: Promise<never>;
  health: { dead: boolean };
}

const CHILD_FILE = fileURLToPath(new URL('./sceneTextChild.ts', import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export function createSceneTextReader(options: SceneTextReaderOptions = {}): SceneTextReader {
  const idle: Child[] = [];
  const all = new Set<Child>();
  let closed = false;
  let nextId = 0;

  const start = (): Child => {
    const settings: SceneTextOptions = {
      ...(options.threads ? { threads: options.threads } : {}),
      ...(options.detectionSide ? { detectionSide: options.detectionSide } : {}),
    };
    const process = fork(CHILD_FILE, [JSON.stringify(settings)], {
      execArgv: ['--import', TSX_LOADER],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const health = { dead: false };
    const died = new Promise<never>((_, reject) => {
      process.once('exit', (code, signal) => {
        health.dead = true;
        reject(new OcrReadError(`Texterkennung beendet (${signal ?? code})`));
      });
      process.once('error', (error) => {
        health.dead = true;
        reject(new OcrReadError(`Texterkennung fehlgeschlagen: ${String(error)}`));
      });
    });
    died.catch(() => {}); // an idle child's death is noticed when it is next used
    const loaded = new Promise<void>((resolve) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== 'ready') return;
        process.off('message', onMessage);
        resolve();
      };
      process.on('message', onMessage);
    });
    const child: Child = { process, ready: Promise.race([loaded, died]), died, health };
    child.ready.catch(() => {});
    all.add(child);
    return child;
  };

  const discard = (child: Child) => {
    all.delete(child);
    child.health.dead = true;
    child.process.kill('SIGKILL');
  };

  const take = (): Child => {
    let child = idle.pop();
    while (child?.health.dead) child = idle.pop();
    return child ?? start();
  };

  const ask = (child: Child, image: Buffer, turns: number): Promise<OcrWord[]> => {
    const id = ++nextId;
    const answer = new Promise<OcrWord[]>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type === 'ready' || message.id !== id) return;
        child.process.off('message', onMessage);
        if (message.type === 'failed') reject(new OcrReadError(message.message));
        else {
          options.onMemory?.(message.rssBytes);
          resolve(message.words as OcrWord[]);
        }
      };
      child.process.on('message', onMessage);
    });
    const request: ReadRequest = { id, image: new Uint8Array(image), turns };
    child.process.send(request);
    return Promise.race([answer, child.died]);
  };

  return {
    model: 'pp-ocrv4-onnx',
    turns: true,
    async read(image, signal, turns = 0) {
      signal?.throwIfAborted();
      const child = take();
      let reusable = false;
      try {
        const work = child.ready.then(() => ask(child, image, turns));
        const words = await (signal ? settledBy(work, signal) : work);
        reusable = true;
        return words;
      } finally {
        if (reusable && !closed && !child.health.dead) idle.push(child);
        else discard(child);
      }
    },
    async warm() {
      if (closed || all.size > 0) return;
      const child = start();
      await child.ready;
      if (!closed && !child.health.dead) idle.push(child);
    },
    async close() {
      closed = true;
      idle.length = 0;
      for (const child of all) discard(child);
      all.clear();
    },
  };
}
