// What the engine build keeps on disk between starts (issue 25, later starts): the latent
// space's basis (the subspace iteration, the build's costliest step) and the line number of
// every perfume (grouping 84,000 names into lines). Each depends only on its inputs and the
// code's revision, so a server that starts on the catalog it built before reads them back.
// Files are named by the hash of everything the values depend on and carry a checksum of
// their content; a missing, stale or damaged file is rebuilt.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SUFFIX = '.bin';
const CHECKSUM_BYTES = 32;

type NumberArray = Float64Array | Int32Array;

/** Where computed values are kept and found again under their key. */
export interface ArrayStore<T extends NumberArray> {
  /** The values stored under `key`, exactly `length` of them, if intact. */
  read(key: string, length: number): T | undefined;
  /** Stores the values under `key` and drops this store's files of other keys. Never throws. */
  write(key: string, values: T): void;
}

/** The latent space's basis by the hash of its rows and constants (latentSpace.ts). */
export type LatentBasisStore = ArrayStore<Float64Array>;
/** Each perfume's line number by the hash of the catalog and the grouping's revision. */
export type LineNumberStore = ArrayStore<Int32Array>;

const checksum = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

function arrayFiles<T extends NumberArray>(
  dir: string,
  prefix: string,
  ArrayType: { new (length: number): T; readonly BYTES_PER_ELEMENT: number },
  label: string,
): ArrayStore<T> {
  const fileOf = (key: string) => path.join(dir, `${prefix}${key}${SUFFIX}`);
  return {
    read(key, length) {
      let file: Buffer;
      try {
        file = readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
      if (file.length !== CHECKSUM_BYTES + length * ArrayType.BYTES_PER_ELEMENT) return undefined;
      const payload = file.subarray(CHECKSUM_BYTES);
      if (!checksum(payload).equals(file.subarray(0, CHECKSUM_BYTES))) return undefined;
      // A copy into its own aligned buffer (Buffer's pool offset need not be a multiple of 8).
      const values = new ArrayType(length);
      new Uint8Array(values.buffer).set(payload);
      return values;
    },
    write(key, values) {
      try {
        mkdirSync(dir, { recursive: true });
        const payload = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const temporary = path.join(dir, `.${randomUUID()}.tmp`);
        writeFileSync(temporary, Buffer.concat([checksum(payload), payload]));
        renameSync(temporary, fileOf(key));
        for (const name of readdirSync(dir)) {
          const other =
            name.startsWith(prefix) && name.endsWith(SUFFIX) && name !== path.basename(fileOf(key));
          if (other) rmSync(path.join(dir, name), { force: true });
        }
      } catch (error) {
        // The cache only saves time: a read-only or full disk costs the next start, not this one.
        console.warn(`[engine] ${label} nicht zwischengespeichert:`, error);
      }
    },
  };
}

/** Bases as files in `dir` (created on the first write), e.g. DATA_DIR/cache. */
export function latentBasisFiles(dir: string): LatentBasisStore {
  return arrayFiles(dir, 'latent-', Float64Array, 'Latenter Raum');
}

/** Line numbers as files in `dir`, beside the bases. */
export function lineNumberFiles(dir: string): LineNumberStore {
  return arrayFiles(dir, 'lines-', Int32Array, 'Linien');
}
