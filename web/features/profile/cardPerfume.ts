// Each profile list stores its perfumes in its own shape (spec 001 §3); the cards show them
// the same way.
import type { Recommendation } from '../../../api/contract/recommendations';
import type {
  LocalBlacklistItem,
  LocalCollectionItem,
  LocalWishlistItem,
} from '../../data/records';
import type { CardPerfume } from './ItemCard';

export function fromCollectionItem(item: LocalCollectionItem): CardPerfume {
  return {
    perfumeId: item.perfume_id,
    name: item.name,
    brand: item.brand,
    image: item.image,
    description: item.description,
    occasions: item.occasions,
    isNiche: item.is_niche,
    pending: item.pending,
  };
}

export function fromListItem(item: LocalWishlistItem | LocalBlacklistItem): CardPerfume {
  return {
    perfumeId: item.perfume_id,
    name: item.name,
    brand: item.brand,
    image: item.image,
    description: item.beschreibung,
    occasions: item.anlaesse,
    isNiche: false,
    pending: item.pending,
  };
}

export function fromRecommendation(card: Recommendation): CardPerfume {
  const match = card.matched_perfume;
  return {
    perfumeId: match?.id ?? null,
    name: card.gpt_name,
    brand: card.gpt_brand,
    image: match?.image ?? null,
    description: null,
    occasions: card.occasions,
    isNiche: card.is_niche,
    pending: false,
  };
}

/** Case-insensitive match on name or brand (spec 001 §5, blacklist filter). */
export function matchesFilter(item: { name: string; brand: string }, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase('de-DE');
  if (needle === '') return true;
  return (
    item.name.toLocaleLowerCase('de-DE').includes(needle) ||
    item.brand.toLocaleLowerCase('de-DE').includes(needle)
  );
}
