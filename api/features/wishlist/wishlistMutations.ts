// Wishlist mutations as plain functions of (transaction, user, body), shared by the REST
// endpoints and POST /api/sync/push. A card saved to the wishlist leaves the collection's
// stored recommendations (spec 001 §4).
import type { WishlistAddBody } from '../../contract/userData';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../auth/requireUser';
import {
  catalogPerfume,
  entryFromPerfume,
  entryFromRecommendation,
} from '../collections/catalogSnapshot';
import { addListEntry, deleteListEntry } from '../collections/perfumeListMutations';
import type { MutationAnswer } from '../sync/idempotency';
import { wishlist } from './wishlistRepo';

/** POST /api/wishlist/add: a recommendation card, or a catalog perfume by id. */
export async function addToWishlist(
  tx: Queryable,
  user: AuthUser,
  body: WishlistAddBody,
): Promise<MutationAnswer> {
  const wishlistItem = await addListEntry(tx, wishlist, user, {
    collectionId: body.collectionId,
    itemId: body.itemId,
    entry: async () =>
      'recommendation' in body
        ? entryFromRecommendation(tx, body.recommendation)
        : entryFromPerfume(await catalogPerfume(tx, body.perfumeId)),
    card: (entry) => ({
      recommendationId: 'recommendation' in body ? body.recommendation.id : undefined,
      perfumeId: entry.perfume_id,
      name: 'recommendation' in body ? body.recommendation.gpt_name : undefined,
      brand: 'recommendation' in body ? body.recommendation.gpt_brand : undefined,
    }),
  });
  return { status: 200, body: { wishlistItem } };
}

/** DELETE /api/wishlist/{id}: leaves a tombstone in the feed. */
export async function deleteFromWishlist(
  tx: Queryable,
  user: AuthUser,
  args: { id: string },
): Promise<MutationAnswer> {
  await deleteListEntry(tx, wishlist, user, args.id);
  return { status: 200, body: { success: true, id: args.id } };
}
