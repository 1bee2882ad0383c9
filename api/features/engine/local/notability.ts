// How well known a perfume is, as one factor per catalog row that multiplies its similarity
// score: the picks a perfumery salesperson would name are the ones many people wear (votes) and
// like (rating, where the catalog has it). The
// weights were calibrated on the expert lists (npm run eval:recommendations);
// docs/recommendation-engine.md has the figures behind them.
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
/**
 * The community's rating (1–5, where the catalog has it with its vote count) as a factor
 * (rated / mean)^RATING_EXPONENT, `rated` shrunk toward the catalog's mean rating by
 * RATING_PRIOR_VOTES votes (a rating of a dozen votes says little), `mean` weighted by votes.
 * A perfume without a counted rating keeps factor 1. Chosen on half A of the expert lists with
 * half B as veto (2026-11-28, catalog up to 2026): 0.25 keeps A at 12 of 16 lists with 74 good
 * picks instead of 72, B at 15 with 71; exponents 0.5, 1, 2 and 4 lose two lists on A (10 of
 * 16), and so do 1, 2 and 4 as a penalty for low ratings only, or 1 shrunk by 1,000 votes.
 * A rating 0.4 above the mean thus adds about 2.5 %: among equally known perfumes the
 * better-liked one goes first.
 */
export const RATING_EXPONENT = 0.25;
export const RATING_PRIOR_VOTES = 100;

/** The catalog's mean rating, weighted by rating votes (null: no counted rating). */
export function meanRating(perfumes: readonly EnginePerfume[]): number | null {
  let sum = 0;
  let votes = 0;
  for (const { rating } of perfumes) {
    if (!rating || !rating.votes) continue;
    sum += rating.value * rating.votes;
    votes += rating.votes;
  }
  return votes > 0 ? sum / votes : null;
}

export function ratingFactor(
  rating: EnginePerfume['rating'],
  mean: number | null,
  exponent = RATING_EXPONENT,
): number {
  if (!rating || !rating.votes || mean === null || exponent === 0) return 1;
  const rated =
    (rating.value * rating.votes + mean * RATING_PRIOR_VOTES) / (rating.votes + RATING_PRIOR_VOTES);
  return (rated / mean) ** exponent;
}

export function notabilityPrior(
  perfumes: readonly EnginePerfume[],
  votesExponent = VOTES_EXPONENT,
  ratingExponent = RATING_EXPONENT,
): Float32Array {
  const maxVotes = perfumes.reduce((max, perfume) => Math.max(max, perfume.votes), 0);
  const mean = meanRating(perfumes);
  return Float32Array.from(perfumes, (perfume) => {
    const popularity = Math.log(2 + perfume.votes) / Math.log(2 + maxVotes);
    const shop = perfume.priceCents != null ? 1 + SHOP_BONUS : 1;
    return popularity ** votesExponent * shop * ratingFactor(perfume.rating, mean, ratingExponent);
  });
}
