// Shared pieces of the user actions: the optimistic records shown before the server has
// answered (the server's version replaces them), the local duplicate check, and removing a
// stored recommendation once it went to the collection, wishlist or blacklist.
import type { SavedPerfume } from '../../api/contract/collections';
import type { Perfume } from '../../api/contract/perfume';
import type { Recommendation } from '../../api/contract/recommendations';
import {
  blacklistItemSchema,
  collectionItemSchema,
  wishlistItemSchema,
  type BlacklistItem,
  type CollectionItem,
  type WishlistItem,
} from '../../api/contract/userData';
import type { DuftkompassDb, ItemRow, StoredRow, SyncedTable } from './db';
import { nameKey, parseRow } from './records';

/** What the UI can save: a catalog perfume with its facts, or a name/brand pair (photo). */
export type PerfumeInput = Perfume | SavedPerfume;

export type ActionOutcome =
  | { kind: 'queued'; mutationIds: string[]; itemIds: string[]; skipped: number }
  | { kind: 'duplicate'; message: string }
  | { kind: 'not_found'; message: string };

export const DUPLICATE_MESSAGE = 'Bereits vorhanden';
export const NOT_FOUND_MESSAGE = 'Dieser Eintrag ist nicht mehr vorhanden.';

export const duplicate = (): ActionOutcome => ({ kind: 'duplicate', message: DUPLICATE_MESSAGE });
export const notFound = (): ActionOutcome => ({ kind: 'not_found', message: NOT_FOUND_MESSAGE });

export const isCatalogPerfume = (perfume: PerfumeInput): perfume is Perfume =>
  'accords' in perfume;

export function nowIso(): string {
  return new Date().toISOString();
}

export function optimisticCollectionItem(
  collectionId: string,
  perfume: PerfumeInput,
  itemId: string,
): CollectionItem {
  const catalog = isCatalogPerfume(perfume) ? perfume : null;
  return collectionItemSchema.parse({
    id: itemId,
    collection_id: collectionId,
    perfume_id: perfume.id,
    name: perfume.name,
    brand: perfume.brand,
    image: catalog?.image ?? null,
    description: null,
    notes: catalog?.notes ?? [],
    fragrance_family: catalog?.fragranceFamily ?? null,
    occasions: [],
    reasoning: null,
    is_niche: catalog?.isNiche ?? false,
    source: perfume.id ? 'catalog' : 'photo',
    added_at: nowIso(),
  });
}

export function recommendationCollectionItem(
  collectionId: string,
  recommendation: Recommendation,
  itemId: string,
): CollectionItem {
  const matched = recommendation.matched_perfume;
  return collectionItemSchema.parse({
    id: itemId,
    collection_id: collectionId,
    perfume_id: matched?.id ?? null,
    name: matched?.name ?? recommendation.gpt_name,
    brand: matched?.brand ?? recommendation.gpt_brand,
    image: matched?.image ?? null,
    description: recommendation.gpt_description || null,
    notes: [],
    fragrance_family: null,
    occasions: recommendation.occasions,
    reasoning: recommendation.reasoning,
    is_niche: recommendation.is_niche,
    source: 'recommendation',
    added_at: nowIso(),
  });
}

type ListSource =
  | { recommendation: Recommendation }
  | { perfume: Perfume }
  | { perfume: SavedPerfume & { image?: string | null } };

export function optimisticWishlistItem(
  collectionId: string,
  source: ListSource,
  itemId: string,
): WishlistItem {
  const shop = shopFields(source);
  return wishlistItemSchema.parse({
    id: itemId,
    collection_id: collectionId,
    ...listBasics(source),
    price: shop.priceCents === null ? null : shop.priceCents / 100,
    ...shop,
    added_at: nowIso(),
  });
}

export function optimisticBlacklistItem(
  collectionId: string,
  source: ListSource,
  itemId: string,
): BlacklistItem {
  return blacklistItemSchema.parse({
    id: itemId,
    collection_id: collectionId,
    ...listBasics(source),
    added_at: nowIso(),
  });
}

function shopFields(source: ListSource) {
  const shop =
    'recommendation' in source
      ? source.recommendation.matched_perfume
      : 'accords' in source.perfume
        ? source.perfume
        : null;
  const priceCents = shop?.priceCents ?? null;
  return {
    priceCents,
    currency: shop?.currency ?? null,
    // As the server keeps it (catalogSnapshot.ts): the feed's size, only next to a price.
    sizeMl: priceCents === null ? null : (shop?.sizeMl ?? null),
    affiliate_link: shop?.affiliate_link ?? null,
    shop: shop?.shop ?? null,
  };
}

function listBasics(source: ListSource) {
  if ('recommendation' in source) {
    const { recommendation } = source;
    const matched = recommendation.matched_perfume;
    return {
      perfume_id: matched?.id ?? null,
      name: matched?.name ?? recommendation.gpt_name,
      brand: matched?.brand ?? recommendation.gpt_brand,
      image: matched?.image ?? null,
      beschreibung: recommendation.gpt_description || null,
      anlaesse: recommendation.occasions,
    };
  }
  const { perfume } = source;
  return {
    perfume_id: perfume.id,
    name: perfume.name,
    brand: perfume.brand,
    image: 'image' in perfume ? (perfume.image ?? null) : null,
    beschreibung: null,
    anlaesse: [],
  };
}

/** The recommendation as the wishlist and blacklist endpoints take it. */
export function listRecommendationBody(recommendation: Recommendation) {
  const matched = recommendation.matched_perfume;
  return {
    id: recommendation.id,
    gpt_name: recommendation.gpt_name,
    gpt_brand: recommendation.gpt_brand,
    gpt_description: recommendation.gpt_description,
    occasions: recommendation.occasions,
    matched_perfume: matched
      ? {
          id: matched.id,
          image: matched.image,
          priceCents: matched.priceCents,
          currency: matched.currency,
          affiliate_link: matched.affiliate_link,
          shop: matched.shop,
        }
      : null,
  };
}

type ItemTable = 'collectionItems' | 'wishlist' | 'blacklist';

/**
 * The row of this collection that already holds the perfume: same catalog id, or for
 * custom perfumes the same name and brand (case-insensitive), as the server's unique keys.
 */
export async function findExisting(
  database: DuftkompassDb,
  table: ItemTable,
  collectionId: string,
  perfume: { id: string | null; name: string; brand: string },
): Promise<ItemRow | undefined> {
  const rows = database[table];
  if (perfume.id) {
    return rows.where('[collection_id+perfume_id]').equals([collectionId, perfume.id]).first();
  }
  const key = nameKey(perfume.name, perfume.brand);
  return rows
    .where('collection_id')
    .equals(collectionId)
    .filter((row) => {
      const parsed = parseRow(table, row);
      return parsed !== null && parsed.perfume_id === null && nameKey(parsed.name, parsed.brand) === key;
    })
    .first();
}

/**
 * Removes a stored recommendation card from its collection's list (spec 001 §4: adding it
 * anywhere removes it). Returns the previous row for the outbox entry's undo list.
 */
export async function removeStoredRecommendation(
  database: DuftkompassDb,
  collectionId: string,
  recommendationId: string,
): Promise<{ table: SyncedTable; row: StoredRow }[]> {
  const row = await database.recommendations.get(collectionId);
  const parsed = row ? parseRow('recommendations', row) : null;
  if (!row || !parsed) return [];
  const remaining = parsed.recommendations.filter((card) => card.id !== recommendationId);
  if (remaining.length === parsed.recommendations.length) return [];
  await database.recommendations.put({ ...row, recommendations: remaining });
  return [{ table: 'recommendations', row }];
}
