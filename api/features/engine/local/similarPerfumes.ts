// "Ähnliche Düfte": for one catalog perfume, the closest perfumes among the better-known part
// of the catalog by the TF-IDF cosine of accords and notes (the cheaper alternative's
// measure), one per line, none of the perfume's own line. Answers are kept per id: the
// scan costs a few milliseconds and a perfume's page is opened again and again.
import { SIMILAR_PERFUMES_LIMIT } from '../../../contract/similarPerfumes';
import type { Perfume } from '../../../contract/perfume';
import { type CatalogModel, rowCosine } from './catalogModel';
import { MIN_SIMILARITY } from './cheaperAlternative';

/** Candidates are the catalog's most-voted fifth: names people know, not obscure clones. */
export const SIMILAR_CANDIDATE_SHARE = 0.2;
const CACHE_LIMIT = 2000;

export function similarPerfumes(model: CatalogModel) {
  const sortedVotes = model.perfumes.map((perfume) => perfume.votes).sort((a, b) => b - a);
  const threshold = sortedVotes[Math.floor(sortedVotes.length * SIMILAR_CANDIDATE_SHARE)] ?? 0;
  const candidates: number[] = [];
  model.perfumes.forEach((perfume, row) => {
    if (perfume.votes >= threshold) candidates.push(row);
  });
  const cache = new Map<string, Perfume[]>();

  const compute = (row: number): Perfume[] => {
    const ownLine = model.lineOf[row]!;
    const bestPerLine = new Map<number, { row: number; similarity: number }>();
    for (const candidate of candidates) {
      const line = model.lineOf[candidate]!;
      if (candidate === row || line === ownLine) continue;
      const similarity = rowCosine(model, row, candidate);
      if (similarity < MIN_SIMILARITY) continue;
      const known = bestPerLine.get(line);
      if (!known || similarity > known.similarity)
        bestPerLine.set(line, { row: candidate, similarity });
    }
    return [...bestPerLine.values()]
      .sort(
        (a, b) =>
          b.similarity - a.similarity ||
          model.perfumes[b.row]!.votes - model.perfumes[a.row]!.votes,
      )
      .slice(0, SIMILAR_PERFUMES_LIMIT)
      .map(({ row: found }) => {
        const perfume = model.perfumes[found]!;
        return {
          ...perfume,
          priceCents: perfume.priceCents ?? null,
          currency: perfume.currency ?? null,
          image: perfume.image ?? null,
          affiliate_link: perfume.affiliate_link ?? null,
          shop: perfume.shop ?? null,
        };
      });
  };

  return (perfumeId: string): Perfume[] | null => {
    const row = model.indexById.get(perfumeId);
    if (row === undefined) return null;
    let found = cache.get(perfumeId);
    if (!found) {
      found = compute(row);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(perfumeId, found);
    }
    return found;
  };
}
