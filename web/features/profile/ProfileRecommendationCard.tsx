import type { Recommendation } from '../../../api/contract/recommendations';
import { CheaperAlternativeNote } from '../analysis/CheaperAlternativeNote';
import { ExpandableText } from '../analysis/ExpandableText';
import { SimilarOwnedNote } from '../collections/SimilarOwnedNote';
import { PriceAndShop } from '../perfume/FeedPrice';
import { fromRecommendation } from './cardPerfume';
import { ItemCard } from './ItemCard';
import { profileCopy } from '../../copy/profile';

export type RecommendationTarget = 'collection' | 'wishlist' | 'blacklist';

type Props = {
  card: Recommendation;
  onMove: (card: Recommendation, target: RecommendationTarget) => void;
};

/** A stored recommendation with its reasoning, shop link and the three ways to file it. */
export function ProfileRecommendationCard({ card, onMove }: Props) {
  const match = card.matched_perfume;
  const name = card.gpt_name;
  return (
    <ItemCard
      perfume={fromRecommendation(card)}
      footer={
        <>
          <ExpandableText text={card.reasoning} />
          <SimilarOwnedNote perfumeId={match?.id ?? null} />
          {match && <PriceAndShop priced={match} />}
          <CheaperAlternativeNote perfumeId={match?.id ?? null} priceCents={match?.priceCents} />
        </>
      }
    >
      <button
        type="button"
        className="button button--primary"
        aria-label={profileCopy.recommendations.toCollectionLabel(name)}
        onClick={() => onMove(card, 'collection')}
      >
        {profileCopy.recommendations.toCollection}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-label={profileCopy.recommendations.toWishlistLabel(name)}
        onClick={() => onMove(card, 'wishlist')}
      >
        {profileCopy.recommendations.toWishlist}
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={profileCopy.recommendations.toBlacklistLabel(name)}
        onClick={() => onMove(card, 'blacklist')}
      >
        {profileCopy.recommendations.toBlacklist}
      </button>
    </ItemCard>
  );
}
