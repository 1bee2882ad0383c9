// The style references (api/catalog/styleReferences.ts) as the engine reads them: each style's
// reference perfumes as catalog rows, and its place in the latent scent space (the mean of its
// references' latent rows). A list's affinity to a style is the cosine of its latent profile
// with that place; a candidate that is a reference of the styles the list is closest to gains
// (SCORING_WEIGHTS.styleBoost). Among equally similar, equally well-known perfumes this is the
// salesperson's knowledge the catalog's fields lack: which of them are the style's classics.
import { STYLE_REFERENCES, type StyleReference } from '../../../catalog/styleReferences';
import type { CatalogRecord } from '../../../contract/perfume';
import { catalogEntryLookup } from './catalogEntry';
import type { LatentSpace } from './latentSpace';

export interface StyleModel {
  readonly labels: readonly string[];
  /** One unit-length latent vector per style (styles × dimensions). */
  readonly centroids: Float32Array;
  /** The styles a row is a reference of: styleIds[styleStart[row] … styleStart[row + 1]). */
  readonly styleStart: Int32Array;
  readonly styleIds: Int16Array;
}

/**
 * Resolves every style's entries to catalog rows (of same-name twins the better-known); an
 * entry the catalog lacks is skipped (another imported catalog may not hold it), and a style
 * with no reference left has no place and never weighs.
 */
export function buildStyleModel(
  perfumes: readonly Pick<CatalogRecord, 'brand' | 'name' | 'votes'>[],
  latent: LatentSpace,
  references: readonly StyleReference[] = STYLE_REFERENCES,
): StyleModel {
  const rowOf = catalogEntryLookup(perfumes);
  const dimensions = latent.dimensions;
  const centroids = new Float32Array(references.length * dimensions);
  const stylesOfRow = new Map<number, number[]>();
  references.forEach((style, index) => {
    const centroid = centroids.subarray(index * dimensions, (index + 1) * dimensions);
    for (const entry of style.perfumes) {
      const row = rowOf(entry);
      if (row === undefined) continue;
      const styles = stylesOfRow.get(row) ?? [];
      if (!styles.includes(index)) styles.push(index);
      stylesOfRow.set(row, styles);
      for (let c = 0; c < dimensions; c++) centroid[c]! += latent.rows[row * dimensions + c]!;
    }
    const norm = Math.hypot(...centroid);
    if (norm > 0) for (let c = 0; c < dimensions; c++) centroid[c]! /= norm;
  });
  const styleStart = new Int32Array(perfumes.length + 1);
  const styleIds: number[] = [];
  for (let row = 0; row < perfumes.length; row++) {
    styleStart[row] = styleIds.length;
    styleIds.push(...(stylesOfRow.get(row) ?? []));
  }
  styleStart[perfumes.length] = styleIds.length;
  return {
    labels: references.map((style) => style.label),
    centroids,
    styleStart,
    styleIds: Int16Array.from(styleIds),
  };
}

/**
 * How much each style weighs for a list: its affinity a (the cosine of the list's latent
 * profile with the style's place, at least 0) times (a / the best affinity)^focus, so the
 * list's own style weighs about its affinity and styles further away fall off fast.
 */
export function styleWeights(
  styles: StyleModel,
  profileLatent: Float32Array,
  focus: number,
): Float32Array {
  const dimensions = profileLatent.length;
  const count = styles.labels.length;
  const weights = new Float32Array(count);
  let best = 0;
  for (let s = 0; s < count; s++) {
    let affinity = 0;
    const offset = s * dimensions;
    for (let c = 0; c < dimensions; c++) {
      affinity += styles.centroids[offset + c]! * profileLatent[c]!;
    }
    weights[s] = Math.max(0, affinity);
    if (weights[s]! > best) best = weights[s]!;
  }
  if (best === 0) return weights;
  for (let s = 0; s < count; s++) weights[s] = weights[s]! * (weights[s]! / best) ** focus;
  return weights;
}

/** The strongest weight among the styles a row is a reference of (0 for other rows). */
export function rowStyleWeight(styles: StyleModel, weights: Float32Array, row: number): number {
  let strongest = 0;
  for (let i = styles.styleStart[row]!; i < styles.styleStart[row + 1]!; i++) {
    const weight = weights[styles.styleIds[i]!]!;
    if (weight > strongest) strongest = weight;
  }
  return strongest;
}

/**
 * The style a pick stands for in this list, for its reasoning: of the styles the row is a
 * reference of, the one weighing most, when it weighs at least half as much as the list's own
 * style; otherwise null (a reference of a style the list barely touches says nothing).
 */
export function listStyleOf(styles: StyleModel, weights: Float32Array, row: number): string | null {
  let best = 0;
  for (const weight of weights) if (weight > best) best = weight;
  let style = -1;
  for (let i = styles.styleStart[row]!; i < styles.styleStart[row + 1]!; i++) {
    const id = styles.styleIds[i]!;
    if (style < 0 || weights[id]! > weights[style]!) style = id;
  }
  return style >= 0 && best > 0 && weights[style]! >= best / 2 ? styles.labels[style]! : null;
}
