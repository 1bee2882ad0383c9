// How well known a perfume is, as one factor per catalog row that multiplies its similarity
// score: the picks a perfumery salesperson would name are the ones many people wear. The
// weights were calibrated on the expert lists (npm run eval:recommendations); the README's
// "Scent engine" section has the figures behind them.
import type { EnginePerfume } from './catalogModel';

/**
 * score = similarity × popularity^VOTES_EXPONENT × shop bonus, popularity = log(2 + votes) /
 * log(2 + most votes) (never 0, so a catalog without votes still gets picks). At exponent 0
 * similarity alone picks near-clones with a handful of votes (8 % of picks among the
 * catalog's best-known 5 %, no expert list with 3 good picks); at 1 already 96 % are well
 * known. On half A of the expert lists 2 and 2.5 give the most hits; 2.5–4 lose on the
 * held-out half B (43.8 % at 2, 18.8–31.3 % above), so 2 stays. The niche section ranks
 * niche houses by the same factor, so it shows the niche perfumes niche lovers know. Tested
 * and left out: the house's total votes as a second factor (fewer expert hits) and the
 * launch year (more hits on half A, fewer on half B: the lists name classics as often as
 * new launches).
 */
export const VOTES_EXPONENT = 2;
/** Perfumes with a shop price from a loaded feed can be bought right away. */
export const SHOP_BONUS = 0.1;

export function notabilityPrior(
  perfumes: readonly EnginePerfume[],
  votesExponent = VOTES_EXPONENT,
): Float32Array {
  const maxVotes = perfumes.reduce((max, perfume) => Math.max(max, perfume.votes), 0);
  return Float32Array.from(perfumes, (perfume) => {
    const popularity = Math.log(2 + perfume.votes) / Math.log(2 + maxVotes);
    const shop = perfume.priceCents != null ? 1 + SHOP_BONUS : 1;
    return popularity ** votesExponent * shop;
  });
}
