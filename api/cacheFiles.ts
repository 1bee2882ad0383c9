// Files the server keeps in DATA_DIR/cache between starts (issue 25, later starts): values
// computed from the database or the catalog, named by the hash of everything they depend
// on and carrying a CRC-32 of their content (a check against damage, not against an attacker:
// whoever can write DATA_DIR can write the database too). A missing, stale or damaged file
// reads as absent and is rebuilt by its owner; writing never fails the caller.
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { crc32 } from 'node:zlib';

const SUFFIX = '.bin';
/** "dkc1" and the payload's CRC-32: 8 bytes, so the payload starts on an 8-byte boundary. */
const MAGIC = 0x31636b64;
const HEADER_BYTES = 8;

/** Where computed bytes are kept and found again under their key. */
export interface ByteStore {
  /** The bytes stored under `key`, if the file is there and intact. */
  read(key: string): Uint8Array | undefined;
  /** Stores the parts (one after the other) under `key`, drops the store's other keys. */
  write(key: string, parts: readonly Uint8Array[]): void;
}

/**
 * A value its owner keeps in DATA_DIR/cache under a key (the search snapshot, the engine's
 * model, the offline index, the latent basis, the line numbers), built on byteFiles. `read`
 * may take what it needs to check the file against the catalog (a row count).
 */
export interface KeptStore<T, ReadArgs extends unknown[] = []> {
  /** The value stored under `key`, if its file is there, intact and fits. */
  read(key: string, ...args: ReadArgs): T | undefined;
  /** Stores the value under `key` and drops the store's files of other keys. Never throws. */
  write(key: string, value: T): void;
}

/** The file's first 8 bytes for a payload made of `parts`. */
function headerOf(parts: readonly Uint8Array[]): Uint8Array {
  // An empty part over an empty ArrayBuffer has no data pointer, and zlib answers a null buffer
  // with its initial value 0 whatever the value so far: empty parts are skipped.
  const checksum = parts.reduce((value, part) => (part.length > 0 ? crc32(part, value) : value), 0);
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, checksum, true);
  return header;
}

/** The payload of a file's bytes, or undefined when they are not an intact kept file. */
function payloadOf(file: Uint8Array): Uint8Array | undefined {
  if (file.length < HEADER_BYTES) return undefined;
  const view = new DataView(file.buffer, file.byteOffset, HEADER_BYTES);
  const payload = file.subarray(HEADER_BYTES);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== crc32(payload)) {
    return undefined;
  }
  return payload;
}

/**
 * Files read ahead (readAhead) by their path, each taken by the first read of its path.
 * Process-wide like the kernel's page cache, whose work it moves off the main thread.
 */
const readAheadFiles = new Map<string, Uint8Array>();

/**
 * The read-ahead thread: plain JavaScript on Node's built-ins (worker threads have no
 * TypeScript loader, and this is all it needs). It reads each file into memory of its own and
 * touches every page of it: on this kind of machine the first touch of fresh memory, not the
 * read, is the cost (~3 ms per MB), and pages touched by one thread are mapped for all. The
 * buffers are then handed over, not copied.
 */
const READ_AHEAD_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { closeSync, fstatSync, openSync, readSync } = require('node:fs');
for (const file of workerData.files) {
  let bytes;
  try {
    const fd = openSync(file, 'r');
    try {
      const size = fstatSync(fd).size;
      bytes = new Uint8Array(size);
      for (let at = 0; at < size; ) {
        const read = readSync(fd, bytes, at, size - at, at);
        if (read === 0) { bytes = bytes.subarray(0, at); break; }
        at += read;
      }
    } finally {
      closeSync(fd);
    }
  } catch {
    continue;
  }
  let touched = 0;
  for (let at = 0; at < bytes.length; at += 4096) touched += bytes[at];
  parentPort.postMessage({ file, bytes, touched }, [bytes.buffer]);
}
`;

/**
 * Reads every kept file of `dir` on a thread of its own while the main thread does other work
 * (the server calls it before opening the database): a later start's search snapshot and
 * engine model, ~140 MB on today's catalog, then cost the main thread only their checksums.
 * The stores' reads take the bytes from here; forgetReadAhead() drops what no store took
 * (files of an older key). Never rejects: a file it could not read is read by its store.
 */
export async function readAhead(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  const files = names
    .filter((name) => name.endsWith(SUFFIX))
    .map((name) => path.resolve(dir, name));
  if (files.length === 0) return;
  await new Promise<void>((resolve) => {
    const thread = new Worker(READ_AHEAD_THREAD, { eval: true, workerData: { files } });
    thread.on('message', ({ file, bytes }: { file: string; bytes: Uint8Array }) => {
      readAheadFiles.set(file, bytes);
    });
    thread.on('error', (error) => {
      console.warn('[cache] Vorauslesen fehlgeschlagen:', error);
      resolve();
    });
    thread.on('exit', () => resolve());
  });
}

/** Drops the read-ahead files no store has taken. */
export function forgetReadAhead(): void {
  readAheadFiles.clear();
}

function takeReadAhead(file: string): Uint8Array | undefined {
  const bytes = readAheadFiles.get(file);
  readAheadFiles.delete(file);
  return bytes;
}

/**
 * Files `<prefix><key>.bin` in `dir` (created on the first write), e.g. DATA_DIR/cache;
 * `label` names the values in the warning a failed write logs.
 */
export function byteFiles(dir: string, prefix: string, label: string): ByteStore {
  const fileOf = (key: string) => path.resolve(dir, `${prefix}${key}${SUFFIX}`);
  return {
    read(key) {
      const ahead = takeReadAhead(fileOf(key));
      if (ahead) return payloadOf(ahead);
      try {
        return payloadOf(readFileSync(fileOf(key)));
      } catch {
        return undefined;
      }
    },
    write(key, parts) {
      // A file read ahead and then replaced must not be taken by a later read.
      for (const file of readAheadFiles.keys()) {
        const ours = path.dirname(file) === path.resolve(dir);
        if (ours && path.basename(file).startsWith(prefix)) readAheadFiles.delete(file);
      }
      try {
        mkdirSync(dir, { recursive: true });
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const temporary = path.join(dir, `.${randomUUID()}.tmp`);
        // Part by part: a snapshot of the catalog is ~100 MB, not worth a joined copy.
        const fd = openSync(temporary, 'w');
        try {
          for (const part of [headerOf(parts), ...parts]) {
            for (let at = 0; at < part.length;) at += writeSync(fd, part, at);
          }
        } finally {
          closeSync(fd);
        }
        renameSync(temporary, fileOf(key));
        for (const name of readdirSync(dir)) {
          const other =
            name.startsWith(prefix) && name.endsWith(SUFFIX) && name !== path.basename(fileOf(key));
          if (other) rmSync(path.join(dir, name), { force: true });
        }
      } catch (error) {
        // The cache only saves time: a read-only or full disk costs the next start, not this one.
        console.warn(`[cache] ${label} nicht zwischengespeichert:`, error);
      }
    },
  };
}
