// A collection's stored recommendation list as the sync feed sees it: recorded whenever it
// is generated, and shortened when one of its cards is saved to the collection, the
// wishlist or the blacklist (spec 001 §4: a saved card leaves the recommendations).
import {
  recommendationSchema,
  recommendationStatsSchema,
  type Recommendation,
} from '../../contract/recommendations';
import type { Queryable } from '../../db/database';
import { recordChange } from '../sync/changeFeed';
import { readRecommendations, replaceRecommendationList } from './collectionScentRepo';

/** Which card was saved: its stored id, else its catalog match, else name and brand. */
export interface SavedCard {
  recommendationId?: string | undefined;
  perfumeId?: string | null | undefined;
  name?: string | undefined;
  brand?: string | undefined;
}

function matches(card: Recommendation, saved: SavedCard): boolean {
  if (saved.recommendationId && card.id === saved.recommendationId) return true;
  if (saved.perfumeId && card.matched_perfume?.id === saved.perfumeId) return true;
  if (saved.name === undefined) return false;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return same(card.gpt_name, saved.name) && same(card.gpt_brand, saved.brand ?? '');
}

/** Records the collection's stored list (as it is now) in the feed. */
export async function recordStoredRecommendations(
  tx: Queryable,
  profileId: string,
  collectionId: string,
): Promise<void> {
  const stored = await readRecommendations(tx, collectionId);
  if (!stored) return;
  await recordChange(tx, profileId, {
    entity: 'collection_recommendations',
    id: collectionId,
    record: {
      collection_id: collectionId,
      recommendations: recommendationSchema.array().parse(stored.recommendations),
      stats: recommendationStatsSchema.parse(stored.stats),
      created_at: stored.created_at,
    },
  });
}

/**
 * Removes the saved card from the collection's stored list; the caller owns the
 * collection and runs this in the transaction that saved the card. Names match only
 * when the card could not be identified by id or catalog match.
 */
export async function dropSavedRecommendation(
  tx: Queryable,
  profileId: string,
  collectionId: string,
  saved: SavedCard,
): Promise<void> {
  const stored = await readRecommendations(tx, collectionId);
  if (!stored) return;
  const cards = recommendationSchema.array().parse(stored.recommendations);
  const byIdentity = cards.filter(
    (card) =>
      !matches(card, { recommendationId: saved.recommendationId, perfumeId: saved.perfumeId }),
  );
  const kept =
    byIdentity.length < cards.length
      ? byIdentity
      : cards.filter((card) => !matches(card, { name: saved.name, brand: saved.brand }));
  if (kept.length === cards.length) return;
  const matched = kept.filter((card) => card.matched_perfume !== null).length;
  await replaceRecommendationList(tx, collectionId, kept, {
    total: kept.length,
    matched,
    gpt_only: kept.length - matched,
  });
  await recordStoredRecommendations(tx, profileId, collectionId);
}
