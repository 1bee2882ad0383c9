// Content-based picks for a list profile: similarity of every catalog perfume with the
// profile (TF-IDF cosine blended with the latent scent space, latentSpace.ts) times its
// notability (notability.ts), a gender damping (gender.ts) and the weight of the list's
// styles it is a reviewed reference of (styles.ts), scored again after moving
// the profile toward the picks of the pass before (feedback), hard exclusions, then a
// diversity step (MMR with a brand cap). Exclusions are applied before ranking, so they
// can never leak through:
// every perfume of a line (flankers, editions, concentrations, see perfumeLines) that the
// list, the collection, the wishlist or the blacklist holds, and already shown picks.
import { TopKeys } from '../../../contract/search/topKeys';
import { OCCASIONS, type ForWhom, type OccasionFilter } from '../../../contract/recommendations';
import { audienceFactor, fitsAudience, fitsBudget, meanLean, targetLean } from './audience';
import { type CatalogModel, rowCosine } from './catalogModel';
import type { ListProfile } from './listProfile';
import { rowStyleWeight, styleWeights } from './styles';

/**
 * The weights that turn similarity, notability, gender and style references into one score (see
 * SCORING_WEIGHTS).
 */
export interface ScoringWeights {
  /**
   * Share of the latent-space cosine in the similarity; the rest is the TF-IDF cosine over
   * the exact accords and notes.
   */
  latentShare: number;
  /**
   * How much a pick that leans against the list's gender (gender.ts) loses: its score is
   * multiplied by 1 - genderPenalty × (list lean × pick lean) where the two disagree. A list
   * that leans nowhere (unisex or mixed) damps nothing.
   */
  genderPenalty: number;
  /** MMR trade-off: relevance share; the rest penalises similarity to picks already made. */
  mmrLambda: number;
  /**
   * Pseudo-relevance feedback (Rocchio): share of a pass's picks (FEEDBACK_PICKS) in the
   * latent profile of the next pass; 0 scores once.
   */
  feedbackShare: number;
  /** Passes that move the profile toward the previous pass's picks before the last scoring. */
  feedbackRounds: number;
  /**
   * Gain of a reference perfume of the list's styles (styles.ts): its score is multiplied by
   * (1 + styleBoost × w) / (1 + styleBoost), w its strongest style weight (0 for a perfume
   * no style names); 0 leaves the style references out.
   */
  styleBoost: number;
  /** How fast styles further from the list than its closest style lose weight (styleWeights). */
  styleFocus: number;
}

/**
 * Chosen on half A of the expert lists with `EVAL_SWEEP=1 npm run eval:recommendations` and
 * kept only where the held-out half B did not get worse (docs/recommendation-engine.md
 * has the table). latentShare 1: every share from 0.25 up gains on both halves, 1
 * the most on A. genderPenalty 0.8: chosen before the latent space (one list more on A than
 * 0.6, B equal); with it, 0.3–1 tie on A. mmrLambda 0.9: with the 112-direction space, 0.7
 * to 0.9 tie on A's hit rate and 0.9 gives A the most good picks (2.94 per list against 2.75
 * at 0.8; B 2.50 against 2.38, same hit rate); 1 loses a list on A. With feedback every
 * other λ loses lists on A (0.7: 56.3 %, 0.8 and 0.95: 68.8 %). Feedback, 2 rounds of
 * share 0.3: the profile moved twice toward the mean of the last pass's ten picks gains two
 * lists on A (75.0 %) and two on B (56.3 %), B with more good picks (2.56 against 2.50, A
 * 2.94 as before). Two rounds of 0.15 to 0.4 all give A 68.8–75.0 % and B 56.3 %; one round
 * gains on A only at 0.5 (68.8 %, B 56.3 % from 0.25 on), three rounds no more than two.
 * Picks of the first pass are well-known perfumes of what the list has in common, so their
 * mean weighs that common ground above what one odd perfume of the list adds.
 * styleBoost 2, styleFocus 4 (the reviewed style references, styles.ts, added 2026-11-27 with
 * every other weight as it was): boosts of 1.5–2 at focus 3–4 form a plateau on A (12 of 16
 * lists, 3.81–4.13 good picks against 2.94 without), B rises from 9 to 14 of 16 (2.56 → 4.31
 * good picks); stronger boosts or sharper focus lose lists on A and make fewer picks well known
 * (boost 8: 94.4 % among the 5 % best-known against 97.5 %).
 */
export const SCORING_WEIGHTS: Readonly<ScoringWeights> = {
  latentShare: 1,
  genderPenalty: 0.8,
  mmrLambda: 0.9,
  feedbackShare: 0.3,
  feedbackRounds: 2,
  styleBoost: 2,
  styleFocus: 4,
};
/**
 * A pass's picks that feed back into the profile: the main list as it would be shown (ten
 * after the diversity step, at most two per house). With one round of share 0.5, five,
 * eight, twelve or fifteen lose lists on half A of the expert lists; the best 5, 10 or 20
 * by score alone (before the diversity step, also weighted by score) gain as many lists
 * with fewer good picks on A.
 */
const FEEDBACK_PICKS = 10;
const FEEDBACK_BRAND_CAP = 2;
/** Candidates kept for the diversity step. */
const CANDIDATE_POOL = 150;

export interface PickRequest {
  profile: ListProfile;
  /** Rows never to recommend because the user has them (list, collection, wishlist). */
  ownedRows: readonly number[];
  blacklistRows: readonly number[];
  /** Rows already shown (e.g. the niche picks of an earlier answer). */
  excludeRows: readonly number[];
  occasion: OccasionFilter;
  /** "Für wen?": only picks for that side (and shared ones); absent, the list's lean. */
  forWhom?: ForWhom;
  /** "Budget" in euro cents: no pick whose feed price is higher. */
  budgetCents?: number;
  count: number;
  nicheOnly: boolean;
  /** Most picks per brand. */
  brandCap: number;
}

export interface Pick {
  row: number;
  score: number;
}

/** Marks every row the request must never return: whole lines of what the user has. */
export function exclusionMask(model: CatalogModel, request: ScoreRequest): Uint8Array {
  const mask = new Uint8Array(model.perfumes.length);
  for (const row of [...request.profile.rows, ...request.ownedRows, ...request.blacklistRows]) {
    for (const member of model.rowsOfLine(model.lineOf[row]!)) mask[member] = 1;
  }
  for (const row of request.excludeRows) mask[row] = 1;
  return mask;
}

export type ScoreRequest = Omit<PickRequest, 'count' | 'nicheOnly' | 'brandCap'>;

/**
 * Rows a selection can still need beyond the candidate pool: the niche section skips the
 * main picks (at most RECOMMENDATIONS_PER_REQUEST) before taking its pool.
 */
const SKIP_MARGIN = 20;

/**
 * The score of every catalog perfume that can reach a selection's candidate pool (the
 * CANDIDATE_POOL best overall or among niche houses): similarity with the profile times
 * its notability and the gender damping, the last of 1 + feedbackRounds passes, each with
 * the latent profile moved toward the previous pass's picks; -1 elsewhere (excluded, outside the
 * occasion filter, or too little known to reach a pool). Similarity and damping are at
 * most 1, so a score never exceeds the notability: rows are visited best known first and
 * the visit stops once the notability falls below both pools' current floors. A row that is
 * not niche counts for the overall pool only, so it is skipped below that pool's floor.
 */
export function scoreCatalog(
  model: CatalogModel,
  request: ScoreRequest,
  weights: Readonly<ScoringWeights> = SCORING_WEIGHTS,
): Float32Array {
  if (request.profile.size === 0) return new Float32Array(model.perfumes.length).fill(-1);
  const mask = exclusionMask(model, request);
  const latent = request.profile.latent;
  const styles =
    weights.styleBoost > 0 ? styleWeights(model.styles, latent, weights.styleFocus) : null;
  const first = scorePass(model, request, mask, latent, styles, weights);
  // A list of perfumes with only rare terms has no place in the latent space to move in.
  const inLatent = weights.latentShare > 0 && latent.some((value) => value !== 0);
  if (weights.feedbackShare === 0 || !inLatent) return first;
  let scores = first;
  let moved = latent;
  for (let round = 0; round < weights.feedbackRounds; round++) {
    const feedback = selectPicks(
      model,
      scores,
      { count: FEEDBACK_PICKS, nicheOnly: false, brandCap: FEEDBACK_BRAND_CAP },
      weights,
    );
    if (feedback.length === 0) break;
    moved = towardPicks(model, moved, feedback, weights.feedbackShare);
    scores = scorePass(model, request, mask, moved, styles, weights);
  }
  return scores;
}

/**
 * The latent profile moved toward the mean of the picks' latent rows (Rocchio feedback):
 * (1 − share) × profile + share × normalised mean, normalised.
 */
function towardPicks(
  model: CatalogModel,
  profileLatent: Float32Array,
  picks: readonly Pick[],
  share: number,
): Float32Array {
  const dimensions = model.latent.dimensions;
  const mean = new Float32Array(dimensions);
  for (const pick of picks) {
    const offset = pick.row * dimensions;
    for (let c = 0; c < dimensions; c++) mean[c]! += model.latent.rows[offset + c]!;
  }
  const meanNorm = Math.hypot(...mean);
  if (meanNorm === 0) return profileLatent;
  const moved = Float32Array.from(
    profileLatent,
    (value, c) => (1 - share) * value + (share * mean[c]!) / meanNorm,
  );
  const norm = Math.hypot(...moved);
  return norm > 0 ? moved.map((value) => value / norm) : profileLatent;
}

/** One scoring pass with the given latent profile (see scoreCatalog). */
function scorePass(
  model: CatalogModel,
  request: ScoreRequest,
  mask: Uint8Array,
  profileLatent: Float32Array,
  styles: Float32Array | null,
  weights: Readonly<ScoringWeights>,
): Float32Array {
  const count = model.perfumes.length;
  const scores = new Float32Array(count).fill(-1);
  const vector = request.profile.vector;
  const occasionBit = request.occasion === 'all' ? 0 : 1 << OCCASIONS.indexOf(request.occasion);
  const { rowStart, rowFeature, rowWeight, prior, occasionBits, gender, niche } = model;
  // A list of perfumes with only rare terms has no place in the latent space.
  const share = profileLatent.some((value) => value !== 0) ? weights.latentShare : 0;
  const latent = model.latent.rows;
  const dimensions = model.latent.dimensions;
  const rows = request.profile.rows;
  const lean = targetLean(request.forWhom, meanLean(rows.map((row) => gender[row]!)));
  const forWhom = request.forWhom;
  const overall = new TopKeys(CANDIDATE_POOL + SKIP_MARGIN);
  const nicheOnly = new TopKeys(CANDIDATE_POOL + SKIP_MARGIN);
  const { byPrior, nicheByPrior, nicheBefore } = model;
  // Rows best known first. Once the notability falls below the overall pool's floor, only
  // niche rows can still reach a pool (the niche one), so the walk goes on over those alone.
  let order = byPrior;
  for (let i = 0; i < order.length; i++) {
    const row = order[i]!;
    if (prior[row]! < overall.lowest && order === byPrior) {
      order = nicheByPrior;
      i = nicheBefore[i]! - 1;
      continue;
    }
    if (prior[row]! < nicheOnly.lowest && order === nicheByPrior) break;
    if (mask[row] === 1) continue;
    if (occasionBit !== 0 && (occasionBits[row]! & occasionBit) === 0) continue;
    if (!fitsAudience(forWhom, gender[row]!)) continue;
    if (!fitsBudget(model.perfumes[row]!, request.budgetCents)) continue;
    // The style factor is known before the similarity: a row whose notability times it
    // cannot reach either pool is skipped without its cosine (most rows are no reference).
    const styleFactor =
      styles === null
        ? 1
        : (1 + weights.styleBoost * rowStyleWeight(model.styles, styles, row)) /
          (1 + weights.styleBoost);
    const bound = prior[row]! * styleFactor;
    if (bound < overall.lowest && (niche[row] === 0 || bound < nicheOnly.lowest)) continue;
    let similarity = 0;
    if (share < 1) {
      let cosine = 0;
      const end = rowStart[row + 1]!;
      for (let i = rowStart[row]!; i < end; i++) cosine += rowWeight[i]! * vector[rowFeature[i]!]!;
      similarity = (1 - share) * cosine;
    }
    if (share > 0) {
      let latentCosine = 0;
      const offset = row * dimensions;
      for (let c = 0; c < dimensions; c++) latentCosine += latent[offset + c]! * profileLatent[c]!;
      if (latentCosine > 0) similarity += share * latentCosine;
    }
    if (similarity <= 0) continue;
    const against = lean * gender[row]!;
    const score =
      similarity *
      bound *
      (against < 0 ? 1 + weights.genderPenalty * against : 1) *
      audienceFactor(forWhom, gender[row]!);
    scores[row] = score;
    overall.offer(score);
    if (niche[row] === 1) nicheOnly.offer(score);
  }
  return scores;
}

export interface SelectOptions {
  count: number;
  nicheOnly: boolean;
  brandCap: number;
  /** Rows to skip in this selection only (e.g. the main picks for the niche section). */
  skip?: ReadonlySet<number>;
}

/** The best-scored rows, then the diversity step. */
export function selectPicks(
  model: CatalogModel,
  scores: Float32Array,
  options: SelectOptions,
  weights: Readonly<ScoringWeights> = SCORING_WEIGHTS,
): Pick[] {
  if (options.count <= 0) return [];
  const pool = new TopPool(CANDIDATE_POOL);
  const niche = model.niche;
  for (let row = 0; row < scores.length; row++) {
    const score = scores[row]!;
    if (score <= 0) continue;
    if (options.nicheOnly && niche[row] === 0) continue;
    if (options.skip?.has(row)) continue;
    pool.offer(row, score);
  }
  return diversify(model, pool.sorted(), options.count, options.brandCap, weights.mmrLambda);
}

export function pickRecommendations(model: CatalogModel, request: PickRequest): Pick[] {
  return selectPicks(model, scoreCatalog(model, request), request);
}

/** Maximal marginal relevance over the pool; at most `brandCap` per brand and one per line. */
function diversify(
  model: CatalogModel,
  pool: Pick[],
  count: number,
  brandCap: number,
  lambda: number,
): Pick[] {
  if (pool.length === 0) return [];
  const top = pool[0]!.score;
  const maxSimilarity = new Float32Array(pool.length);
  const taken = new Uint8Array(pool.length);
  const perBrand = new Map<string, number>();
  const lines = new Set<number>();
  const picks: Pick[] = [];
  while (picks.length < count) {
    let best = -1;
    let bestValue = -Infinity;
    for (let i = 0; i < pool.length; i++) {
      if (taken[i] === 1) continue;
      if ((perBrand.get(model.brandKey[pool[i]!.row]!) ?? 0) >= brandCap) continue;
      if (lines.has(model.lineOf[pool[i]!.row]!)) continue;
      const value = lambda * (pool[i]!.score / top) - (1 - lambda) * maxSimilarity[i]!;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    if (best < 0) break;
    taken[best] = 1;
    const chosen = pool[best]!;
    picks.push(chosen);
    const brand = model.brandKey[chosen.row]!;
    perBrand.set(brand, (perBrand.get(brand) ?? 0) + 1);
    lines.add(model.lineOf[chosen.row]!);
    for (let i = 0; i < pool.length; i++) {
      if (taken[i] === 1) continue;
      const similarity = rowCosine(model, pool[i]!.row, chosen.row);
      if (similarity > maxSimilarity[i]!) maxSimilarity[i] = similarity;
    }
  }
  return picks;
}

/** The k best (row, score) pairs; ties go to the lower row for determinism. */
class TopPool {
  private readonly rows: number[] = [];
  private readonly scores: number[] = [];
  private minIndex = -1;

  constructor(private readonly capacity: number) {}

  offer(row: number, score: number): void {
    if (this.rows.length < this.capacity) {
      this.rows.push(row);
      this.scores.push(score);
      if (this.minIndex < 0 || score < this.scores[this.minIndex]!) {
        this.minIndex = this.rows.length - 1;
      }
      return;
    }
    if (score <= this.scores[this.minIndex]!) return;
    this.rows[this.minIndex] = row;
    this.scores[this.minIndex] = score;
    let min = 0;
    for (let i = 1; i < this.scores.length; i++) if (this.scores[i]! < this.scores[min]!) min = i;
    this.minIndex = min;
  }

  sorted(): Pick[] {
    return this.rows
      .map((row, i) => ({ row, score: this.scores[i]! }))
      .sort((a, b) => b.score - a.score || a.row - b.row);
  }
}
