// The local default OCR: PaddleOCR-class scene-text reading (sceneTextModel.ts) in a pool
// of child processes, one photo at a time each. Starting one takes about a second (the
// models load), so they are kept and reused, at most `maxChildren` of them (default one:
// each holds the models and a photo's buffers, a few hundred MB); more reads wait in line
// for a free child, and a read whose time runs out while waiting leaves the line. A child
// idle for `idleMs` is ended and started again on the next read. A child that crashed,
// exited, failed a read or was still busy at the time limit is killed and replaced by a
// fresh one on the next read, so a photo that breaks the native code costs that photo
// (422) and never the server.
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
  /** Children reading at once; further reads wait for one (default 1). */
  maxChildren?: number;
  /** An idle child is ended after this many milliseconds (default 5 minutes; 0 = never). */
  idleMs?: number;
}

export const DEFAULT_IDLE_MS = 5 * 60_000;

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
  idleTimer?: NodeJS.Timeout;
}

const CHILD_FILE = fileURLToPath(new URL('./sceneTextChild.ts', import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export function createSceneTextReader(options: SceneTextReaderOptions = {}): SceneTextReader {
  const idle: Child[] = [];
  const all = new Set<Child>();
  /** Reads waiting for a child, first come first served. */
  const line: { serve: (child: Child) => void; fail: (error: Error) => void }[] = [];
  const maxChildren = Math.max(1, options.maxChildren ?? 1);
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  let closed = false;
  let nextId = 0;

  const start = (): Child => {
    const settings: SceneTextOptions = {
      ...(options.threads ? { threads: options.threads } : {}),
      ...(options.detectionSide ? { detectionSide: options.detectionSide } : {}),
      ...(options.arena === undefined ? {} : { arena: options.arena }),
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
    // A dead child no longer counts against the limit; an idle one leaves the idle list.
    died.catch(() => {
      clearTimeout(child.idleTimer);
      all.delete(child);
      if (idle.includes(child)) idle.splice(idle.indexOf(child), 1);
    });
    all.add(child);
    return child;
  };

  const discard = (child: Child) => {
    clearTimeout(child.idleTimer);
    all.delete(child);
    child.health.dead = true;
    child.process.kill('SIGKILL');
  };

  /** A free child: an idle one, a new one while under the limit, or the next one freed. */
  const take = async (signal?: AbortSignal): Promise<Child> => {
    let child = idle.pop();
    while (child?.health.dead) child = idle.pop();
    if (child) {
      clearTimeout(child.idleTimer);
      return child;
    }
    if (all.size < maxChildren) return start();
    return new Promise<Child>((resolve, reject) => {
      const onAbort = () => {
        line.splice(line.indexOf(place), 1);
        reject(signal!.reason as Error);
      };
      const place = {
        serve: (next: Child) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(next);
        },
        fail: reject,
      };
      line.push(place);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  /** Hands a child back: to the next read in line, or to the idle list with its timer. */
  const give = (child: Child | null) => {
    const next = line.shift();
    if (next) {
      next.serve(child ?? start());
      return;
    }
    if (!child) return;
    idle.push(child);
    if (idleMs > 0) {
      child.idleTimer = setTimeout(() => {
        idle.splice(idle.indexOf(child), 1);
        discard(child);
      }, idleMs);
      child.idleTimer.unref();
    }
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
      if (closed) throw new OcrReadError('Texterkennung beendet');
      const child = await take(signal);
      let reusable = false;
      try {
        const work = child.ready.then(() => ask(child, image, turns));
        const words = await (signal ? settledBy(work, signal) : work);
        reusable = true;
        return words;
      } finally {
        if (closed) discard(child);
        else if (reusable && !child.health.dead) give(child);
        else {
          discard(child);
          give(null);
        }
      }
    },
    async warm() {
      if (closed || all.size > 0) return;
      const child = start();
      await child.ready;
      if (!closed && !child.health.dead) give(child);
    },
    async close() {
      closed = true;
      idle.length = 0;
      for (const child of all) discard(child);
      all.clear();
      for (const waiting of line.splice(0)) waiting.fail(new OcrReadError('Texterkennung beendet'));
    },
  };
}
