// "Günstigere Alternative": for a perfume with a shop price, the closest well-known perfume
// that costs at least 30 % less, with the accords and notes both share as the reason. Only
// perfumes priced by a loaded shop feed take part, so without a feed there is never one;
// a perfume of a line the person already has or wishes for is never named.
import { CHEAPER_BY_AT_LEAST, type CheaperAlternative } from '../../../contract/cheaperAlternative';
import {
  CHEAPER_ALTERNATIVES_FORMAT,
  type CheaperAlternativesFile,
} from '../../../contract/cheaperAlternativesFile';
import { type CatalogModel, rowCosine } from './catalogModel';
import { matchedPerfume, type ShopLinks } from './recommendationTexts';

/**
 * Well known = among the catalog's 5 % most-voted perfumes, the evaluation's measure: an
 * alternative a salesperson would name, not an unknown clone that happens to be close.
 */
export const WELL_KNOWN_SHARE = 0.05;
/**
 * Below this TF-IDF cosine (accords and notes) two perfumes share a family but not a
 * character. Measured on the catalog: Acqua di Gio and Invictus, which share their three
 * strongest accords, 0.39; Sauvage and Bleu de Chanel, often named together but unlike on
 * the skin, 0.31; half of the best-known perfumes have a best-known neighbour above 0.53.
 * No alternative is better than a misleading one.
 */
export const MIN_SIMILARITY = 0.35;
const SHOWN_ACCORDS = 4;
const SHOWN_NOTES = 5;

export function wellKnownVotes(votes: readonly number[]): number {
  if (votes.length === 0) return 0;
  const sorted = [...votes].sort((a, b) => b - a);
  return sorted[Math.floor(sorted.length * WELL_KNOWN_SHARE)]!;
}

/** Priced perfumes ranked between two yields to the event loop while the offline file builds. */
const BUILD_SLICE = 50;

/** How many alternatives (of distinct lines) the offline file keeps per priced perfume. */
export const OFFLINE_ALTERNATIVES = 5;

/** Builds the lookup once per catalog load (the engine is rebuilt after a feed import). */
export function cheaperAlternatives(model: CatalogModel, links: ShopLinks) {
  const threshold = wellKnownVotes(model.perfumes.map((perfume) => perfume.votes));
  const candidates: number[] = [];
  model.perfumes.forEach((perfume, row) => {
    if (perfume.priceCents != null && perfume.votes >= threshold) candidates.push(row);
  });

  /**
   * The best cheaper candidate of each line outside `excludedLines`, best first (most
   * similar, then most votes, then catalog order), at most `limit` lines. The server's
   * answer is the first; the offline file keeps the first few, so the device, skipping the
   * lines the person holds, picks the same one.
   */
  const rankedLines = (row: number, excludedLines: ReadonlySet<number>, limit: number) => {
    const perfume = model.perfumes[row]!;
    const price = perfume.priceCents;
    if (price == null) return [];
    const maxPrice = price * (1 - CHEAPER_BY_AT_LEAST);
    const close: { row: number; similarity: number }[] = [];
    for (const candidate of candidates) {
      const other = model.perfumes[candidate]!;
      if (excludedLines.has(model.lineOf[candidate]!)) continue;
      if (other.currency !== perfume.currency || other.priceCents! > maxPrice) continue;
      const similarity = rowCosine(model, row, candidate);
      if (similarity > MIN_SIMILARITY) close.push({ row: candidate, similarity });
    }
    close.sort(
      (a, b) =>
        b.similarity - a.similarity ||
        model.perfumes[b.row]!.votes - model.perfumes[a.row]!.votes ||
        a.row - b.row,
    );
    const lines = new Set<number>();
    const ranked: number[] = [];
    for (const { row: candidate } of close) {
      const line = model.lineOf[candidate]!;
      if (lines.has(line)) continue;
      lines.add(line);
      ranked.push(candidate);
      if (ranked.length === limit) break;
    }
    return ranked;
  };

  const describe = (row: number, best: number): CheaperAlternative => {
    const perfume = model.perfumes[row]!;
    const price = perfume.priceCents!;
    const alternative = model.perfumes[best]!;
    const shop = matchedPerfume(alternative, links);
    const altAccords = new Set(alternative.accords.map((accord) => accord.key));
    const altNotes = new Set(alternative.notes);
    return {
      id: alternative.id,
      name: alternative.name,
      brand: alternative.brand,
      priceCents: alternative.priceCents!,
      currency: alternative.currency!,
      affiliate_link: shop.affiliate_link,
      shop: shop.shop,
      ...(shop.sizeMl ? { sizeMl: shop.sizeMl } : {}),
      savingPercent: Math.floor(100 * (1 - alternative.priceCents! / price)),
      sharedAccords: perfume.accords
        .filter((accord) => altAccords.has(accord.key))
        .slice(0, SHOWN_ACCORDS)
        .map((accord) => accord.name),
      sharedNotes: [...new Set(perfume.notes)]
        .filter((note) => altNotes.has(note))
        .slice(0, SHOWN_NOTES),
    };
  };

  const alternativeOf = (
    perfumeId: string,
    ownedIds: readonly string[] = [],
  ): CheaperAlternative | null => {
    const row = model.indexById.get(perfumeId);
    if (row === undefined) return null;
    // Another concentration or edition of the same perfume is not an alternative to it, and
    // one of a line the person holds is no news to them.
    const excludedLines = new Set([model.lineOf[row]!]);
    for (const id of ownedIds) {
      const owned = model.indexById.get(id);
      if (owned !== undefined) excludedLines.add(model.lineOf[owned]!);
    }
    const [best] = rankedLines(row, excludedLines, 1);
    return best === undefined ? null : describe(row, best);
  };

  /**
   * The offline file's content: per priced perfume its best alternatives of distinct lines,
   * each named perfume and each accord or note name written once. Built in slices of
   * BUILD_SLICE priced perfumes, yielding to the event loop between them, so requests are
   * answered while it runs (seconds with thousands of priced perfumes).
   */
  const offlineAlternatives = async (
    limit = OFFLINE_ALTERNATIVES,
  ): Promise<CheaperAlternativesFile> => {
    const file: CheaperAlternativesFile = {
      format: CHEAPER_ALTERNATIVES_FORMAT,
      perfumes: [],
      lines: {},
      names: [],
      alternatives: {},
    };
    const perfumeAt = new Map<string, number>();
    const nameAt = new Map<string, number>();
    const nameIndex = (name: string) => {
      let at = nameAt.get(name);
      if (at === undefined) {
        at = file.names.push(name) - 1;
        nameAt.set(name, at);
      }
      return at;
    };
    let priced = 0;
    for (const [row, perfume] of model.perfumes.entries()) {
      if (perfume.priceCents == null) continue;
      if (++priced % BUILD_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const ranked = rankedLines(row, new Set([model.lineOf[row]!]), limit);
      if (ranked.length === 0) continue;
      const listed = {
        at: [] as number[],
        saving: [] as number[],
        accords: [] as number[][],
        notes: [] as number[][],
      };
      for (const best of ranked) {
        const { savingPercent, sharedAccords, sharedNotes, ...named } = describe(row, best);
        let at = perfumeAt.get(named.id);
        if (at === undefined) {
          const line = model.lineOf[best]!;
          file.lines[line] ??= Array.from(model.rowsOfLine(line), (m) => model.perfumes[m]!.id);
          at = file.perfumes.push({ ...named, line }) - 1;
          perfumeAt.set(named.id, at);
        }
        listed.at.push(at);
        listed.saving.push(savingPercent);
        listed.accords.push(sharedAccords.map(nameIndex));
        listed.notes.push(sharedNotes.map(nameIndex));
      }
      file.alternatives[perfume.id] = listed;
    }
    return file;
  };

  return Object.assign(alternativeOf, { offline: offlineAlternatives });
}
