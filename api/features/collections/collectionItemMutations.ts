// The collection mutations (spec 001 §7) as plain functions of (transaction, user, body):
// the REST endpoints and POST /api/sync/push both run them through withIdempotency.
// Each writes its feed rows in the transaction of its data.
import type { z } from 'zod';
import type {
  AddFromRecommendationBody,
  AddPerfumesBody,
  AddPerfumesResult,
  CollectionItem,
  deleteItemBodySchema,
} from '../../contract/userData';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import type { AuthUser } from '../auth/requireUser';
import { dropSavedRecommendation } from '../recommendations/storedRecommendations';
import { recordChange } from '../sync/changeFeed';
import type { MutationAnswer } from '../sync/idempotency';
import { catalogPerfume, webUrl } from './catalogSnapshot';
import {
  assertIdsFree,
  assertRoomFor,
  deleteItem as deleteItemRow,
  insertItem,
  perfumeKeysOf,
  requireOwnCollection,
  perfumeKey,
  type NewItem,
} from './collectionItemsRepo';

function addedMessage(added: number): string {
  return `${added} ${added === 1 ? 'Parfüm' : 'Parfüms'} hinzugefügt.`;
}

/**
 * Inserts the new items (ones already in the collection are skipped), records them in
 * the feed and takes their cards out of the stored recommendations.
 */
async function saveItems(
  tx: Queryable,
  user: AuthUser,
  collectionId: string,
  candidates: readonly NewItem[],
): Promise<{ items: CollectionItem[]; skipped: number }> {
  const existing = await perfumeKeysOf(tx, 'collection_items', collectionId, candidates);
  const fresh: NewItem[] = [];
  for (const candidate of candidates) {
    const key = perfumeKey(candidate);
    if (existing.has(key)) continue;
    existing.add(key);
    fresh.push(candidate);
  }
  await assertRoomFor(tx, 'collection_items', collectionId, fresh.length);
  await assertIdsFree(
    tx,
    'collection_items',
    fresh.flatMap((item) => (item.id ? [item.id] : [])),
  );
  const items: CollectionItem[] = [];
  for (const candidate of fresh) {
    const item = await insertItem(tx, collectionId, candidate);
    if (!item) continue;
    items.push(item);
    await recordChange(tx, user.id, { entity: 'collection_item', id: item.id, record: item });
  }
  return { items, skipped: candidates.length - items.length };
}

/** POST /api/collections/add-perfumes: catalog perfumes by id, photo perfumes as given. */
export async function addPerfumes(
  tx: Queryable,
  user: AuthUser,
  body: AddPerfumesBody,
): Promise<MutationAnswer> {
  await requireOwnCollection(tx, user.id, body.collectionId);
  const fromCatalog: { id: string; itemId?: string | undefined }[] = [
    ...body.perfumeIds.map((id) => ({ id })),
    ...body.perfumes.flatMap((p) => (p.id ? [{ id: p.id, itemId: p.itemId }] : [])),
  ];
  const custom = body.perfumes.filter((p) => !p.id);
  if (fromCatalog.length + custom.length === 0) {
    throw new ApiError('invalid_body', 'Bitte wähle mindestens ein Parfüm aus.');
  }
  const candidates: NewItem[] = [];
  for (const entry of fromCatalog) {
    const perfume = await catalogPerfume(tx, entry.id);
    candidates.push({
      id: entry.itemId,
      perfume_id: perfume.id,
      name: perfume.name,
      brand: perfume.brand,
      image: perfume.image,
      description: null,
      notes: perfume.notes,
      fragrance_family: perfume.fragranceFamily,
      occasions: [],
      reasoning: null,
      is_niche: perfume.isNiche,
      source: 'catalog',
    });
  }
  for (const entry of custom) {
    candidates.push({
      id: entry.itemId,
      perfume_id: null,
      name: entry.name,
      brand: entry.brand,
      image: null,
      description: null,
      notes: [],
      fragrance_family: null,
      occasions: [],
      reasoning: null,
      is_niche: false,
      source: 'photo',
    });
  }
  const { items, skipped } = await saveItems(tx, user, body.collectionId, candidates);
  if (items.length === 0) throw new ApiError('already_exists');
  for (const item of items) {
    if (item.perfume_id) {
      await dropSavedRecommendation(tx, user.id, body.collectionId, { perfumeId: item.perfume_id });
    }
  }
  const result: AddPerfumesResult = {
    success: true,
    message: addedMessage(items.length),
    added: items.length,
    skipped,
    items,
  };
  return { status: 200, body: result };
}

/** POST /api/collections/delete-item: the item leaves a tombstone in the feed. */
export async function deleteItem(
  tx: Queryable,
  user: AuthUser,
  body: z.infer<typeof deleteItemBodySchema>,
): Promise<MutationAnswer> {
  const deleted = await deleteItemRow(tx, user.id, body.collectionId, body.itemId);
  if (!deleted) throw new ApiError('not_found', 'Dieses Parfüm ist nicht in der Sammlung.');
  await recordChange(tx, user.id, { entity: 'collection_item', id: body.itemId, deleted: true });
  return { status: 200, body: { success: true, id: body.itemId } };
}

/**
 * POST /api/collections/add-from-recommendation: the card becomes an item (source
 * "recommendation") and leaves the collection's stored recommendations. Answers like
 * add-perfumes (addPerfumesResultSchema) with the one item.
 */
export async function addFromRecommendation(
  tx: Queryable,
  user: AuthUser,
  body: AddFromRecommendationBody,
): Promise<MutationAnswer> {
  await requireOwnCollection(tx, user.id, body.collectionId);
  const matched = body.matchedPerfume ? await catalogPerfume(tx, body.matchedPerfume.id) : null;
  const candidate: NewItem = {
    id: body.itemId,
    perfume_id: matched?.id ?? null,
    name: matched?.name ?? body.gptName,
    brand: matched?.brand ?? body.gptBrand,
    image: matched?.image ?? webUrl(body.matchedPerfume?.image),
    description: body.gptDescription.trim() || null,
    notes: matched?.notes ?? [],
    fragrance_family: matched?.fragranceFamily ?? null,
    occasions: [...body.occasions],
    reasoning: body.reasoning.trim() || null,
    is_niche: body.isNiche,
    source: 'recommendation',
  };
  const { items } = await saveItems(tx, user, body.collectionId, [candidate]);
  if (items.length === 0) throw new ApiError('already_exists');
  await dropSavedRecommendation(tx, user.id, body.collectionId, {
    recommendationId: body.recommendationId,
    perfumeId: matched?.id,
    name: body.gptName,
    brand: body.gptBrand,
  });
  const result: AddPerfumesResult = {
    success: true,
    message: addedMessage(1),
    added: 1,
    skipped: 0,
    items,
  };
  return { status: 200, body: result };
}
