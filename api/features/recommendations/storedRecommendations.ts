// A collection's stored recommendation list as the sync feed sees it: recorded whenever it
// is generated, and shortened when one of its cards is saved to the collection, the
// wishlist or the blacklist (spec 001 §4: a saved card leaves the recommendations). Cards
// that no longer parse are skipped and reported, so a damaged list never fails a save.
import { z } from 'zod';
import {
  recommendationSchema,
  recommendationStatsSchema,
  type Recommendation,
  type RecommendationStats,
} from '../../contract/recommendations';
import { isDominatedBy } from '../../contract/collectionSettings';
import type { Queryable } from '../../db/database';
import { recordChange } from '../sync/changeFeed';
import { parseStoredRow, parseStoredRows } from '../sync/storedRows';
import { readRecommendations, replaceRecommendationList } from './collectionScentRepo';

export interface StoredRecommendations {
  recommendations: Recommendation[];
  stats: RecommendationStats;
  created_at: string;
}

function statsOf(cards: readonly Recommendation[]): RecommendationStats {
  const matched = cards.filter((card) => card.matched_perfume !== null).length;
  return { total: cards.length, matched, gpt_only: cards.length - matched };
}

/**
 * The collection's stored list with only the cards that parse (the others reported), or
 * null when there is none. Stats that do not parse, or that count skipped cards, are
 * counted again from the cards.
 */
export async function readStoredRecommendations(
  db: Queryable,
  collectionId: string,
): Promise<StoredRecommendations | null> {
  const stored = await readRecommendations(db, collectionId);
  if (!stored) return null;
  const where = `collection_recommendations ${collectionId}`;
  const list = parseStoredRow(z.array(z.unknown()), stored.recommendations, where, 'liste');
  const cards = parseStoredRows(
    recommendationSchema,
    (list ?? []).map((card, index) => ({ card, index })),
    (entry) => entry.card,
    where,
    (entry) => `karte ${entry.index}`,
  );
  const stats = parseStoredRow(recommendationStatsSchema, stored.stats, where, 'stats');
  return {
    recommendations: cards,
    stats: stats && cards.length === list?.length ? stats : statsOf(cards),
    created_at: stored.created_at,
  };
}

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
  const stored = await readStoredRecommendations(tx, collectionId);
  if (!stored) return;
  await recordChange(tx, profileId, {
    entity: 'collection_recommendations',
    id: collectionId,
    record: { collection_id: collectionId, ...stored },
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
  const stored = await readStoredRecommendations(tx, collectionId);
  if (!stored) return;
  const cards = stored.recommendations;
  const byIdentity = cards.filter(
    (card) =>
      !matches(card, { recommendationId: saved.recommendationId, perfumeId: saved.perfumeId }),
  );
  const kept =
    byIdentity.length < cards.length
      ? byIdentity
      : cards.filter((card) => !matches(card, { name: saved.name, brand: saved.brand }));
  if (kept.length === cards.length) return;
  await replaceRecommendationList(tx, collectionId, kept, statsOf(kept));
  await recordStoredRecommendations(tx, profileId, collectionId);
}

/**
 * Removes the cards whose catalog perfume is dominated by one of the disliked notes
 * (isDominatedBy: among its three strongest accords); the caller owns the collection.
 */
export async function dropDislikedRecommendations(
  tx: Queryable,
  profileId: string,
  collectionId: string,
  disliked: readonly string[],
): Promise<void> {
  const stored = await readStoredRecommendations(tx, collectionId);
  if (!stored || disliked.length === 0) return;
  const ids = stored.recommendations.flatMap((card) =>
    card.matched_perfume ? [card.matched_perfume.id] : [],
  );
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ id: string; keys: string[] | null }>(
    `SELECT id, ARRAY(SELECT a.value->>'key'
       FROM jsonb_array_elements(data->'accords') WITH ORDINALITY AS a(value, n) ORDER BY a.n) AS keys
     FROM perfumes WHERE id = ANY($1::text[])`,
    [ids],
  );
  const dominated = new Set(
    rows.filter((row) => isDominatedBy(row.keys ?? [], disliked)).map((row) => row.id),
  );
  const kept = stored.recommendations.filter(
    (card) => !card.matched_perfume || !dominated.has(card.matched_perfume.id),
  );
  if (kept.length === stored.recommendations.length) return;
  await replaceRecommendationList(tx, collectionId, kept, statsOf(kept));
  await recordStoredRecommendations(tx, profileId, collectionId);
}
