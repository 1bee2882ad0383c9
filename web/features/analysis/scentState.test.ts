import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisResponse } from '../../../api/contract/analysis';
import type { Recommendation } from '../../../api/contract/recommendations';
import {
  appendNiche,
  clearAnalysisOnly,
  clearScentResults,
  currentGeneration,
  setAnalysis,
  setRecommendations,
  useScentStore,
} from './scentStore';
import { selectionChange } from './useClearOnSelectionChange';

const ids = (...values: string[]) => new Set(values);

function card(id: string): Recommendation {
  return {
    id,
    gpt_name: id,
    gpt_brand: 'Haus',
    gpt_description: '',
    reasoning: 'Passt.',
    occasions: [],
    is_niche: true,
    matched_perfume: null,
    match_found: false,
  };
}

const summary = { conclusion: 'Fazit.', empfehlung: 'Tipp.', nicheHighlight: 'Nische.' };
const analysis: AnalysisResponse = {
  analysis: {
    duft_ich: {
      beschreibung: 'Holzig und frisch.',
      spider_web: {
        sportlich: 40,
        sinnlich: 30,
        elegant: 20,
        frisch: 50,
        orientalisch: 10,
        holzig: 60,
      },
      stil_energie: { stil: 'Modern', energie: 'Leicht' },
      meta: { dominant: ['Zeder'] },
    },
    persoenlichkeit_stil: [{ titel: 'Natürlich', begruendung: 'Holzig führt.' }],
    top_noten: { primary: ['Zeder'], secondary: [] },
    empfehlungs_ziel: 'Mehr Holz.',
  },
  kategorien: { summary: 'Eine Gruppe.', categories: [] },
  matching: { matched: 2, unknown: [] },
};

describe('selectionChange', () => {
  it('sees no change when the same perfumes are chosen', () => {
    expect(selectionChange(ids('fra-1', 'fra-2'), ids('fra-2', 'fra-1'), null)).toBe('none');
  });

  it('clears everything when a perfume is added from the search or removed', () => {
    expect(selectionChange(ids('fra-1'), ids('fra-1', 'fra-2'), null)).toBe('all');
    expect(selectionChange(ids('fra-1', 'fra-2'), ids('fra-1'), 'fra-2')).toBe('all');
  });

  it('keeps the recommendations when the one perfume added came from a recommendation card', () => {
    expect(selectionChange(ids('fra-1'), ids('fra-1', 'fra-9'), 'fra-9')).toBe('analysisOnly');
    expect(selectionChange(ids('fra-1'), ids('fra-1', 'fra-8', 'fra-9'), 'fra-9')).toBe('all');
  });
});

describe('scentStore', () => {
  beforeEach(() => clearScentResults());

  it('clears the recommendations when an analysis arrives', () => {
    setRecommendations([card('fra-1')], [card('fra-2')], summary);
    setAnalysis(analysis);
    const state = useScentStore.getState();
    expect(state.analysis).toBe(analysis);
    expect(state.recommendations).toEqual([]);
    expect(state.niche).toEqual([]);
    expect(state.summary).toBeNull();
  });

  it('starts a new generation on every clear, so late answers can be dropped', () => {
    const before = currentGeneration();
    clearAnalysisOnly();
    clearScentResults();
    expect(currentGeneration()).toBe(before + 2);
  });

  it('keeps recommendations and summary when only the analysis is cleared', () => {
    setAnalysis(analysis);
    setRecommendations([card('fra-1')], [], summary);
    clearAnalysisOnly();
    const state = useScentStore.getState();
    expect(state.analysis).toBeNull();
    expect(state.summary).toEqual(summary);
    expect(state.recommendations).toHaveLength(1);
  });

  it('appends new niche picks after the shown ones and never repeats a card', () => {
    setRecommendations([card('fra-1')], [card('fra-2')], summary);
    expect(appendNiche([card('fra-1'), card('fra-2'), card('fra-3')])).toBe(1);
    expect(useScentStore.getState().niche.map((c) => c.id)).toEqual(['fra-2', 'fra-3']);
    expect(appendNiche([card('fra-3')])).toBe(0);
    expect(useScentStore.getState().nicheStatus).toBe('exhausted');
  });
});
