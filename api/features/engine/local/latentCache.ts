// What the engine build keeps on disk between starts (issue 25, later starts): the latent
// space's basis (the subspace iteration, the build's costliest step) and the line number of
// every perfume (grouping 84,000 names into lines). Each depends only on its inputs and the
// code's revision, so a server that starts on the catalog it built before reads them back.
// The files themselves are api/cacheFiles.ts's (named by key, checksummed).
import { byteFiles, type KeptStore } from '../../../cacheFiles';

type NumberArray = Float64Array | Int32Array;

/** Where computed values are kept and found again under their key, read as exactly `length`. */
export type ArrayStore<T extends NumberArray> = KeptStore<T, [length: number]>;

/** The latent space's basis by the hash of its rows and constants (latentSpace.ts). */
export type LatentBasisStore = ArrayStore<Float64Array>;
/** Each perfume's line number by the hash of the catalog and the grouping's revision. */
export type LineNumberStore = ArrayStore<Int32Array>;

function arrayFiles<T extends NumberArray>(
  dir: string,
  prefix: string,
  ArrayType: { new (length: number): T; readonly BYTES_PER_ELEMENT: number },
  label: string,
): ArrayStore<T> {
  const files = byteFiles(dir, prefix, label);
  return {
    read(key, length) {
      const payload = files.read(key);
      if (payload?.length !== length * ArrayType.BYTES_PER_ELEMENT) return undefined;
      // A copy into its own aligned buffer (Buffer's pool offset need not be a multiple of 8).
      const values = new ArrayType(length);
      new Uint8Array(values.buffer).set(payload);
      return values;
    },
    write(key, values) {
      files.write(key, [new Uint8Array(values.buffer, values.byteOffset, values.byteLength)]);
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
