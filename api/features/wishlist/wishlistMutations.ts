// Wishlist mutations as plain functions of (transaction, user, body), shared by the REST
// endpoints and POST /api/sync/push. A card saved to the wishlist leaves the collection's
// stored recommendations (spec 001 §4).
import type { WishlistAddBody } from '../../contract/userData';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import type { AuthUser } from '../auth/requireUser';
import {
  catalogPerfume,
  entryFromPerfume,
  entryFromRecommendation,
} from '../collections/catalogSnapshot';
import {
  assertIdsFree,
  ownedCollection,
  perfumeKey,
  perfumeKeysOf,
} from '../collections/collectionItemsRepo';
import { dropSavedRecommendation } from '../recommendations/storedRecommendations';
import { recordChange } from '../sync/changeFeed';
import type { MutationAnswer } from '../sync/idempotency';
import { deleteWishlistItem, insertWishlistItem } from './wishlistRepo';

/** POST /api/wishlist/add: a recommendation card, or a catalog perfume by id. */
export async function addToWishlist(
  tx: Queryable,
  user: AuthUser,
  body: WishlistAddBody,
): Promise<MutationAnswer> {
  await ownedCollection(tx, user.id, body.collectionId);
  const entry =
    'recommendation' in body
      ? await entryFromRecommendation(tx, body.recommendation)
      : entryFromPerfume(await catalogPerfume(tx, body.perfumeId));
  const existing = await perfumeKeysOf(tx, 'wishlist_items', body.collectionId);
  if (existing.has(perfumeKey(entry))) throw new ApiError('already_in_wishlist');
  await assertIdsFree(tx, 'wishlist_items', body.itemId ? [body.itemId] : []);
  const wishlistItem = await insertWishlistItem(tx, body.collectionId, body.itemId, entry);
  if (!wishlistItem) throw new ApiError('already_in_wishlist');
  await recordChange(tx, user.id, {
    entity: 'wishlist_item',
    id: wishlistItem.id,
    record: wishlistItem,
  });
  await dropSavedRecommendation(tx, user.id, body.collectionId, {
    recommendationId: 'recommendation' in body ? body.recommendation.id : undefined,
    perfumeId: entry.perfume_id,
    name: 'recommendation' in body ? body.recommendation.gpt_name : undefined,
    brand: 'recommendation' in body ? body.recommendation.gpt_brand : undefined,
  });
  return { status: 200, body: { wishlistItem } };
}

/** DELETE /api/wishlist/{id}: leaves a tombstone in the feed. */
export async function deleteFromWishlist(
  tx: Queryable,
  user: AuthUser,
  args: { id: string },
): Promise<MutationAnswer> {
  const collectionId = await deleteWishlistItem(tx, user.id, args.id);
  if (!collectionId) {
    throw new ApiError('not_found', 'Dieser Eintrag ist nicht in der Wunschliste.');
  }
  await recordChange(tx, user.id, { entity: 'wishlist_item', id: args.id, deleted: true });
  return { status: 200, body: { success: true, id: args.id } };
}
