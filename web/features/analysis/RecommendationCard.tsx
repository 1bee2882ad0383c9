import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { perfumePath, type Perfume } from '../../../api/contract/perfume';
import type { Recommendation } from '../../../api/contract/recommendations';
import { SimilarOwnedNote } from '../collections/SimilarOwnedNote';
import { PerfumeArtwork } from '../perfume/PerfumeArtwork';
import { PriceAndShop } from '../perfume/FeedPrice';
import { concentrationLabel } from '../perfume/perfumeFacts';
import { CheaperAlternativeNote } from './CheaperAlternativeNote';
import { ExpandableText } from './ExpandableText';
import { OccasionTags } from './OccasionTags';
import { useRecommendedPerfume } from './recommendedPerfumes';
import { analysisCopy } from '../../copy/analysis';

type Props = {
  card: Recommendation;
  isChosen: boolean;
  onAdd: (card: Recommendation) => Promise<void>;
  /** Lines of reasoning shown before "Mehr anzeigen" (fewer in the niche section). */
  reasoningLines?: number;
};

/** Until the catalog perfume has loaded, the flacon is drawn from what the card knows. */
function perfumeFromCard(card: Recommendation): Perfume {
  const match = card.matched_perfume;
  return {
    id: match?.id ?? card.id,
    name: match?.name ?? card.gpt_name,
    brand: match?.brand ?? card.gpt_brand,
    aliases: [],
    year: null,
    accords: [],
    notes: [],
    pyramid: null,
    fragranceFamily: null,
    isNiche: card.is_niche,
    longevity: null,
    sillage: null,
    votes: 0,
    priceCents: match?.priceCents ?? null,
    currency: match?.currency ?? null,
    image: match?.image ?? null,
    affiliate_link: match?.affiliate_link ?? null,
    shop: match?.shop ?? null,
  };
}

export function RecommendationCard({ card, isChosen, onAdd, reasoningLines }: Props) {
  const titleId = useId();
  const brandId = useId();
  const match = card.matched_perfume;
  const catalogPerfume = useRecommendedPerfume(match?.id ?? null);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (adding) return;
    setAdding(true);
    try {
      await onAdd(card);
    } finally {
      setAdding(false);
    }
  };

  return (
    // Focusable from script only: "Mehr Nischendüfte" moves the focus to the first new card.
    <article className="rec-card" aria-labelledby={`${titleId} ${brandId}`} tabIndex={-1}>
      <PerfumeArtwork perfume={catalogPerfume ?? perfumeFromCard(card)} />
      <div className="rec-card__body">
        {(card.is_niche || isChosen) && (
          <div className="rec-card__badges">
            {card.is_niche && (
              <span className="badge badge--niche">{analysisCopy.recommendations.nicheBadge}</span>
            )}
            {isChosen && (
              <span className="badge badge--chosen">
                {analysisCopy.recommendations.chosenBadge}
              </span>
            )}
          </div>
        )}
        {/* A pick from the catalog opens its own page (issue 26: every card opens it). */}
        <h4 id={titleId} className="rec-card__name">
          {match ? (
            <Link to={perfumePath(match.id)} className="rec-card__open">
              {card.gpt_name}
            </Link>
          ) : (
            card.gpt_name
          )}
        </h4>
        <p id={brandId} className="rec-card__brand">
          {card.gpt_brand}
        </p>
        <OccasionTags occasions={card.occasions} />
        <ExpandableText text={card.reasoning} lines={reasoningLines} />
        <SimilarOwnedNote perfumeId={match?.id ?? null} />
        <div className="rec-card__footer">
          {/* Without a feed price no price line (never "Preis auf Anfrage"); a link from the
              shop template alone compares prices at the shop. */}
          {match && (
            <PriceAndShop
              priced={match}
              concentration={catalogPerfume ? concentrationLabel(catalogPerfume) : null}
              primary
            />
          )}
          <CheaperAlternativeNote perfumeId={match?.id ?? null} priceCents={match?.priceCents} />
          {match && !isChosen && (
            <button
              type="button"
              className="button button--primary"
              aria-describedby={titleId}
              aria-disabled={adding}
              onClick={() => void add()}
            >
              {adding ? analysisCopy.recommendations.adding : analysisCopy.recommendations.add}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
