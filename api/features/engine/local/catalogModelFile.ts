// The engine's catalog model kept in DATA_DIR/cache between starts (issue 25, later starts):
// its typed arrays as raw bytes and its string tables (features, brands, occasion lists, notes,
// style labels) in one JSON header, so a server starting on the catalog it built before reads
// the model back instead of computing it. Nothing here refers to a perfume object: the model
// is joined to the perfumes CatalogSearch holds by row (catalogModel.ts, modelOf).
import { z } from 'zod';
import { byteFiles, type KeptStore } from '../../../cacheFiles';
import { packSections, type SectionsOf, unpackSections } from '../../../cacheSections';
import { type Occasion, OCCASIONS } from '../../../contract/recommendations';
import type { ModelParts } from './catalogModel';

/**
 * Raise on any change to what buildCatalogModel gives (catalogModel.ts and what it uses: axes,
 * occasions, notability, gender, latentSpace, styles, the line grouping) or to this file's
 * layout: the file is found by a key of the catalog, the constants and the reviewed tables, not
 * of the code (`catalogModelFile.test.ts` pins the model of its fixture).
 */
export const MODEL_REVISION = 1;

const headerSchema = z.object({
  rows: z.number().int().nonnegative(),
  features: z.array(z.string()),
  axisScale: z.array(z.number()).length(6),
  occasionLists: z.array(z.array(z.enum(OCCASIONS))),
  brandKeys: z.array(z.string()),
  noteFrequency: z.array(z.tuple([z.string(), z.number().int().nonnegative()])),
  latentDimensions: z.number().int().nonnegative(),
  latentDirections: z.number().int().nonnegative(),
  styleLabels: z.array(z.string()),
});

/** The arrays in file order with their element type. */
const SECTIONS = {
  idf: Float32Array,
  rowStart: Int32Array,
  rowFeature: Int32Array,
  rowWeight: Float32Array,
  latentRows: Float32Array,
  latentTermIndex: Int32Array,
  latentBasis: Float64Array,
  rawAxes: Float32Array,
  /** Per row, its list in the header's occasionLists. */
  occasionOf: Uint16Array,
  occasionBits: Uint8Array,
  niche: Uint8Array,
  prior: Float32Array,
  byPrior: Int32Array,
  nicheByPrior: Int32Array,
  nicheBefore: Int32Array,
  /** Per row, its brand in the header's brandKeys. */
  brandOf: Int32Array,
  lineOf: Int32Array,
  gender: Float32Array,
  styleCentroids: Float32Array,
  styleStart: Int32Array,
  styleIds: Int16Array,
} as const;

/** Each distinct value once, in order of first appearance, and every item's number. */
function numbered<T>(items: readonly T[], keyOf: (item: T) => string) {
  const numberOf = new Map<string, number>();
  const distinct: T[] = [];
  const of = Int32Array.from(items, (item) => {
    const key = keyOf(item);
    let n = numberOf.get(key);
    if (n === undefined) {
      n = distinct.length;
      numberOf.set(key, n);
      distinct.push(item);
    }
    return n;
  });
  return { distinct, of };
}

function encode(model: ModelParts): Uint8Array[] {
  const occasions = numbered(model.occasions, (list) => list.join('|'));
  const brands = numbered(model.brandKey, (key) => key);
  const header: z.infer<typeof headerSchema> = {
    rows: model.lineOf.length,
    features: [...model.features],
    axisScale: [...model.axisScale],
    occasionLists: occasions.distinct.map((list) => [...list]),
    brandKeys: brands.distinct,
    noteFrequency: [...model.noteFrequency],
    latentDimensions: model.latent.dimensions,
    latentDirections: model.latent.directions,
    styleLabels: [...model.styles.labels],
  };
  const sections: SectionsOf<typeof SECTIONS> = {
    idf: model.idf,
    rowStart: model.rowStart,
    rowFeature: model.rowFeature,
    rowWeight: model.rowWeight,
    latentRows: model.latent.rows,
    latentTermIndex: model.latent.termIndex,
    latentBasis: model.latent.basis,
    rawAxes: model.rawAxes,
    occasionOf: Uint16Array.from(occasions.of),
    occasionBits: model.occasionBits,
    niche: model.niche,
    prior: model.prior,
    byPrior: model.byPrior,
    nicheByPrior: model.nicheByPrior,
    nicheBefore: model.nicheBefore,
    brandOf: brands.of,
    lineOf: model.lineOf,
    gender: model.gender,
    styleCentroids: model.styles.centroids,
    styleStart: model.styles.styleStart,
    styleIds: model.styles.styleIds,
  };
  return packSections(SECTIONS, header, sections);
}

/** Every value is a valid index below `limit`. */
const within = (values: ArrayLike<number>, limit: number) => {
  for (let i = 0; i < values.length; i++) {
    if (!(values[i]! >= 0 && values[i]! < limit)) return false;
  }
  return true;
};

/** The model's parts in `payload` for a catalog of `rows` perfumes, or undefined. */
function decode(payload: Uint8Array, rows: number): ModelParts | undefined {
  const unpacked = unpackSections(SECTIONS, headerSchema, payload);
  if (!unpacked || unpacked.header.rows !== rows) return undefined;
  const h = unpacked.header;
  const s = unpacked.sections;
  const features = h.features.length;
  const keptTerms = s.latentTermIndex.filter((term) => term >= 0).length;
  const styles = h.styleLabels.length;
  const consistent =
    s.idf.length === features &&
    s.rowStart.length === rows + 1 &&
    s.rowFeature.length === s.rowStart[rows] &&
    s.rowWeight.length === s.rowFeature.length &&
    within(s.rowFeature, features) &&
    s.latentRows.length === rows * h.latentDimensions &&
    s.latentTermIndex.length === features &&
    h.latentDirections <= h.latentDimensions &&
    s.latentBasis.length === keptTerms * h.latentDirections &&
    within(
      s.latentTermIndex.map((term) => term + 1),
      keptTerms + 1,
    ) &&
    s.rawAxes.length === rows * 6 &&
    s.occasionOf.length === rows &&
    within(s.occasionOf, h.occasionLists.length) &&
    s.occasionBits.length === rows &&
    s.niche.length === rows &&
    s.prior.length === rows &&
    s.byPrior.length === rows &&
    within(s.byPrior, rows) &&
    within(s.nicheByPrior, rows) &&
    s.nicheBefore.length === rows + 1 &&
    s.brandOf.length === rows &&
    within(s.brandOf, h.brandKeys.length) &&
    s.lineOf.length === rows &&
    within(s.lineOf, rows) &&
    s.gender.length === rows &&
    s.styleCentroids.length === styles * h.latentDimensions &&
    s.styleStart.length === rows + 1 &&
    s.styleIds.length === s.styleStart[rows] &&
    within(s.styleIds, styles);
  if (!consistent) return undefined;
  const occasionLists: readonly Occasion[][] = h.occasionLists;
  return {
    features: h.features,
    idf: s.idf,
    rowStart: s.rowStart,
    rowFeature: s.rowFeature,
    rowWeight: s.rowWeight,
    latent: {
      dimensions: h.latentDimensions,
      rows: s.latentRows,
      termIndex: s.latentTermIndex,
      basis: s.latentBasis,
      directions: h.latentDirections,
    },
    rawAxes: s.rawAxes,
    axisScale: h.axisScale,
    occasions: Array.from(s.occasionOf, (list) => occasionLists[list]!),
    occasionBits: s.occasionBits,
    niche: s.niche,
    prior: s.prior,
    byPrior: s.byPrior,
    nicheByPrior: s.nicheByPrior,
    nicheBefore: s.nicheBefore,
    brandKey: Array.from(s.brandOf, (brand) => h.brandKeys[brand]!),
    lineOf: s.lineOf,
    gender: s.gender,
    noteFrequency: new Map(h.noteFrequency),
    styles: {
      labels: h.styleLabels,
      centroids: s.styleCentroids,
      styleStart: s.styleStart,
      styleIds: s.styleIds,
    },
  };
}

/** Where the model is kept and found again under its key, read for a catalog of `rows` perfumes. */
export type CatalogModelStore = KeptStore<ModelParts, [rows: number]>;

/** The model as `model-<key>.bin` in `dir` (DATA_DIR/cache), beside the search snapshot. */
export function catalogModelFiles(dir: string): CatalogModelStore {
  const files = byteFiles(dir, 'model-', 'Empfehlungsmodell');
  return {
    read(key, rows) {
      const payload = files.read(key);
      return payload && decode(payload, rows);
    },
    write(key, model) {
      files.write(key, encode(model));
    },
  };
}
