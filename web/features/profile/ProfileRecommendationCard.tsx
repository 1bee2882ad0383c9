import { formatPrice } from '../../../api/contract/price';
import type { Recommendation } from '../../../api/contract/recommendations';
import { CheaperAlternativeNote } from '../analysis/CheaperAlternativeNote';
import { ExpandableText } from '../analysis/ExpandableText';
import { ShopLink } from '../analysis/ShopLink';
import { SimilarOwnedNote } from '../collections/SimilarOwnedNote';
import { fromRecommendation } from './cardPerfume';
import { ItemCard } from './ItemCard';

export type RecommendationTarget = 'collection' | 'wishlist' | 'blacklist';

type Props = {
  card: Recommendation;
  onMove: (card: Recommendation, target: RecommendationTarget) => void;
};

/** A stored recommendation with its reasoning, shop link and the three ways to file it. */
export function ProfileRecommendationCard({ card, onMove }: Props) {
  const match = card.matched_perfume;
  const link = match?.affiliate_link ?? null;
  const name = card.gpt_name;
  return (
    <ItemCard
      perfume={fromRecommendation(card)}
      footer={
        <>
          <ExpandableText text={card.reasoning} />
          <SimilarOwnedNote perfumeId={match?.id ?? null} />
          <p className="rec-card__price">{formatPrice(match?.priceCents, match?.currency)}</p>
          {link && <ShopLink href={link}>{`Bei ${match?.shop ?? 'Shop'} ansehen`}</ShopLink>}
          <CheaperAlternativeNote perfumeId={match?.id ?? null} priceCents={match?.priceCents} />
        </>
      }
    >
      <button
        type="button"
        className="button button--primary"
        aria-label={`${name} zur Sammlung hinzufügen`}
        onClick={() => onMove(card, 'collection')}
      >
        Zur Sammlung
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`${name} auf die Wunschliste`}
        onClick={() => onMove(card, 'wishlist')}
      >
        Wunschliste
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={`${name} auf die Blacklist`}
        onClick={() => onMove(card, 'blacklist')}
      >
        Blacklist
      </button>
    </ItemCard>
  );
}
