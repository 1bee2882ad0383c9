// The local engine: built once from the catalog (about a second for 38,000 perfumes), then
// answers analysis and recommendation requests in milliseconds, deterministically and with
// no network. Rebuild it when the catalog changes (a new import).
import { DOMINANT_ACCORDS } from '../../../contract/collectionSettings';
import { createHash } from 'node:crypto';
import { STYLE_REFERENCES } from '../../../catalog/styleReferences';
import type { AnalysisResponse } from '../../../contract/analysis';
import type { CheaperAlternativesFile } from '../../../contract/cheaperAlternativesFile';
import {
  type CategoryRecommendationsResponse,
  type ForWhom,
  type MoreNicheResponse,
  NICHE_PER_REQUEST,
  type NicheRecommendationsResponse,
  PICKS_PER_CATEGORY,
  type Recommendation,
  RECOMMENDATIONS_PER_REQUEST,
  type RecommendationsResponse,
  type RecommendationStats,
} from '../../../contract/recommendations';
import type {
  CategoryRequest,
  EngineExclusions,
  EngineList,
  MoreNicheRequest,
  NicheRequest,
  RecommendRequest,
  ScentEngine,
} from '../engine';
import { analyzeList } from './analyze';
import {
  buildCatalogModel,
  catalogDigest,
  type CatalogModel,
  type EnginePerfume,
  type SharedStructures,
} from './catalogModel';
import { cheaperAlternatives } from './cheaperAlternative';
import { lineVariants } from './lineVariants';
import { similarPerfumes } from './similarPerfumes';
import { listLeanOf, meanLean } from './audience';
import { buildListProfile, type ListProfile } from './listProfile';
import {
  type Pick,
  pickRecommendations,
  SCORING_WEIGHTS,
  type ScoreRequest,
  scoreCatalog,
  selectPicks,
} from './recommend';
import { RATING_EXPONENT, RATING_PRIOR_VOTES, VOTES_EXPONENT } from './notability';
import {
  buildSummary,
  nicheHighlight,
  type ShopLinks,
  toRecommendation,
} from './recommendationTexts';
import { matchName, resolveInput, type ResolvedInput } from './resolveInput';
import { createPicker, joinGerman, type Picker } from './seededText';

/**
 * Raise when a change of the engine's code changes what it answers (the weights, the style
 * references and the catalog are in the version by themselves, see localEngineVersion).
 */
const LOCAL_ENGINE_REVISION = 4;

/** Most picks per brand in the main list and in the niche section. */
const MAIN_BRAND_CAP = 2;
const NICHE_BRAND_CAP = 1;

export type LocalEngineOptions = ShopLinks;

export interface LocalEngine extends ScentEngine {
  readonly kind: 'local';
  /** The precomputed catalog model (for the evaluation and benchmarks). */
  readonly model: CatalogModel;
  /** Line key of a catalog perfume (its flankers and editions share it), null if unknown. */
  lineOf(perfumeId: string): string | null;
  /** gender.ts's lean of a catalog perfume (-1 worn by women … +1 by men), null if unknown. */
  leanOf(perfumeId: string): number | null;
  /** Synchronous twins of the interface methods. */
  analyzeSync(list: EngineList): AnalysisResponse;
  recommendSync(request: RecommendRequest): RecommendationsResponse;
  moreNicheSync(request: MoreNicheRequest): MoreNicheResponse;
}

/**
 * The engine's version, part of the result cache's key (ai_cache, kept up to 30 days): its
 * revision, the scoring weights, the notability exponent, the style references and the catalog
 * it was built on with its shop fields, so an upgrade, a new import or a new feed never serves
 * an answer of the engine before.
 */
export function localEngineVersion(
  perfumes: readonly EnginePerfume[],
  options: LocalEngineOptions,
  /** `catalogDigest(perfumes)`, when the caller holds it already. */
  digest?: string,
): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([
      SCORING_WEIGHTS,
      VOTES_EXPONENT,
      RATING_EXPONENT,
      RATING_PRIOR_VOTES,
      STYLE_REFERENCES,
    ]),
  );
  hash.update(
    JSON.stringify([
      options.affiliateShop ?? null,
      perfumes[0] && options.affiliateLink?.(perfumes[0]),
    ]),
  );
  hash.update(digest ?? catalogDigest(perfumes));
  return `local-${LOCAL_ENGINE_REVISION}-${hash.digest('hex').slice(0, 12)}`;
}

export function createLocalEngine(
  perfumes: readonly EnginePerfume[],
  options: LocalEngineOptions = {},
  shared: SharedStructures = {},
): LocalEngine {
  const model = buildCatalogModel(perfumes, shared);
  const cheaperAlternativeOf = cheaperAlternatives(model, options);
  const similarOf = similarPerfumes(model);
  let offlineAlternatives: Promise<CheaperAlternativesFile> | undefined;

  const rowsOf = (ids: readonly string[] | undefined, names: readonly string[] | undefined) => {
    const rows: number[] = [];
    for (const id of ids ?? []) {
      const row = model.indexById.get(id);
      if (row !== undefined) rows.push(row);
    }
    for (const name of names ?? []) {
      const row = matchName(model, name);
      if (row !== null) rows.push(row);
    }
    return rows;
  };

  // Rows per accord among the three strongest (built on first use): what a disliked note rules out.
  let dominantRows: Map<string, number[]> | null = null;
  const dislikedRows = (notes: readonly string[] | undefined): number[] => {
    if (!notes || notes.length === 0) return [];
    if (!dominantRows) {
      const byAccord = new Map<string, number[]>();
      perfumes.forEach((perfume, row) => {
        for (const accord of perfume.accords.slice(0, DOMINANT_ACCORDS)) {
          const key = accord.key.trim().toLowerCase();
          const rows = byAccord.get(key) ?? [];
          rows.push(row);
          byAccord.set(key, rows);
        }
      });
      dominantRows = byAccord;
    }
    const index = dominantRows;
    return notes.flatMap((note) => index.get(note) ?? []);
  };

  const baseRequest = (
    profile: ListProfile,
    exclusions: EngineExclusions,
    extraExcluded: readonly number[] = [],
  ): ScoreRequest => ({
    profile,
    ownedRows: rowsOf(exclusions.ownedIds, undefined),
    blacklistRows: rowsOf(exclusions.blacklistIds, exclusions.blacklistNames),
    excludeRows: [
      ...rowsOf(exclusions.excludeIds, undefined),
      ...dislikedRows(exclusions.dislikedNotes),
      ...extraExcluded,
    ],
    occasion: 'all',
  });

  const cards = (profile: ListProfile, picks: readonly Pick[], picker: Picker): Recommendation[] =>
    picks.map((pick) => toRecommendation(model, profile, pick, options, picker));

  const statsOf = (...lists: readonly Recommendation[][]): RecommendationStats => {
    const total = lists.reduce((sum, list) => sum + list.length, 0);
    return { total, matched: total, gpt_only: 0 };
  };

  const unknownCount = (input: ResolvedInput) => input.unknown.length + input.unknownIds.length;

  function analyzeSync(list: EngineList): AnalysisResponse {
    return analyzeList(model, resolveInput(model, list));
  }

  function recommendSync(request: RecommendRequest): RecommendationsResponse {
    const input = resolveInput(model, request);
    const profile = buildListProfile(model, input);
    const picker = createPicker(profile.seed);
    const base: ScoreRequest = {
      ...baseRequest(profile, request),
      occasion: request.occasion ?? 'all',
      ...(request.forWhom ? { forWhom: request.forWhom } : {}),
      ...(request.budgetCents ? { budgetCents: request.budgetCents } : {}),
    };
    const scores = scoreCatalog(model, base);
    const mainPicks = selectPicks(model, scores, {
      count: RECOMMENDATIONS_PER_REQUEST,
      nicheOnly: false,
      brandCap: MAIN_BRAND_CAP,
    });
    const nichePicks = selectPicks(model, scores, {
      count: NICHE_PER_REQUEST,
      nicheOnly: true,
      brandCap: NICHE_BRAND_CAP,
      skip: new Set(mainPicks.map((pick) => pick.row)),
    });
    const recommendations = cards(profile, mainPicks, picker);
    const niche = cards(profile, nichePicks, picker);
    return {
      recommendations,
      niche,
      summary: buildSummary(model, profile, unknownCount(input), recommendations, niche, picker),
      stats: statsOf(recommendations, niche),
      audience: {
        listLean: listLeanOf(meanLean(profile.rows.map((row) => model.gender[row]!))),
        forWhom: request.forWhom ?? null,
      },
    };
  }

  function nichePicksFor(
    list: EngineList,
    exclusions: EngineExclusions,
    extraExcluded: readonly number[],
    count: number,
    forWhom?: ForWhom,
    budgetCents?: number,
  ) {
    const profile = buildListProfile(model, resolveInput(model, list));
    const picker = createPicker(profile.seed ^ extraExcluded.length);
    const picks = pickRecommendations(model, {
      ...baseRequest(profile, exclusions, extraExcluded),
      ...(forWhom ? { forWhom } : {}),
      ...(budgetCents ? { budgetCents } : {}),
      count,
      nicheOnly: true,
      brandCap: NICHE_BRAND_CAP,
    });
    return { profile, picker, recommendations: cards(profile, picks, picker) };
  }

  function moreNicheSync(request: MoreNicheRequest): MoreNicheResponse {
    const mentioned = rowsOf(undefined, request.mentionedNichePerfumes);
    return {
      recommendations: nichePicksFor(
        request,
        request,
        mentioned,
        NICHE_PER_REQUEST,
        request.forWhom,
        request.budgetCents,
      ).recommendations,
    };
  }

  function nicheSync(request: NicheRequest): NicheRecommendationsResponse {
    const { profile, picker, recommendations } = nichePicksFor(
      request,
      request,
      [],
      request.limit ?? NICHE_PER_REQUEST,
    );
    return {
      recommendations,
      nicheHighlight: nicheHighlight(model, profile, recommendations, picker),
      stats: statsOf(recommendations),
    };
  }

  function categorySync(request: CategoryRequest): CategoryRecommendationsResponse {
    const allNames = request.categories.flatMap((category) => category.perfumes);
    const everyRow = rowsOf(request.perfumeIds, allNames);
    const shown: number[] = [];
    const categories = request.categories.map((category) => {
      const input = resolveInput(model, { names: category.perfumes });
      const profile = buildListProfile(model, input);
      const picks = pickRecommendations(model, {
        ...baseRequest(profile, request, [...everyRow, ...shown]),
        count: PICKS_PER_CATEGORY,
        nicheOnly: false,
        brandCap: 1,
      });
      shown.push(...picks.map((pick) => pick.row));
      const picker = createPicker(profile.seed);
      return { label: category.label, recommendations: cards(profile, picks, picker) };
    });
    const withPicks = categories.filter((category) => category.recommendations.length > 0);
    const fazit =
      withPicks.length === 0
        ? 'Für diese Gruppen haben wir keine passenden Düfte gefunden.'
        : `Für ${joinGerman(withPicks.map((category) => category.label))} haben wir je bis zu ${PICKS_PER_CATEGORY} Düfte gefunden, die die gemeinsamen Akkorde der Gruppe aufgreifen.`;
    return {
      categories,
      fazit,
      stats: statsOf(...categories.map((category) => category.recommendations)),
    };
  }

  return {
    kind: 'local',
    version: localEngineVersion(perfumes, options, shared.catalogDigest),
    model,
    leanOf: (perfumeId) => {
      const row = model.indexById.get(perfumeId);
      return row === undefined ? null : model.gender[row]!;
    },
    lineOf: (perfumeId) => {
      const row = model.indexById.get(perfumeId);
      return row === undefined ? null : `line:${model.lineOf[row]}`;
    },
    analyzeSync,
    recommendSync,
    moreNicheSync,
    analyze: async (list) => analyzeSync(list),
    recommend: async (request) => recommendSync(request),
    moreNiche: async (request) => moreNicheSync(request),
    nicheRecommendations: async (request) => nicheSync(request),
    categoryRecommendations: async (request) => categorySync(request),
    cheaperAlternative: async (perfumeId, ownedIds) => cheaperAlternativeOf(perfumeId, ownedIds),
    cheaperAlternativesFile: () => {
      offlineAlternatives ??= cheaperAlternativeOf.offline();
      // A failed build is tried again by the next caller.
      offlineAlternatives.catch(() => (offlineAlternatives = undefined));
      return offlineAlternatives;
    },
    lineVariants: async (perfumeIds) => lineVariants(model, options, perfumeIds),
    similarPerfumes: async (perfumeId) => similarOf(perfumeId),
  };
}
