// Adding to and deleting from a collection's wishlist or blacklist: one flow for both
// lists, used by their mutations (REST endpoints and POST /api/sync/push). A saved card
// leaves the collection's stored recommendations (spec 001 §4).
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import type { AuthUser } from '../auth/requireUser';
import { dropSavedRecommendation, type SavedCard } from '../recommendations/storedRecommendations';
import { recordChange } from '../sync/changeFeed';
import type { ListEntry } from './catalogSnapshot';
import {
  assertIdsFree,
  perfumeKey,
  assertRoomFor,
  perfumeKeysOf,
  requireOwnCollection,
} from './collectionItemsRepo';
import { deleteEntry, insertEntry, type ListRow, type PerfumeList } from './perfumeListRepo';

export interface NewListEntry {
  collectionId: string;
  /** The device-chosen id, if any. */
  itemId: string | undefined;
  /** Builds the entry once the caller's ownership is checked. */
  entry: () => Promise<ListEntry>;
  /** Which stored recommendation card the entry stands for. */
  card: (entry: ListEntry) => SavedCard;
}

/** Saves the entry; 404 for another account's collection, the list's 409 for a duplicate. */
export async function addListEntry<Item extends { id: string }, Row extends ListRow>(
  tx: Queryable,
  list: PerfumeList<Item, Row>,
  user: AuthUser,
  add: NewListEntry,
): Promise<Item> {
  await requireOwnCollection(tx, user.id, add.collectionId);
  const entry = await add.entry();
  const existing = await perfumeKeysOf(tx, list.table, add.collectionId, [entry]);
  if (existing.has(perfumeKey(entry))) throw new ApiError(list.duplicateCode);
  await assertRoomFor(tx, list.table, add.collectionId, 1);
  await assertIdsFree(tx, list.table, add.itemId ? [add.itemId] : []);
  const item = await insertEntry(tx, list, add.collectionId, add.itemId, entry);
  if (!item) throw new ApiError(list.duplicateCode);
  await recordChange(tx, user.id, list.change(item));
  await dropSavedRecommendation(tx, user.id, add.collectionId, add.card(entry));
  return item;
}

/** Deletes the caller's entry and leaves a tombstone in the feed; 404 when there is none. */
export async function deleteListEntry<Item extends { id: string }, Row extends ListRow>(
  tx: Queryable,
  list: PerfumeList<Item, Row>,
  user: AuthUser,
  itemId: string,
): Promise<void> {
  const collectionId = await deleteEntry(tx, list, user.id, itemId);
  if (!collectionId) throw new ApiError('not_found', list.notFoundMessage);
  await recordChange(tx, user.id, { entity: list.entity, id: itemId, deleted: true });
}
