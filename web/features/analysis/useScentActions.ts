import { useCallback } from 'react';
import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import type { Perfume } from '../../../api/contract/perfume';
import { useToast } from '../../ui/toast/toastStore';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { failureInfoOf } from '../../apiClient/apiFailure';
import { track } from '../analytics/track';
import { mentionedNiche, requestLists } from './scentDisplay';
import {
  analysisError,
  isEmptyResult,
  NOT_ENOUGH_TEXT,
  NOT_ENOUGH_TITLE,
  RATE_LIMIT_TEXT,
  RECOMMENDATIONS_FAILED_TITLE,
  recommendationErrorText,
  recommendationErrorTitle,
} from '../../apiClient/errorTexts';
import {
  appendNiche,
  currentGeneration,
  setAnalysis,
  setAnalysisLoading,
  setNicheStatus,
  setRecommendations,
  setRecommendationsLoading,
  useScentStore,
} from './scentStore';

/** Spec 000 §9: the recommendations are scrolled into view 100 ms after they arrive. */
export const SCROLL_DELAY_MS = 100;
export const ANALYSIS_HEADING_ID = 'duft-dna-title';
export const RECOMMENDATIONS_HEADING_ID = 'empfehlungen-title';

/** Scrolls an element to the top of the screen (smoothly unless motion is reduced) and focuses it. */
export function revealElement(element: HTMLElement): void {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  element.focus({ preventScroll: true });
}

/** Brings a freshly shown panel into view and puts the keyboard focus on its heading. */
function revealHeading(id: string, delay: number): void {
  setTimeout(() => {
    const heading = document.getElementById(id);
    if (heading) revealElement(heading);
  }, delay);
}

/** The three scent actions of the home page, with the feedback of spec 000 §4 and 001 §8. */
export function useScentActions() {
  const { show } = useToast();

  const analyse = useCallback(
    async (perfumes: readonly Perfume[]) => {
      if (perfumes.length < ANALYSIS_MIN_PERFUMES) {
        show({ title: NOT_ENOUGH_TITLE, description: NOT_ENOUGH_TEXT });
        return;
      }
      if (useScentStore.getState().analysisLoading) return;
      const generation = currentGeneration();
      const { ids, names } = requestLists(perfumes);
      setAnalysisLoading(true);
      try {
        const result = await api.call(endpoints.analysis, {
          body: { perfumeIds: ids, inputPerfumes: names },
        });
        if (generation !== currentGeneration()) return;
        setAnalysis(result);
        track('analysis');
        revealHeading(ANALYSIS_HEADING_ID, 0);
      } catch (error) {
        if (generation !== currentGeneration()) return;
        setAnalysisLoading(false);
        console.error('Duft-DNA-Analyse fehlgeschlagen', error);
        show({ variant: 'destructive', ...analysisError(failureInfoOf(error)) });
      }
    },
    [show],
  );

  const recommend = useCallback(
    async (perfumes: readonly Perfume[]) => {
      if (perfumes.length === 0 || useScentStore.getState().recommendationsLoading) return;
      const generation = currentGeneration();
      const { ids, names } = requestLists(perfumes);
      const { forWhom, occasion, budgetCents } = useScentStore.getState();
      setRecommendationsLoading(true);
      try {
        const result = await api.call(endpoints.tempRecommendations, {
          body: {
            perfumeIds: ids,
            perfumeNames: names,
            occasion,
            ...(forWhom ? { forWhom } : {}),
            ...(budgetCents ? { budgetCents } : {}),
          },
        });
        if (generation !== currentGeneration()) return;
        if (isEmptyResult(result.stats)) {
          setRecommendationsLoading(false);
          show({
            variant: 'destructive',
            title: RECOMMENDATIONS_FAILED_TITLE,
            description: RATE_LIMIT_TEXT,
          });
          return;
        }
        setRecommendations(
          result.recommendations,
          result.niche,
          result.summary,
          result.audience ?? null,
        );
        track('recommendations');
        revealHeading(RECOMMENDATIONS_HEADING_ID, SCROLL_DELAY_MS);
      } catch (error) {
        if (generation !== currentGeneration()) return;
        setRecommendationsLoading(false);
        console.error('Empfehlungen fehlgeschlagen', error);
        const info = failureInfoOf(error);
        show({
          variant: 'destructive',
          title: recommendationErrorTitle(info),
          description: recommendationErrorText(info),
        });
      }
    },
    [show],
  );

  /**
   * Spec 000 §8 only logs a failure here; the section says so quietly instead of a toast.
   * Resolves to the number of cards added (0 when none, on a failure or a changed list).
   */
  const moreNiche = useCallback(async (perfumes: readonly Perfume[]): Promise<number> => {
    const state = useScentStore.getState();
    if (perfumes.length === 0 || state.nicheStatus === 'loading') return 0;
    const generation = currentGeneration();
    const { ids, names } = requestLists(perfumes);
    const mentioned = mentionedNiche(state.niche, [...state.recommendations, ...state.niche]);
    setNicheStatus('loading');
    try {
      const result = await api.call(endpoints.moreNiche, {
        body: {
          selectedPerfumes: names,
          perfumeIds: ids,
          mentionedNichePerfumes: mentioned.names,
          mentionedNicheIds: mentioned.ids,
          ...(state.forWhom ? { forWhom: state.forWhom } : {}),
          ...(state.budgetCents ? { budgetCents: state.budgetCents } : {}),
        },
      });
      if (generation !== currentGeneration()) return 0;
      return appendNiche(result.recommendations);
    } catch (error) {
      if (generation !== currentGeneration()) return 0;
      console.error('Weitere Nischendüfte fehlgeschlagen', error);
      setNicheStatus('failed', recommendationErrorText(failureInfoOf(error)));
      return 0;
    }
  }, []);

  return { analyse, recommend, moreNiche };
}
