// The profile of a user's list: the mean TF-IDF vector (for similarity), the mean Duft-DNA
// axes, accords and counted notes ranked by weighted frequency, and the seed that varies
// the texts. Built from catalog rows plus unknown perfumes that carry their own notes.
import type { SpiderWeb } from '../../../contract/analysis';
import { accordPositionWeight, perfumeAxes } from './axes';
import {
  type CatalogModel,
  COUNTED_NOTES_PER_PERFUME,
  type EnginePerfume,
  NOTE_TERM_WEIGHT,
  scaleAxes,
} from './catalogModel';
import type { CustomPerfume, ResolvedInput } from './resolveInput';
import { hashSeed } from './seededText';

export interface RankedTerm {
  /** Accord key or note name. */
  key: string;
  /** German display name. */
  name: string;
  /** Sum of weights over the list. */
  weight: number;
  /** How many perfumes of the list have it. */
  count: number;
}

export interface ListProfile {
  rows: readonly number[];
  custom: readonly CustomPerfume[];
  /** Perfumes that carry any scent data (catalog rows plus custom ones with notes). */
  size: number;
  /** Dense, L2-normalised; all zeros when nothing is known. */
  vector: Float32Array;
  /** The vector in the latent scent space (latentSpace.ts). */
  latent: Float32Array;
  spiderWeb: SpiderWeb;
  accords: RankedTerm[];
  /** Counted notes (at most four per perfume), by weighted frequency. */
  countedNotes: RankedTerm[];
  /** Every note of the list with its count, for naming shared notes. */
  allNotes: ReadonlyMap<string, number>;
  seed: number;
}

export function buildListProfile(model: CatalogModel, input: ResolvedInput): ListProfile {
  const vector = new Float32Array(model.features.length);
  const axisSums = [0, 0, 0, 0, 0, 0];
  const accords = new Map<string, RankedTerm>();
  const counted = new Map<string, RankedTerm>();
  const allNotes = new Map<string, number>();
  let size = 0;
  // The mean of the perfumes' latent rows: each perfume's character counts once.
  const latent = new Float32Array(model.latent.dimensions);
  const addLatent = (values: Float32Array, offset: number) => {
    for (let c = 0; c < latent.length; c++) latent[c]! += values[offset + c]!;
  };

  const countNote = (note: string) => {
    const term = counted.get(note) ?? { key: note, name: note, weight: 0, count: 0 };
    term.weight += 1;
    term.count += 1;
    counted.set(note, term);
  };

  for (const row of input.rows) {
    const perfume = model.perfumes[row]!;
    const start = model.rowStart[row]!;
    const end = model.rowStart[row + 1]!;
    if (end > start) size++;
    for (let i = start; i < end; i++) vector[model.rowFeature[i]!]! += model.rowWeight[i]!;
    addLatent(model.latent.rows, row * latent.length);
    for (let axis = 0; axis < 6; axis++) axisSums[axis]! += model.rawAxes[row * 6 + axis]!;
    perfume.accords.forEach((accord, position) => {
      const term = accords.get(accord.key) ?? {
        key: accord.key,
        name: accord.name,
        weight: 0,
        count: 0,
      };
      term.weight += accordPositionWeight(position);
      term.count += 1;
      accords.set(accord.key, term);
    });
    for (const note of new Set(perfume.notes)) allNotes.set(note, (allNotes.get(note) ?? 0) + 1);
  }

  // Top notes: each perfume counts its four notes most shared with the rest of the list,
  // ties in its pyramid order (top, heart, base in turn), so shared notes rise to the top.
  const customNotes = input.custom.map((perfume) => [...new Set(perfume.notes)]);
  for (const notes of customNotes) {
    for (const note of notes) allNotes.set(note, (allNotes.get(note) ?? 0) + 1);
  }
  for (const row of input.rows) {
    for (const note of mostShared(representativeOrder(model.perfumes[row]!), allNotes)) {
      countNote(note);
    }
  }
  for (const notes of customNotes) for (const note of mostShared(notes, allNotes)) countNote(note);

  for (const notes of customNotes) {
    if (notes.length === 0) continue;
    size++;
    const known = notes
      .map((note) => model.featureIds.get(`n:${note}`))
      .filter((id): id is number => id !== undefined);
    const norm = Math.sqrt(
      known.reduce((sum, id) => sum + (NOTE_TERM_WEIGHT * model.idf[id]!) ** 2, 0),
    );
    const own = new Float32Array(model.features.length);
    for (const id of known) own[id] = (NOTE_TERM_WEIGHT * model.idf[id]!) / (norm || 1);
    for (const id of known) vector[id]! += own[id]!;
    addLatent(model.latent.project(own), 0);
    perfumeAxes([], notes.slice(0, COUNTED_NOTES_PER_PERFUME)).forEach(
      (value, axis) => (axisSums[axis]! += value),
    );
  }

  normalise(vector);
  normalise(latent);

  const meanAxes = axisSums.map((sum) => (size > 0 ? sum / size : 0));
  const scaled = scaleAxes(meanAxes, model.axisScale);
  const spiderWeb: SpiderWeb = {
    sportlich: scaled[0]!,
    sinnlich: scaled[1]!,
    elegant: scaled[2]!,
    frisch: scaled[3]!,
    orientalisch: scaled[4]!,
    holzig: scaled[5]!,
  };

  const byWeight = (a: RankedTerm, b: RankedTerm) =>
    b.weight - a.weight || b.count - a.count || a.name.localeCompare(b.name, 'de');
  // Equal counts: the note found in more of the list's perfumes, then the more familiar one.
  const notesByWeight = (a: RankedTerm, b: RankedTerm) =>
    b.weight - a.weight ||
    allNotes.get(b.key)! - allNotes.get(a.key)! ||
    (model.noteFrequency.get(b.key) ?? 0) - (model.noteFrequency.get(a.key) ?? 0) ||
    a.name.localeCompare(b.name, 'de');

  const seedParts = [
    ...input.rows.map((row) => model.perfumes[row]!.id).sort(),
    ...[...input.unknown].sort(),
  ];
  return {
    rows: input.rows,
    custom: input.custom,
    size,
    vector,
    latent,
    spiderWeb,
    accords: [...accords.values()].sort(byWeight),
    countedNotes: [...counted.values()].sort(notesByWeight),
    allNotes,
    seed: hashSeed(seedParts),
  };
}

/** All notes of a perfume in representative order: top, heart, base in turn, then the rest. */
function representativeOrder(perfume: EnginePerfume): string[] {
  const pyramid = perfume.pyramid;
  if (!pyramid) return [...new Set(perfume.notes)];
  const ordered: string[] = [];
  const layers = [pyramid.top, pyramid.heart, pyramid.base];
  const longest = Math.max(...layers.map((layer) => layer.length));
  for (let i = 0; i < longest; i++) {
    for (const layer of layers) if (layer[i] !== undefined) ordered.push(layer[i]!);
  }
  return [...new Set([...ordered, ...perfume.notes])];
}

/** The perfume's COUNTED_NOTES_PER_PERFUME notes found in most perfumes of the list. */
function mostShared(notes: readonly string[], listCounts: ReadonlyMap<string, number>): string[] {
  return notes
    .map((note, position) => ({ note, position, shared: listCounts.get(note) ?? 0 }))
    .sort((a, b) => b.shared - a.shared || a.position - b.position)
    .slice(0, COUNTED_NOTES_PER_PERFUME)
    .map((entry) => entry.note);
}

function normalise(values: Float32Array): void {
  let norm = 0;
  for (let i = 0; i < values.length; i++) norm += values[i]! ** 2;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < values.length; i++) values[i]! /= norm;
}
