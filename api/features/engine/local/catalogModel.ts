// Everything the local engine precomputes once per catalog: TF-IDF vectors over accords
// (position-weighted) and notes in one compressed sparse row layout, the same rows in a
// latent scent space, Duft-DNA axes and occasions per perfume, notability, lines for
// variants, the style references, and a search index for names. Built once per catalog, or
// read back from DATA_DIR/cache at a later start (catalogModelFile.ts).
import { createHash } from 'node:crypto';
import { brandAbbreviations } from '../../../catalog/brandCorrections';
import {
  coincidentalEndings,
  collectionPrefixes,
  groupLines,
  NAMED_AFTER_MAX_HOUSES,
  separateLines,
} from '../../../catalog/perfumeLines';
import { STYLE_REFERENCES } from '../../../catalog/styleReferences';
import type { CatalogRecord, Perfume } from '../../../contract/perfume';
import { OCCASIONS, type Occasion } from '../../../contract/recommendations';
import { tokenize } from '../../../contract/search/normalize';
import { SearchIndex } from '../../../contract/search/searchIndex';
import { accordPositionWeight, perfumeAxes } from './axes';
import { genderLeaning } from './gender';
import { MODEL_REVISION, type CatalogModelStore } from './catalogModelFile';
import type { LatentBasisStore, LineNumberStore } from './latentCache';
import {
  buildLatentSpace,
  LATENT_DIMENSIONS,
  LATENT_ITERATIONS,
  LATENT_MIN_PERFUMES,
  LATENT_REVISION,
  type LatentParts,
  type LatentSpace,
  latentSpaceOf,
} from './latentSpace';
import {
  notabilityPrior,
  RATING_EXPONENT,
  RATING_PRIOR_VOTES,
  SHOP_BONUS,
  VOTES_EXPONENT,
} from './notability';
import { occasionsFor } from './occasions';
import { buildStyleModel, type StyleModel } from './styles';

/** A catalog record, with shop fields when the server's catalog holds them. */
export type EnginePerfume = CatalogRecord &
  Partial<
    Pick<Perfume, 'priceCents' | 'currency' | 'image' | 'affiliate_link' | 'shop' | 'sizeMl'>
  >;

/** Term weight of a note relative to the strongest accord (accords carry the character). */
export const NOTE_TERM_WEIGHT = 0.5;
/** Notes counted per perfume for the Duft-DNA and top notes (spec 001 §9). */
export const COUNTED_NOTES_PER_PERFUME = 4;
/** A perfume's axes reach 100 at this quantile of the catalog's values on that axis. */
const AXIS_SCALE_QUANTILE = 0.95;

export interface CatalogModel {
  readonly perfumes: readonly EnginePerfume[];
  readonly indexById: ReadonlyMap<string, number>;
  readonly search: SearchIndex;
  /** Feature names: "a:<accord key>" or "n:<note>". */
  readonly features: readonly string[];
  readonly featureIds: ReadonlyMap<string, number>;
  /** Smoothed inverse document frequency per feature. */
  readonly idf: Float32Array;
  /** CSR rows of L2-normalised TF-IDF vectors: row i spans rowStart[i]..rowStart[i+1]. */
  readonly rowStart: Int32Array;
  readonly rowFeature: Int32Array;
  readonly rowWeight: Float32Array;
  /** The same rows in the latent scent space (see latentSpace.ts). */
  readonly latent: LatentSpace;
  /** Raw axes (0–1), six per perfume, and the per-axis value that maps to 100. */
  readonly rawAxes: Float32Array;
  readonly axisScale: readonly number[];
  /** Occasions per perfume (equal lists are one shared array: do not change them). */
  readonly occasions: readonly (readonly Occasion[])[];
  /** Occasions as bits (1 << index in OCCASIONS) and niche flags, for the scoring loop. */
  readonly occasionBits: Uint8Array;
  readonly niche: Uint8Array;
  /** How well known each perfume is, a factor on its score (see notability.ts). */
  readonly prior: Float32Array;
  /** Rows by descending prior (ties by row), so scoring can stop where no pick can follow. */
  readonly byPrior: Int32Array;
  /** The niche rows of byPrior, in its order. */
  readonly nicheByPrior: Int32Array;
  /** How many niche rows byPrior holds before position i (length rows + 1). */
  readonly nicheBefore: Int32Array;
  /** Folded brand per perfume (one string per brand), for variant detection and the evaluation. */
  readonly brandKey: readonly string[];
  /** Folded name tokens of a perfume, computed when asked (kept per perfume they cost 20 MB). */
  nameTokensOf(row: number): string[];
  /** Rows per folded brand, for duplicate and variant detection. */
  readonly rowsByBrand: ReadonlyMap<string, readonly number[]>;
  /** Line number per row (a perfume with its flankers and editions, see perfumeLines). */
  readonly lineOf: Int32Array;
  /** Rows of a line, ascending (a view into one shared array: do not change it). */
  rowsOfLine(line: number): Int32Array;
  /** -1 (worn by women) … +1 (worn by men), see gender.ts. */
  readonly gender: Float32Array;
  /** How many perfumes list each note (German name). */
  readonly noteFrequency: ReadonlyMap<string, number>;
  /** The reviewed style references as rows and places in the latent space (styles.ts). */
  readonly styles: StyleModel;
}

/**
 * Up to four notes that represent the perfume: the first-listed note of each layer in
 * turn (top, heart, base, top, …) when the pyramid is known, else the first four listed.
 */
export function countedNotesOf(perfume: Pick<CatalogRecord, 'notes' | 'pyramid'>): string[] {
  const pyramid = perfume.pyramid;
  if (!pyramid) return [...new Set(perfume.notes)].slice(0, COUNTED_NOTES_PER_PERFUME);
  const layers = [pyramid.top, pyramid.heart, pyramid.base];
  const picked: string[] = [];
  const longest = Math.max(...layers.map((layer) => layer.length));
  for (let i = 0; i < longest && picked.length < COUNTED_NOTES_PER_PERFUME; i++) {
    for (const layer of layers) {
      const note = layer[i];
      if (note !== undefined && !picked.includes(note)) picked.push(note);
      if (picked.length === COUNTED_NOTES_PER_PERFUME) break;
    }
  }
  return picked;
}

export function scaleAxes(raw: ArrayLike<number>, scale: readonly number[]): number[] {
  return scale.map((s, i) => Math.round(Math.min(100, (100 * raw[i]!) / s)));
}

/** Structures the server already holds for the same perfumes array, shared instead of rebuilt. */
export interface SharedStructures {
  /** A SearchIndex built over exactly these perfumes (e.g. CatalogSearch's). */
  search?: SearchIndex | undefined;
  /** Row of each perfume in exactly this array (e.g. CatalogSearch's). */
  indexById?: ReadonlyMap<string, number> | undefined;
  /**
   * `catalogDigest()` of exactly this array (e.g. CatalogSearch's, from the JSON it holds), so
   * the engine's version and the stored line numbers neither serialise nor hash it again.
   */
  catalogDigest?: string | undefined;
  /** Where the latent space's basis is kept between starts (latentCache.ts). */
  latentStore?: LatentBasisStore | undefined;
  /** Where the perfumes' line numbers are kept between starts; used with `catalogDigest`. */
  lineStore?: LineNumberStore | undefined;
  /** Where the whole model is kept between starts (catalogModelFile.ts); used with `catalogDigest`. */
  modelStore?: CatalogModelStore | undefined;
}

/**
 * What a model holds of its own: everything but the perfumes, what it shares with the server
 * and what is quickly derived again (catalogModelFile.ts keeps exactly this between starts).
 */
export type ModelParts = Omit<
  CatalogModel,
  | 'perfumes'
  | 'indexById'
  | 'search'
  | 'featureIds'
  | 'nameTokensOf'
  | 'rowsByBrand'
  | 'rowsOfLine'
  | 'latent'
> & { readonly latent: LatentParts };

/**
 * The model of the catalog this server built before, read back from `shared.modelStore` (its
 * build took 2.5 s of every later start on today's catalog), else built and stored.
 */
export function buildCatalogModel(
  perfumes: readonly EnginePerfume[],
  shared: SharedStructures = {},
): CatalogModel {
  const { catalogDigest: digest, modelStore } = shared;
  const key = digest && modelStore ? modelKey(perfumes.length, digest) : undefined;
  const stored = key === undefined ? undefined : modelStore?.read(key, perfumes.length);
  if (stored) return modelOf(perfumes, stored, shared, true);
  const parts = buildParts(perfumes, shared);
  if (key !== undefined) modelStore?.write(key, parts.model);
  return modelOf(perfumes, parts.model, shared, parts.reused);
}

/**
 * The reviewed tables the model reads besides the catalog (lines, styles); a niche house
 * reaches the model through the perfumes' isNiche, so through the catalog's digest.
 */
function reviewedTables(): string {
  return JSON.stringify([
    [...separateLines],
    [...coincidentalEndings],
    collectionPrefixes,
    NAMED_AFTER_MAX_HOUSES,
    brandAbbreviations,
    STYLE_REFERENCES,
  ]);
}

/**
 * Everything the model depends on: the catalog (every field of every perfume), the code's
 * revisions, the tuning constants and the reviewed tables.
 */
function modelKey(count: number, digest: string): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        MODEL_REVISION,
        LINES_REVISION,
        LATENT_REVISION,
        count,
        digest,
        [NOTE_TERM_WEIGHT, COUNTED_NOTES_PER_PERFUME, AXIS_SCALE_QUANTILE],
        [LATENT_DIMENSIONS, LATENT_ITERATIONS, LATENT_MIN_PERFUMES],
        [VOTES_EXPONENT, RATING_EXPONENT, RATING_PRIOR_VOTES, SHOP_BONUS],
      ]),
    )
    .update(reviewedTables())
    .digest('hex')
    .slice(0, 32);
}

/** The model of the perfumes and its parts, built or read back; derives what is not kept. */
function modelOf(
  perfumes: readonly EnginePerfume[],
  parts: ModelParts,
  shared: SharedStructures,
  reused: boolean,
): CatalogModel {
  const rowsByBrand = new Map<string, number[]>();
  parts.brandKey.forEach((key, row) => {
    const rows = rowsByBrand.get(key);
    if (rows) rows.push(row);
    else rowsByBrand.set(key, [row]);
  });
  let lines = 0;
  for (const line of parts.lineOf) if (line >= lines) lines = line + 1;
  return {
    ...parts,
    perfumes,
    indexById: shared.indexById ?? new Map(perfumes.map((perfume, i) => [perfume.id, i])),
    search: shared.search ?? new SearchIndex(perfumes),
    featureIds: new Map(parts.features.map((feature, id) => [feature, id])),
    latent: latentSpaceOf(parts.latent, reused),
    nameTokensOf: nameTokensReader(perfumes),
    rowsByBrand,
    rowsOfLine: lineMembers(parts.lineOf, lines),
  };
}

/** The parts computed from the perfumes, and whether the latent basis was read from its store. */
function buildParts(
  perfumes: readonly EnginePerfume[],
  shared: SharedStructures,
): { model: ModelParts; reused: boolean } {
  const count = perfumes.length;
  const featureIds = new Map<string, number>();
  const features: string[] = [];
  const documentFrequency: number[] = [];
  const termsPerPerfume: [number, number][][] = [];
  const featureFor = (name: string): number => {
    let id = featureIds.get(name);
    if (id === undefined) {
      id = features.length;
      featureIds.set(name, id);
      features.push(name);
      documentFrequency.push(0);
    }
    return id;
  };
  const noteFrequency = new Map<string, number>();
  for (const perfume of perfumes) {
    const terms = new Map<number, number>();
    perfume.accords.forEach((accord, position) => {
      const id = featureFor(`a:${accord.key}`);
      terms.set(id, Math.max(terms.get(id) ?? 0, accordPositionWeight(position)));
    });
    for (const note of new Set(perfume.notes)) {
      terms.set(featureFor(`n:${note}`), NOTE_TERM_WEIGHT);
      noteFrequency.set(note, (noteFrequency.get(note) ?? 0) + 1);
    }
    for (const id of terms.keys()) documentFrequency[id]!++;
    termsPerPerfume.push([...terms]);
  }
  const idf = documentFrequency.map((df) => Math.log((count + 1) / (df + 1)) + 1);

  const rowStart = new Int32Array(count + 1);
  const totalTerms = termsPerPerfume.reduce((sum, terms) => sum + terms.length, 0);
  const rowFeature = new Int32Array(totalTerms);
  const rowWeight = new Float32Array(totalTerms);
  let cursor = 0;
  termsPerPerfume.forEach((terms, i) => {
    rowStart[i] = cursor;
    let norm = 0;
    for (const [id, tf] of terms) norm += (tf * idf[id]!) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (const [id, tf] of terms) {
      rowFeature[cursor] = id;
      rowWeight[cursor] = (tf * idf[id]!) / norm;
      cursor++;
    }
  });
  rowStart[count] = cursor;

  const rawAxes = new Float32Array(count * 6);
  perfumes.forEach((perfume, i) => {
    const axes = perfumeAxes(
      perfume.accords.map((accord) => accord.key),
      countedNotesOf(perfume),
    );
    rawAxes.set(axes, i * 6);
  });
  const axisScale = [0, 1, 2, 3, 4, 5].map((axis) => {
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      const value = rawAxes[i * 6 + axis]!;
      if (value > 0) values.push(value);
    }
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length * AXIS_SCALE_QUANTILE)] ?? 1;
  });
  // About a hundred distinct lists over all perfumes: each is kept once.
  const occasionLists = new Map<string, readonly Occasion[]>();
  const shareOccasions = (list: readonly Occasion[]) => {
    const key = list.join('|');
    const known = occasionLists.get(key);
    if (known) return known;
    occasionLists.set(key, list);
    return list;
  };
  const occasions = perfumes.map((perfume, i) =>
    shareOccasions(
      occasionsFor({
        axes: scaleAxes(rawAxes.subarray(i * 6, i * 6 + 6), axisScale),
        sillage: perfume.sillage && perfume.sillage.votes > 0 ? perfume.sillage.score : null,
        accordKeys: perfume.accords.map((accord) => accord.key),
        seasons: perfume.seasons ?? null,
        daytime: perfume.daytime ?? null,
      }),
    ),
  );

  const brandKeys = new Map<string, string>();
  const brandKey = perfumes.map((perfume) => {
    const key = tokenize(perfume.brand).join(' ');
    const known = brandKeys.get(key);
    if (known !== undefined) return known;
    brandKeys.set(key, key);
    return key;
  });
  const { lineOf } = storedLines(perfumes, shared);

  const nameTokens = perfumes.map((perfume) => tokenize(perfume.name));
  const prior = notabilityPrior(perfumes);
  const byPrior = rowsByPrior(prior);
  const niche = Uint8Array.from(perfumes, (perfume) => (perfume.isNiche ? 1 : 0));
  const latent = buildLatentSpace(
    { rowStart, rowFeature, rowWeight, features },
    LATENT_DIMENSIONS,
    LATENT_ITERATIONS,
    shared.latentStore,
  );
  const model: ModelParts = {
    features,
    idf: Float32Array.from(idf),
    rowStart,
    rowFeature,
    rowWeight,
    latent,
    rawAxes,
    axisScale,
    occasions,
    occasionBits: Uint8Array.from(occasions, (list) =>
      list.reduce((bits, occasion) => bits | (1 << OCCASIONS.indexOf(occasion)), 0),
    ),
    niche,
    prior,
    ...nicheOrder(byPrior, niche),
    brandKey,
    lineOf,
    gender: genderLeaning({
      nameTokens,
      known: perfumes.map((perfume) => perfume.gender),
      accordKeys: perfumes.map((perfume) => perfume.accords.map((accord) => accord.key)),
      notes: perfumes.map((perfume) => perfume.notes),
    }),
    noteFrequency,
    styles: buildStyleModel(perfumes, latent),
  };
  return { model, reused: latent.reused };
}

// The two helpers below live outside buildParts on purpose: a closure the model keeps
// (nameTokensOf) would otherwise hold the builder's whole scope, and with it the build's
// temporary maps (the line keys alone were ~7 MB of a server's heap).

/** Folded name tokens of a row's perfume, computed when asked. */
function nameTokensReader(perfumes: readonly EnginePerfume[]): (row: number) => string[] {
  return (row) => tokenize(perfumes[row]!.name);
}

/**
 * Raise when groupLines or numberLines change what they give, so that no line numbers stored
 * by the old code are read (`catalogModel.test.ts` pins the grouping of its fixture).
 */
export const LINES_REVISION = 1;

/**
 * SHA-256 (hex) of every perfume's JSON in order with nothing between: any change to any field
 * of any perfume changes it. CatalogSearch.digestOf() gives the same from the bytes it holds.
 */
export function catalogDigest(perfumes: readonly EnginePerfume[]): string {
  const hash = createHash('sha256');
  for (const perfume of perfumes) hash.update(JSON.stringify(perfume));
  return hash.digest('hex');
}

/**
 * The line numbers of the catalog this server built before, read back (grouping today's
 * 84,000 names took 1–6 s of every start), else computed and stored. The key is the catalog's
 * digest, every field of every perfume, so any change to a name, brand or year regroups.
 */
function storedLines(
  perfumes: readonly EnginePerfume[],
  { catalogDigest: digest, lineStore }: SharedStructures,
): { lineOf: Int32Array; lines: number } {
  if (!digest || !lineStore) return numberLines(perfumes);
  const key = createHash('sha256')
    .update(JSON.stringify([LINES_REVISION, perfumes.length, digest]))
    .update(reviewedTables())
    .digest('hex')
    .slice(0, 32);
  const stored = lineStore.read(key, perfumes.length);
  const lines = stored && linesIfNumbered(stored);
  if (stored && lines !== undefined) return { lineOf: stored, lines };
  const computed = numberLines(perfumes);
  lineStore.write(key, computed.lineOf);
  return computed;
}

/** How many lines, when every number is at most one above all before it (first appearance). */
function linesIfNumbered(lineOf: Int32Array): number | undefined {
  let lines = 0;
  for (const line of lineOf) {
    if (line < 0 || line > lines) return undefined;
    if (line === lines) lines++;
  }
  return lines;
}

/** Line number per row, numbered in order of first appearance, and how many lines there are. */
function numberLines(perfumes: readonly EnginePerfume[]): { lineOf: Int32Array; lines: number } {
  const lineNumbers = new Map<string, number>();
  const lineOf = Int32Array.from(groupLines(perfumes), (key) => {
    let line = lineNumbers.get(key);
    if (line === undefined) {
      line = lineNumbers.size;
      lineNumbers.set(key, line);
    }
    return line;
  });
  return { lineOf, lines: lineNumbers.size };
}

/** Cosine of two catalog perfumes (rows are L2-normalised). */
export function rowCosine(model: CatalogModel, a: number, b: number): number {
  let i = model.rowStart[a]!;
  const endA = model.rowStart[a + 1]!;
  const startB = model.rowStart[b]!;
  const endB = model.rowStart[b + 1]!;
  let sum = 0;
  for (; i < endA; i++) {
    const feature = model.rowFeature[i]!;
    for (let j = startB; j < endB; j++) {
      if (model.rowFeature[j] === feature) {
        sum += model.rowWeight[i]! * model.rowWeight[j]!;
        break;
      }
    }
  }
  return sum;
}

/**
 * Rows per line in one array, grouped by line and ascending within it (as the rows were
 * pushed one by one before), with the start of each line's group.
 */
function lineMembers(lineOf: Int32Array, lines: number): (line: number) => Int32Array {
  const start = new Int32Array(lines + 1);
  for (const line of lineOf) start[line + 1]!++;
  for (let line = 0; line < lines; line++) start[line + 1]! += start[line]!;
  const members = new Int32Array(lineOf.length);
  const filled = start.slice(0, lines);
  lineOf.forEach((line, row) => (members[filled[line]!++] = row));
  return (line) => members.subarray(start[line], start[line + 1]);
}

export function rowsByPrior(prior: Float32Array): Int32Array {
  return Int32Array.from(prior.keys()).sort((a, b) => prior[b]! - prior[a]! || a - b);
}

/** byPrior's niche rows in its order, and how many come before each of its positions. */
function nicheOrder(
  byPrior: Int32Array,
  niche: Uint8Array,
): Pick<CatalogModel, 'byPrior' | 'nicheByPrior' | 'nicheBefore'> {
  const nicheBefore = new Int32Array(byPrior.length + 1);
  byPrior.forEach((row, i) => (nicheBefore[i + 1] = nicheBefore[i]! + niche[row]!));
  return {
    byPrior,
    nicheByPrior: byPrior.filter((row) => niche[row] === 1),
    nicheBefore,
  };
}
