// Files the server keeps in DATA_DIR/cache between starts (issue 25, later starts): values
// computed from the database or the catalog, named by the hash of everything they depend
// on and carrying a SHA-256 checksum of their content. A missing, stale or damaged file
// reads as absent and is rebuilt by its owner; writing never fails the caller.
import { createHash, randomUUID } from 'node:crypto';
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
import path from 'node:path';

const SUFFIX = '.bin';
const CHECKSUM_BYTES = 32;

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

const checksum = (parts: readonly Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/**
 * Files `<prefix><key>.bin` in `dir` (created on the first write), e.g. DATA_DIR/cache;
 * `label` names the values in the warning a failed write logs.
 */
export function byteFiles(dir: string, prefix: string, label: string): ByteStore {
  const fileOf = (key: string) => path.join(dir, `${prefix}${key}${SUFFIX}`);
  return {
    read(key) {
      let file: Buffer;
      try {
        file = readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
      if (file.length < CHECKSUM_BYTES) return undefined;
      const payload = file.subarray(CHECKSUM_BYTES);
      if (!checksum([payload]).equals(file.subarray(0, CHECKSUM_BYTES))) return undefined;
      return payload;
    },
    write(key, parts) {
      try {
        mkdirSync(dir, { recursive: true });
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const temporary = path.join(dir, `.${randomUUID()}.tmp`);
        // Part by part: a snapshot of the catalog is ~100 MB, not worth a joined copy.
        const fd = openSync(temporary, 'w');
        try {
          for (const part of [checksum(parts), ...parts]) {
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
