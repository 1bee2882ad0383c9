import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '../../../api/contract/recommendations';
import { RecommendationsPanel } from './RecommendationsPanel';
import type * as ScentStore from './scentStore';

/** About 4 lines of 45 characters: longer than the niche section's 3, shorter than 5. */
const FOUR_LINES = 'Ein warmer Duft mit Zeder und Vanille, '.repeat(5).trim();

function card(id: string, isNiche: boolean): Recommendation {
  return {
    id,
    gpt_name: `Duft ${id}`,
    gpt_brand: 'Haus',
    gpt_description: '',
    reasoning: FOUR_LINES,
    occasions: [],
    is_niche: isNiche,
    matched_perfume: null,
    match_found: false,
  };
}

// Server rendering reads a zustand store's initial state, so the panel's hooks are given
// the results directly.
vi.mock('./scentStore', async (importOriginal) => ({
  ...(await importOriginal<typeof ScentStore>()),
  useRecommendations: () => [card('fra-1', false)],
  useNicheRecommendations: () => [card('fra-2', true)],
  useRecommendationSummary: () => ({
    conclusion: 'Fazit.',
    empfehlung: 'Tipp.',
    nicheHighlight: 'Nische.',
  }),
  useRecommendationsLoading: () => false,
  useNicheStatus: () => ({ status: 'idle', problem: null, added: 0 }),
}));

function render(): { main: string; niche: string } {
  const html = renderToStaticMarkup(
    createElement(RecommendationsPanel, {
      chosenIds: new Set<string>(),
      onAdd: async () => {},
      onMoreNiche: () => Promise.resolve(0),
    }),
  );
  const [main = '', niche = ''] = html.split('<section class="niche-section"');
  return { main, niche };
}

describe('RecommendationsPanel', () => {
  it('cuts reasoning after 5 lines on the cards and after 3 in the niche section', () => {
    expect(FOUR_LINES.length).toBeGreaterThan(3 * 45);
    expect(FOUR_LINES.length).toBeLessThanOrEqual(5 * 45);

    const { main, niche } = render();

    expect(main).toContain(FOUR_LINES);
    expect(main).not.toContain('Mehr anzeigen');
    expect(niche).not.toContain(FOUR_LINES);
    expect(niche).toContain('Mehr anzeigen');
  });
});
