// The latent space's basis on disk (issue 25, later starts): the subspace iteration is the
// engine build's costliest step and depends only on the TF-IDF rows and the constants, so a
// server that starts on the catalog it built before reads the basis back instead of
// iterating again. Files are named by the hash of everything the basis depends on and
// carry a checksum of their content; a missing, stale or damaged file is rebuilt.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PREFIX = 'latent-';
const SUFFIX = '.bin';
const CHECKSUM_BYTES = 32;

/** Where a computed basis is kept and found again under its key. */
export interface LatentBasisStore {
  /** The basis stored under `key` with exactly `length` values, if intact. */
  read(key: string, length: number): Float64Array | undefined;
  /** Stores the basis under `key` and drops bases of other keys. Never throws. */
  write(key: string, basis: Float64Array): void;
}

const checksum = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** Bases as files in `dir` (created on the first write), e.g. DATA_DIR/cache. */
export function latentBasisFiles(dir: string): LatentBasisStore {
  const fileOf = (key: string) => path.join(dir, `${PREFIX}${key}${SUFFIX}`);
  return {
    read(key, length) {
      let file: Buffer;
      try {
        file = readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
      if (file.length !== CHECKSUM_BYTES + length * Float64Array.BYTES_PER_ELEMENT) {
        return undefined;
      }
      const payload = file.subarray(CHECKSUM_BYTES);
      if (!checksum(payload).equals(file.subarray(0, CHECKSUM_BYTES))) return undefined;
      // A copy into its own aligned buffer (Buffer's pool offset need not be a multiple of 8).
      const basis = new Float64Array(length);
      new Uint8Array(basis.buffer).set(payload);
      return basis;
    },
    write(key, basis) {
      try {
        mkdirSync(dir, { recursive: true });
        const payload = new Uint8Array(basis.buffer, basis.byteOffset, basis.byteLength);
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const temporary = path.join(dir, `.${randomUUID()}.tmp`);
        writeFileSync(temporary, Buffer.concat([checksum(payload), payload]));
        renameSync(temporary, fileOf(key));
        for (const name of readdirSync(dir)) {
          const other =
            name.startsWith(PREFIX) && name.endsWith(SUFFIX) && name !== path.basename(fileOf(key));
          if (other) rmSync(path.join(dir, name), { force: true });
        }
      } catch (error) {
        // The cache only saves time: a read-only or full disk costs the next start, not this one.
        console.warn('[engine] Latenter Raum nicht zwischengespeichert:', error);
      }
    },
  };
}
