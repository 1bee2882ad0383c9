// The scent engine interface the routes call: Duft-DNA analysis and every kind of
// recommendation. Two implementations answer in the same contract shapes: the local engine
// (deterministic, offline, api/features/engine/local) and the OpenAI engine.
import type { AnalysisInputPerfume, AnalysisResponse } from '../../contract/analysis';
import type { CheaperAlternative } from '../../contract/cheaperAlternative';
import type { CheaperAlternativesFile } from '../../contract/cheaperAlternativesFile';
import type { LineVariant } from '../../contract/lineVariants';
import type { Perfume } from '../../contract/perfume';
import type {
  CategoryRecommendationsResponse,
  MoreNicheResponse,
  NicheRecommendationsResponse,
  ForWhom,
  OccasionFilter,
  RecommendationsResponse,
} from '../../contract/recommendations';

/** What a request names: exact catalog ids, free-text "name brand" strings, profile objects. */
export interface EngineList {
  perfumeIds?: readonly string[];
  names?: readonly string[];
  perfumes?: readonly AnalysisInputPerfume[];
}

/** Exclusions that come from the user's data rather than the list itself. */
export interface EngineExclusions {
  /** Perfumes the user already has besides the list (collection items, wishlist): never picked. */
  ownedIds?: readonly string[];
  /** The collection's blacklist: never picked, nor their near-identical variants. */
  blacklistIds?: readonly string[];
  /** Blacklist entries without a catalog id ("name brand"), matched with confidence. */
  blacklistNames?: readonly string[];
  /** Already shown picks to leave out. */
  excludeIds?: readonly string[];
  /**
   * Disliked notes (accord keys, issue 29): perfumes they dominate (isDominatedBy: among the
   * three strongest accords) are never picked.
   */
  dislikedNotes?: readonly string[];
}

export interface RecommendRequest extends EngineList, EngineExclusions {
  occasion?: OccasionFilter;
  /** "Für wen?": women's and shared, men's and shared, or any; absent, the list's lean. */
  forWhom?: ForWhom;
  /** "Budget": no pick whose feed price (EUR) is above it, in cents. */
  budgetCents?: number;
}

export interface MoreNicheRequest extends EngineList, EngineExclusions {
  forWhom?: ForWhom;
  budgetCents?: number;
  /** Niche perfumes already shown, "name brand" (spec: up to 3). */
  mentionedNichePerfumes?: readonly string[];
}

export interface NicheRequest extends EngineList, EngineExclusions {
  limit?: number;
}

export interface CategoryRequest extends EngineExclusions {
  categories: readonly { label: string; perfumes: readonly string[] }[];
  perfumeIds?: readonly string[];
}

export interface ScentEngine {
  readonly kind: 'local' | 'openai';
  /** Goes into result cache keys: changes whenever the same input could answer differently. */
  readonly version: string;
  analyze(list: EngineList): Promise<AnalysisResponse>;
  /** Main picks, the niche section, summary and stats (temp and collection recommendations). */
  recommend(request: RecommendRequest): Promise<RecommendationsResponse>;
  moreNiche(request: MoreNicheRequest): Promise<MoreNicheResponse>;
  nicheRecommendations(request: NicheRequest): Promise<NicheRecommendationsResponse>;
  categoryRecommendations(request: CategoryRequest): Promise<CategoryRecommendationsResponse>;
  /**
   * "Günstigere Alternative" of a priced catalog perfume, from the catalog and the shop feed
   * (both engines answer with the local computation: it needs prices, not words). Never a
   * perfume of a line among `ownedIds` (what the person already has or wishes for).
   */
  cheaperAlternative(
    perfumeId: string,
    ownedIds?: readonly string[],
  ): Promise<CheaperAlternative | null>;
  /**
   * The offline file of cheaper alternatives (every priced perfume's best few, by line), from
   * the same computation as cheaperAlternative; built once per engine, in slices that leave
   * the event loop free between them.
   */
  cheaperAlternativesFile(): Promise<CheaperAlternativesFile>;
  /** "Andere Varianten deiner Düfte": other perfumes of the listed perfumes' lines (local). */
  lineVariants(perfumeIds: readonly string[]): Promise<LineVariant[]>;
  /** "Ähnliche Düfte" of a perfume's page (local in both engines); null for an unknown id. */
  similarPerfumes(perfumeId: string): Promise<Perfume[] | null>;
}
