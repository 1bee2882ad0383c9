// UI state of the home page's Duft-DNA and recommendations: results of the last requests and
// what is loading. Not user data (nothing is saved), so it lives in zustand, not in Dexie.
// `generation` changes whenever the results are cleared, so answers to requests started
// before a list change are dropped instead of showing results for a list that no longer exists.
import { create } from 'zustand';
import type { AnalysisResponse } from '../../../api/contract/analysis';
import type {
  Audience,
  ForWhom,
  OccasionFilter,
  Recommendation,
  RecommendationSummary,
} from '../../../api/contract/recommendations';

export type NicheStatus = 'idle' | 'loading' | 'exhausted' | 'failed';

type ScentState = {
  generation: number;
  analysis: AnalysisResponse | null;
  analysisLoading: boolean;
  recommendations: Recommendation[];
  niche: Recommendation[];
  summary: RecommendationSummary | null;
  recommendationsLoading: boolean;
  nicheStatus: NicheStatus;
  nicheProblem: string | null;
  /** How many cards the last "Mehr Nischendüfte" added (0: none yet), for its status line. */
  nicheAdded: number;
  /** The list's lean and the "Für wen?" the shown picks were made for (issue 26). */
  audience: Audience | null;
  /** The visitor's "Für wen?" (none: the list's lean) and "Anlass" for the next request. */
  forWhom: ForWhom | null;
  occasion: OccasionFilter;
  /** "Budget" in euro cents (offered with a shop feed); null: none. */
  budgetCents: number | null;
};

const emptyResults = {
  analysis: null,
  analysisLoading: false,
  recommendations: [],
  niche: [],
  summary: null,
  recommendationsLoading: false,
  nicheStatus: 'idle',
  nicheProblem: null,
  nicheAdded: 0,
  audience: null,
} satisfies Omit<ScentState, 'generation' | 'forWhom' | 'occasion' | 'budgetCents'>;

export const useScentStore = create<ScentState>()(() => ({
  generation: 0,
  forWhom: null,
  occasion: 'all',
  budgetCents: null,
  ...emptyResults,
}));

const set = useScentStore.setState;

export function currentGeneration(): number {
  return useScentStore.getState().generation;
}

/** "Für wen?", "Anlass" and "Budget" for the next recommendations; they outlive a list change. */
export function setRecommendationOptions(
  options: Partial<Pick<ScentState, 'forWhom' | 'occasion' | 'budgetCents'>>,
): void {
  set(options);
}

export function useRecommendationOptions() {
  const forWhom = useScentStore((state) => state.forWhom);
  const occasion = useScentStore((state) => state.occasion);
  const audience = useScentStore((state) => state.audience);
  const budgetCents = useScentStore((state) => state.budgetCents);
  return { forWhom, occasion, audience, budgetCents };
}

/** Spec 000 §4: adding or removing a perfume clears analysis, recommendations and summary. */
export function clearScentResults(): void {
  set((state) => ({ generation: state.generation + 1, ...emptyResults }));
}

/** A perfume taken over from a recommendation card: only the analysis is out of date. */
export function clearAnalysisOnly(): void {
  set((state) => ({ generation: state.generation + 1, analysis: null, analysisLoading: false }));
}

export function setAnalysisLoading(loading: boolean): void {
  set({ analysisLoading: loading });
}

/** Spec 000 §4: the analysis sets the analysis and clears the recommendations. */
export function setAnalysis(analysis: AnalysisResponse): void {
  set({
    analysis,
    analysisLoading: false,
    recommendations: [],
    niche: [],
    summary: null,
    nicheStatus: 'idle',
    nicheProblem: null,
  });
}

export function setRecommendationsLoading(loading: boolean): void {
  set({ recommendationsLoading: loading });
}

export function setRecommendations(
  recommendations: Recommendation[],
  niche: Recommendation[],
  summary: RecommendationSummary,
  audience: Audience | null = null,
): void {
  set({
    recommendations,
    niche,
    summary,
    audience,
    recommendationsLoading: false,
    nicheStatus: 'idle',
    nicheProblem: null,
    nicheAdded: 0,
  });
}

export function setNicheStatus(nicheStatus: NicheStatus, nicheProblem: string | null = null): void {
  set({ nicheStatus, nicheProblem });
}

/** New niche picks go after the ones shown; a card already shown is never repeated. */
export function appendNiche(picks: readonly Recommendation[]): number {
  const { niche, recommendations } = useScentStore.getState();
  const shown = new Set([...recommendations, ...niche].map((card) => card.id));
  const fresh = picks.filter((card) => !shown.has(card.id));
  set({
    niche: [...niche, ...fresh],
    nicheStatus: fresh.length === 0 ? 'exhausted' : 'idle',
    nicheProblem: null,
    nicheAdded: fresh.length,
  });
  return fresh.length;
}

export function useAnalysisResult(): AnalysisResponse | null {
  return useScentStore((state) => state.analysis);
}

export function useAnalysisLoading(): boolean {
  return useScentStore((state) => state.analysisLoading);
}

export function useRecommendations(): Recommendation[] {
  return useScentStore((state) => state.recommendations);
}

export function useNicheRecommendations(): Recommendation[] {
  return useScentStore((state) => state.niche);
}

export function useRecommendationSummary(): RecommendationSummary | null {
  return useScentStore((state) => state.summary);
}

export function useRecommendationsLoading(): boolean {
  return useScentStore((state) => state.recommendationsLoading);
}

export function useNicheStatus(): {
  status: NicheStatus;
  problem: string | null;
  added: number;
} {
  const status = useScentStore((state) => state.nicheStatus);
  const problem = useScentStore((state) => state.nicheProblem);
  const added = useScentStore((state) => state.nicheAdded);
  return { status, problem, added };
}
