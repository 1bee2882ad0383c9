// User actions on collection items. Each one writes the optimistic record(s) and the outbox
// entry in one Dexie transaction, so the change is either fully queued or not at all; the
// sync engine (web/sync/) sends it later. Item ids are chosen here and sent as `itemId`.
import type { Recommendation } from '../../api/contract/recommendations';
import { db as appDb, type DuftkompassDb } from './db';
import {
  duplicate,
  findExisting,
  notFound,
  optimisticCollectionItem,
  recommendationCollectionItem,
  removeStoredRecommendation,
  type ActionOutcome,
  type PerfumeInput,
} from './optimistic';
import { enqueueMutation } from './outbox';
import { requestPersistentStorage } from './persistence';
import { nameKey, parseRow } from './records';

/**
 * Adds perfumes to a collection. Perfumes already in it (locally) are skipped; when all are,
 * nothing is queued and the outcome is 'duplicate' ("Bereits vorhanden").
 */
export async function addPerfumesToCollection(
  collectionId: string,
  perfumes: readonly PerfumeInput[],
  database: DuftkompassDb = appDb,
  origin?: 'save',
): Promise<ActionOutcome> {
  const outcome = await database.transaction(
    'rw',
    [database.collectionItems, database.outbox],
    async (): Promise<ActionOutcome> => {
      const seen = new Set<string>();
      const fresh: PerfumeInput[] = [];
      for (const perfume of perfumes) {
        const key = perfume.id ?? nameKey(perfume.name, perfume.brand);
        if (seen.has(key)) continue;
        seen.add(key);
        if (!(await findExisting(database, 'collectionItems', collectionId, perfume))) {
          fresh.push(perfume);
        }
      }
      if (fresh.length === 0) return duplicate();
      const mutationId = crypto.randomUUID();
      const items = fresh.map((perfume) =>
        optimisticCollectionItem(collectionId, perfume, crypto.randomUUID()),
      );
      await database.collectionItems.bulkAdd(
        items.map((item) => ({ ...item, pendingMutationId: mutationId })),
      );
      await enqueueMutation(
        database,
        {
          name: 'collections.addPerfumes',
          args: {
            collectionId,
            perfumeIds: [],
            perfumes: items.map((item) => ({
              id: item.perfume_id,
              name: item.name,
              brand: item.brand,
              itemId: item.id,
            })),
          },
        },
        [],
        mutationId,
        origin,
      );
      return {
        kind: 'queued',
        mutationIds: [mutationId],
        itemIds: items.map((item) => item.id),
        skipped: perfumes.length - fresh.length,
      };
    },
  );
  if (outcome.kind === 'queued') void requestPersistentStorage();
  return outcome;
}

/** Removes an item from its collection (the row disappears at once). */
export async function deleteCollectionItem(
  itemId: string,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  return database.transaction('rw', [database.collectionItems, database.outbox], async () => {
    const row = await database.collectionItems.get(itemId);
    if (!row) return notFound();
    await database.collectionItems.delete(itemId);
    const mutationId = await enqueueMutation(
      database,
      { name: 'collections.deleteItem', args: { collectionId: row.collection_id, itemId } },
      [{ table: 'collectionItems', row }],
    );
    return { kind: 'queued', mutationIds: [mutationId], itemIds: [itemId], skipped: 0 };
  });
}

/** Adds a recommendation card to the collection and removes it from the stored list. */
export async function addRecommendationToCollection(
  collectionId: string,
  recommendation: Recommendation,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  const outcome = await database.transaction(
    'rw',
    [database.collectionItems, database.recommendations, database.outbox],
    async (): Promise<ActionOutcome> => {
      const item = recommendationCollectionItem(collectionId, recommendation, crypto.randomUUID());
      if (await findExisting(database, 'collectionItems', collectionId, {
        id: item.perfume_id,
        name: item.name,
        brand: item.brand,
      })) {
        return duplicate();
      }
      const mutationId = crypto.randomUUID();
      await database.collectionItems.add({ ...item, pendingMutationId: mutationId });
      const undo = await removeStoredRecommendation(database, collectionId, recommendation.id);
      await enqueueMutation(
        database,
        {
          name: 'collections.addFromRecommendation',
          args: {
            collectionId,
            itemId: item.id,
            recommendationId: recommendation.id,
            gptName: recommendation.gpt_name,
            gptBrand: recommendation.gpt_brand,
            gptDescription: recommendation.gpt_description,
            matchedPerfume: recommendation.matched_perfume,
            reasoning: recommendation.reasoning,
            occasions: recommendation.occasions,
            isNiche: recommendation.is_niche,
          },
        },
        undo,
        mutationId,
      );
      return { kind: 'queued', mutationIds: [mutationId], itemIds: [item.id], skipped: 0 };
    },
  );
  if (outcome.kind === 'queued') void requestPersistentStorage();
  return outcome;
}

/**
 * Moves a wishlist entry into a collection (default: the wishlist's own collection): an add
 * and a delete, two outbox entries in one transaction (spec 001 §4).
 */
export async function moveWishlistItemToCollection(
  wishlistItemId: string,
  targetCollectionId?: string,
  database: DuftkompassDb = appDb,
): Promise<ActionOutcome> {
  return database.transaction(
    'rw',
    [database.collectionItems, database.wishlist, database.outbox],
    async (): Promise<ActionOutcome> => {
      const row = await database.wishlist.get(wishlistItemId);
      const wish = row ? parseRow('wishlist', row) : null;
      if (!row || !wish) return notFound();
      const collectionId = targetCollectionId ?? wish.collection_id;
      const perfume = { id: wish.perfume_id, name: wish.name, brand: wish.brand };
      if (await findExisting(database, 'collectionItems', collectionId, perfume)) {
        return duplicate();
      }
      const addId = crypto.randomUUID();
      const item = optimisticCollectionItem(collectionId, perfume, crypto.randomUUID());
      await database.collectionItems.add({
        ...item,
        image: wish.image,
        description: wish.beschreibung,
        occasions: wish.anlaesse,
        pendingMutationId: addId,
      });
      await enqueueMutation(
        database,
        {
          name: 'collections.addPerfumes',
          args: {
            collectionId,
            perfumeIds: [],
            perfumes: [{ id: perfume.id, name: wish.name, brand: wish.brand, itemId: item.id }],
          },
        },
        [],
        addId,
      );
      await database.wishlist.delete(wishlistItemId);
      const deleteId = await enqueueMutation(
        database,
        { name: 'wishlist.delete', args: { id: wishlistItemId } },
        [{ table: 'wishlist', row }],
        undefined,
        'wishlistMove',
      );
      return { kind: 'queued', mutationIds: [addId, deleteId], itemIds: [item.id], skipped: 0 };
    },
  );
}
