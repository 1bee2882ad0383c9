// The latent scent space (latent semantic analysis over the TF-IDF rows): accords and notes
// that the catalog's perfumes carry together (vanilla, tonka and sweet; bergamot, neroli and
// citrus) become one direction, so two perfumes are close when their character is, even if
// they share few exact terms. Built once per catalog with the model.
import { createHash } from 'node:crypto';
import type { CatalogModel } from './catalogModel';
import type { LatentBasisStore } from './latentCache';

/**
 * Directions kept. Chosen on half A of the expert lists with the space converged (see
 * LATENT_ITERATIONS): 48 lose on both halves, 64 and 80 give A 56.3 %, 96 to 120 give 62.5–68.8 %
 * with more good picks per list on both halves. 96 lost one list on the held-out half B once
 * converged; 112 is the size that gains on A and keeps B (docs/recommendation-engine.md). Each
 * direction costs one multiply-add per scored perfume.
 */
export const LATENT_DIMENSIONS = 112;
/** Terms found in fewer perfumes say nothing about which terms go together. */
export const LATENT_MIN_PERFUMES = 20;
/**
 * Subspace iterations; the cosines only depend on the subspace. On the full catalog the
 * weakest of 112 directions are settled from 24 on (40 give the same picks); at 12 the
 * evaluation's figures still move.
 */
export const LATENT_ITERATIONS = 24;

type TfIdfRows = Pick<CatalogModel, 'rowStart' | 'rowFeature' | 'rowWeight' | 'features'>;

/** What the space is made of, kept with the catalog model between starts (catalogModelFile.ts). */
export interface LatentParts {
  readonly dimensions: number;
  /** `dimensions` values per perfume, L2-normalised (all zero without any kept term). */
  readonly rows: Float32Array;
  /** Per feature, its place among the kept terms (-1: not kept). */
  readonly termIndex: Int32Array;
  /** The directions over the kept terms (kept terms × directions, row-major). */
  readonly basis: Float64Array;
  /** How many directions the basis holds (at most `dimensions`). */
  readonly directions: number;
}

export interface LatentSpace extends LatentParts {
  /** True when the basis was read from a store instead of iterated. */
  readonly reused: boolean;
  /** A dense TF-IDF vector (a list profile) in the same space, L2-normalised. */
  project(vector: Float32Array): Float32Array;
}

/** Raise when the iteration below changes, so that no stored basis of the old one is read. */
export const LATENT_REVISION = 1;
const SEED = 20250101;

/** Everything the basis depends on: the constants, the kept terms and the TF-IDF rows. */
function basisKey(rows: TfIdfRows, dense: Int32Array, k: number, iterations: number): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([LATENT_REVISION, k, iterations, SEED]));
  for (const array of [dense, rows.rowStart, rows.rowFeature, rows.rowWeight]) {
    hash.update(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * Projects every perfume's row onto the strongest directions of the term co-occurrence
 * matrix (AᵀA of the TF-IDF rows, top eigenvectors by subspace iteration from a fixed
 * start, so the result is the same on every run). With a store, a basis computed before
 * for the same rows is read back instead: bit for bit what the iteration gives.
 */
export function buildLatentSpace(
  rows: TfIdfRows,
  dimensions = LATENT_DIMENSIONS,
  iterations = LATENT_ITERATIONS,
  store?: LatentBasisStore,
): LatentSpace {
  const count = rows.rowStart.length - 1;
  const perfumesWith = new Int32Array(rows.features.length);
  for (const feature of rows.rowFeature) perfumesWith[feature]!++;
  // A small catalog (tests, a first import) has too few common terms to summarise: then
  // every term is kept, and with no more terms than directions the space is exact.
  const common = perfumesWith.filter((perfumes) => perfumes >= LATENT_MIN_PERFUMES).length;
  const minPerfumes = common > dimensions ? LATENT_MIN_PERFUMES : 1;
  const dense = new Int32Array(rows.features.length).fill(-1);
  let size = 0;
  perfumesWith.forEach((perfumes, feature) => {
    if (perfumes >= minPerfumes) dense[feature] = size++;
  });
  const k = Math.min(dimensions, size);
  const key = store ? basisKey(rows, dense, k, iterations) : '';
  const stored = store?.read(key, size * k);
  const basis = stored ?? iterate(rows, dense, size, k, iterations);
  if (store && !stored) store.write(key, basis);

  const embedding = new Float32Array(count * dimensions);
  for (let row = 0; row < count; row++) {
    const out = row * dimensions;
    for (let i = rows.rowStart[row]!; i < rows.rowStart[row + 1]!; i++) {
      const a = dense[rows.rowFeature[i]!]!;
      if (a < 0) continue;
      const weight = rows.rowWeight[i]!;
      for (let c = 0; c < k; c++) embedding[out + c]! += weight * basis[a * k + c]!;
    }
    normalise(embedding, out, k);
  }
  const parts = { dimensions, rows: embedding, termIndex: dense, basis, directions: k };
  return latentSpaceOf(parts, stored !== undefined);
}

const normalise = (values: Float32Array, out: number, k: number) => {
  let norm = 0;
  for (let c = 0; c < k; c++) norm += values[out + c]! ** 2;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let c = 0; c < k; c++) values[out + c]! /= norm;
};

/** The space of parts built or read back; `reused` says whether its basis was iterated. */
export function latentSpaceOf(parts: LatentParts, reused: boolean): LatentSpace {
  const { dimensions, termIndex, basis, directions: k } = parts;
  return {
    ...parts,
    reused,
    project(vector) {
      const projected = new Float32Array(dimensions);
      vector.forEach((weight, feature) => {
        const a = termIndex[feature]!;
        if (weight === 0 || a < 0) return;
        for (let c = 0; c < k; c++) projected[c]! += weight * basis[a * k + c]!;
      });
      normalise(projected, 0, k);
      return projected;
    },
  };
}

/** The top k eigenvectors of the rows' Gram matrix over the kept terms (size × k, row-major). */
function iterate(
  rows: TfIdfRows,
  dense: Int32Array,
  size: number,
  k: number,
  iterations: number,
): Float64Array {
  const count = rows.rowStart.length - 1;
  const gram = new Float64Array(size * size);
  for (let row = 0; row < count; row++) {
    const start = rows.rowStart[row]!;
    const end = rows.rowStart[row + 1]!;
    for (let i = start; i < end; i++) {
      const a = dense[rows.rowFeature[i]!]!;
      if (a < 0) continue;
      const weight = rows.rowWeight[i]!;
      for (let j = start; j < end; j++) {
        const b = dense[rows.rowFeature[j]!]!;
        if (b >= 0) gram[a * size + b]! += weight * rows.rowWeight[j]!;
      }
    }
  }

  let basis = new Float64Array(size * k);
  let seed = SEED;
  for (let i = 0; i < basis.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    basis[i] = seed / 2 ** 32 - 0.5;
  }
  orthonormalise(basis, size, k);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const next = new Float64Array(size * k);
    for (let a = 0; a < size; a++) {
      for (let b = 0; b < size; b++) {
        const g = gram[a * size + b]!;
        if (g === 0) continue;
        for (let c = 0; c < k; c++) next[a * k + c]! += g * basis[b * k + c]!;
      }
    }
    orthonormalise(next, size, k);
    basis = next;
  }
  return basis;
}

/** Gram–Schmidt on the columns of a row-major rows × columns matrix, in place. */
function orthonormalise(matrix: Float64Array, rows: number, columns: number): void {
  for (let c = 0; c < columns; c++) {
    for (let d = 0; d < c; d++) {
      let dot = 0;
      for (let r = 0; r < rows; r++) dot += matrix[r * columns + c]! * matrix[r * columns + d]!;
      for (let r = 0; r < rows; r++) matrix[r * columns + c]! -= dot * matrix[r * columns + d]!;
    }
    let norm = 0;
    for (let r = 0; r < rows; r++) norm += matrix[r * columns + c]! ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let r = 0; r < rows; r++) matrix[r * columns + c]! /= norm;
  }
}
