// User actions on a collection's wishlist and blacklist: optimistic row plus outbox entry in
// one Dexie transaction, item ids chosen on the device, local duplicates answered at once.
import type { SavedPerfume } from '../../api/contract/collections';
import type { Perfume } from '../../api/contract/perfume';
import type { Recommendation } from '../../api/contract/recommendations';
import type { Mutation } from '../../api/contract/sync';
import { db as appDb, type DuftkompassDb } from './db';
import {
  duplicate,
  findExisting,
  listRecommendationBody,
  notFound,
  optimisticBlacklistItem,
  optimisticWishlistItem,
  removeStoredRecommendation,
  type ActionOutcome,
} from './optimistic';
import { enqueueMutation } from './outbox';
import { requestPersistentStorage } from './persistence';

/** From a recommendation card, or (wishlist tab's search) a catalog perfume. */
export type WishlistSource = { recommendation: Recommendation } | { perfume: Perfume };

/** From a recommendation card, or a perfume by catalog id or name and brand. */
export type BlacklistSource =
  | { recommendation: Recommendation }
  | { perfume: Perfume | (SavedPerfume & { image?: string | null }) };

type ListTable = 'wishlist' | 'blacklist';

async function addToList(
  database: DuftkompassDb,
  table: ListTable,
  collectionId: string,
  source: WishlistSource | BlacklistSource,
  mutationFor: (itemId: string) => Mutation,
): Promise<ActionOutcome> {
  const outcome = await database.transaction(
    'rw',
    [database[table], database.recommendations, database.outbox],
    async (): Promise<ActionOutcome> => {
      const itemId = crypto.randomUUID();
      const item =
        table === 'wishlist'
          ? optimisticWishlistItem(collectionId, source, itemId)
          : optimisticBlacklistItem(collectionId, source, itemId);
      if (await findExisting(database, table, collectionId, {
        id: item.perfume_id,
        name: item.name,
        brand: item.brand,
      })) {
        return duplicate();
      }
      const mutationId = crypto.randomUUID();
      await database[table].add({ ...item, pendingMutationId: mutationId });
      const undo =
        'recommendation' in source
          ? await removeStoredRecommendation(database, collectionId, source.recommendation.id)
          : [];
      await enqueueMutation(database, mutationFor(itemId), undo, mutationId);
      return { kind: 'queued', mutationIds: [mutationId], itemIds: [itemId], skipped: 0 };
    },
  );
  if (outcome.kind === 'queued') void requestPersistentStorage();
  return outcome;
}

async function removeFromList(
  database: DuftkompassDb,
  table: ListTable,
  itemId: string,
  mutation: Mutation,
): Promise<ActionOutcome> {
  return database.transaction('rw', [database[table], database.outbox], async () => {
    const row = await database[table].get(itemId);
    if (!row) return notFound();
    await database[table].delete(itemId);
    const mutationId = await enqueueMutation(database, mutation, [{ table, row }]);
    return { kind: 'queued', mutationIds: [mutationId], itemIds: [itemId], skipped: 0 };
  });
}

export function addToWishlist(
  collectionId: string,
  source: WishlistSource,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  return addToList(database, 'wishlist', collectionId, source, (itemId) => ({
    name: 'wishlist.add',
    args:
      'recommendation' in source
        ? { collectionId, itemId, recommendation: listRecommendationBody(source.recommendation) }
        : { collectionId, itemId, perfumeId: source.perfume.id },
  }));
}

export function removeFromWishlist(
  itemId: string,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  return removeFromList(database, 'wishlist', itemId, {
    name: 'wishlist.delete',
    args: { id: itemId },
  });
}

export function addToBlacklist(
  collectionId: string,
  source: BlacklistSource,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  return addToList(database, 'blacklist', collectionId, source, (itemId) => ({
    name: 'blacklist.add',
    args:
      'recommendation' in source
        ? { collectionId, itemId, recommendation: listRecommendationBody(source.recommendation) }
        : {
            collection_id: collectionId,
            itemId,
            perfume_id: source.perfume.id,
            name: source.perfume.name,
            brand: source.perfume.brand,
            image: 'image' in source.perfume ? (source.perfume.image ?? null) : null,
          },
  }));
}

export function removeFromBlacklist(
  itemId: string,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  return removeFromList(database, 'blacklist', itemId, {
    name: 'blacklist.delete',
    args: { itemId },
  });
}
