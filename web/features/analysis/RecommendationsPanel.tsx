import { useEffect, useRef, type Ref } from 'react';
import type { Recommendation } from '../../../api/contract/recommendations';
import { LineVariantsSection } from './LineVariantsSection';
import { RecommendationCard } from './RecommendationCard';
import { NICHE_REASONING_LINES, REASONING_LINES } from './scentDisplay';
import {
  useNicheRecommendations,
  useNicheStatus,
  useRecommendationSummary,
  useRecommendations,
  useRecommendationsLoading,
} from './scentStore';
import { RECOMMENDATIONS_HEADING_ID, revealElement } from './useScentActions';
import { analysisCopy } from '../../copy/analysis';

type Props = {
  chosenIds: ReadonlySet<string>;
  onAdd: (card: Recommendation) => Promise<void>;
  /** Asks for more niche picks; resolves to how many were added. */
  onMoreNiche: () => Promise<number>;
};

type CardGridProps = {
  cards: Recommendation[];
  reasoningLines: number;
  listRef?: Ref<HTMLUListElement>;
} & Omit<Props, 'onMoreNiche'>;

function CardGrid({ cards, reasoningLines, listRef, ...props }: CardGridProps) {
  return (
    <ul className="rec-grid" ref={listRef}>
      {cards.map((card) => (
        <li key={card.id}>
          <RecommendationCard
            card={card}
            isChosen={card.matched_perfume !== null && props.chosenIds.has(card.matched_perfume.id)}
            onAdd={props.onAdd}
            reasoningLines={reasoningLines}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 000 §4: the summary, the picks and the niche section with "Mehr Nischendüfte"; then,
 * folded, the other variants of the chosen perfumes (issue 10).
 */
export function RecommendationsPanel({ chosenIds, onAdd, onMoreNiche }: Props) {
  const recommendations = useRecommendations();
  const niche = useNicheRecommendations();
  const summary = useRecommendationSummary();
  const loading = useRecommendationsLoading();
  const { status: nicheStatus, problem: nicheProblem, added: nicheAdded } = useNicheStatus();
  const nicheList = useRef<HTMLUListElement>(null);
  // After "Mehr Nischendüfte" the first new card is scrolled to and focused (UX walk 24: the
  // cards arrived below the screen's edge, unannounced); the status line names the count.
  // Remembered at the click: where the new cards start and the card just before them, so a
  // list replaced meanwhile (new recommendations) moves nothing.
  const pendingReveal = useRef<{ index: number; afterId: string | undefined } | null>(null);
  useEffect(() => {
    const pending = pendingReveal.current;
    if (!pending || niche.length <= pending.index) return;
    pendingReveal.current = null;
    if (niche[pending.index - 1]?.id !== pending.afterId) return;
    const card = nicheList.current?.children[pending.index]?.querySelector('article');
    if (card) revealElement(card);
  }, [niche]);
  if (!summary && !loading) return null;
  const nicheLoading = nicheStatus === 'loading';
  // The ad disclosure belongs next to real shop links only.
  const hasShopLinks = [...recommendations, ...niche].some(
    (card) => card.matched_perfume?.affiliate_link,
  );

  return (
    <section
      className="scent-panel"
      aria-labelledby={RECOMMENDATIONS_HEADING_ID}
      aria-busy={loading}
    >
      <h2 id={RECOMMENDATIONS_HEADING_ID} className="scent-panel__title" tabIndex={-1}>
        {analysisCopy.recommendations.title}
      </h2>
      {loading && !summary && (
        <div className="scent-panel__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>{analysisCopy.recommendations.searching}</p>
        </div>
      )}
      {summary && (
        <>
          <div className="rec-summary">
            <p className="rec-summary__conclusion">{summary.conclusion}</p>
            <p>{summary.empfehlung}</p>
          </div>
          {hasShopLinks && <p className="ad-note">{analysisCopy.recommendations.adNote}</p>}
          <CardGrid
            cards={recommendations}
            chosenIds={chosenIds}
            onAdd={onAdd}
            reasoningLines={REASONING_LINES}
          />

          <section className="niche-section" aria-labelledby="niche-title">
            <h3 id="niche-title" className="niche-section__title">
              {analysisCopy.recommendations.nicheTitle}
            </h3>
            <p className="niche-section__highlight">{summary.nicheHighlight}</p>
            {niche.length > 0 && (
              <CardGrid
                cards={niche}
                listRef={nicheList}
                chosenIds={chosenIds}
                onAdd={onAdd}
                reasoningLines={NICHE_REASONING_LINES}
              />
            )}
            <div className="niche-section__more">
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={nicheLoading}
                onClick={() => {
                  if (nicheLoading) return;
                  const request = { index: niche.length, afterId: niche.at(-1)?.id };
                  pendingReveal.current = request;
                  void onMoreNiche().then((added) => {
                    if (added === 0 && pendingReveal.current === request) {
                      pendingReveal.current = null;
                    }
                  });
                }}
              >
                {nicheLoading
                  ? analysisCopy.recommendations.nicheLoading
                  : analysisCopy.recommendations.nicheMore}
              </button>
              <p className="niche-section__status" role="status">
                {nicheStatus === 'idle' &&
                  nicheAdded > 0 &&
                  analysisCopy.recommendations.nicheFound(nicheAdded, niche.length)}
                {nicheStatus === 'exhausted' && analysisCopy.recommendations.nicheExhausted}
                {nicheStatus === 'failed' && nicheProblem}
              </p>
            </div>
          </section>
          <LineVariantsSection perfumeIds={chosenIds} />
        </>
      )}
    </section>
  );
}
