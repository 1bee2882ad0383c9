// "Günstigere Alternative": for a perfume with a shop price, the closest well-known perfume
// that costs at least 30 % less, with the accords and notes both share as the reason. Only
// perfumes priced by a loaded shop feed take part, so without a feed there is never one;
// a perfume of a line the person already has or wishes for is never named.
import { CHEAPER_BY_AT_LEAST, type CheaperAlternative } from '../../../contract/cheaperAlternative';
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

/** Builds the lookup once per catalog load (the engine is rebuilt after a feed import). */
export function cheaperAlternatives(model: CatalogModel, links: ShopLinks) {
  const threshold = wellKnownVotes(model.perfumes.map((perfume) => perfume.votes));
  const candidates: number[] = [];
  model.perfumes.forEach((perfume, row) => {
    if (perfume.priceCents != null && perfume.votes >= threshold) candidates.push(row);
  });

  return (perfumeId: string, ownedIds: readonly string[] = []): CheaperAlternative | null => {
    const row = model.indexById.get(perfumeId);
    if (row === undefined) return null;
    // Another concentration or edition of the same perfume is not an alternative to it, and
    // one of a line the person holds is no news to them.
    const excludedLines = new Set([model.lineOf[row]!]);
    for (const id of ownedIds) {
      const owned = model.indexById.get(id);
      if (owned !== undefined) excludedLines.add(model.lineOf[owned]!);
    }
    const perfume = model.perfumes[row]!;
    const price = perfume.priceCents;
    if (price == null) return null;
    const maxPrice = price * (1 - CHEAPER_BY_AT_LEAST);
    let best = -1;
    let bestSimilarity = MIN_SIMILARITY;
    for (const candidate of candidates) {
      const other = model.perfumes[candidate]!;
      if (excludedLines.has(model.lineOf[candidate]!)) continue;
      if (other.currency !== perfume.currency || other.priceCents! > maxPrice) continue;
      const similarity = rowCosine(model, row, candidate);
      const better =
        similarity > bestSimilarity ||
        (similarity === bestSimilarity && best >= 0 && other.votes > model.perfumes[best]!.votes);
      if (better) {
        best = candidate;
        bestSimilarity = similarity;
      }
    }
    if (best < 0) return null;
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
}
