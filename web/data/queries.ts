// Read side of the device data: validated, ordered views of the synced tables. The hooks in
// useUserData.ts wrap these in live queries; tests and the sync engine call them directly.
import { DEFAULT_COLLECTIONS } from '../../api/contract/collections';
import { db as appDb, type DuftkompassDb } from './db';
import { rejectedChanges, type RejectedChange } from './outbox';
import {
  byAddedAt,
  parseRow,
  parseRows,
  type LocalBlacklistItem,
  type LocalCollection,
  type LocalCollectionItem,
  type LocalWishlistItem,
  type StoredAnalysis,
  type StoredRecommendations,
} from './records';

/** Defaults in the spec's order, the person's own collections after them. */
const typeOrder = (type: string) => {
  const index = DEFAULT_COLLECTIONS.findIndex((c) => c.type === type);
  return index === -1 ? DEFAULT_COLLECTIONS.length : index;
};

/** The user's collections in the spec's order (main, partner, custom, own), then by creation. */
export async function listCollections(database: DuftkompassDb = appDb): Promise<LocalCollection[]> {
  const rows = parseRows('collections', await database.collections.toArray());
  return rows
    .map(({ pending: _pending, ...collection }) => collection)
    .sort(
      (a, b) =>
        typeOrder(a.type) - typeOrder(b.type) ||
        (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0),
    );
}

export async function listCollectionItems(
  collectionId: string,
  database: DuftkompassDb = appDb,
): Promise<LocalCollectionItem[]> {
  const rows = await database.collectionItems.where('collection_id').equals(collectionId).toArray();
  return byAddedAt(parseRows('collectionItems', rows));
}

/** Every item of every collection on this device (for "Du hast schon etwas Ähnliches"). */
export async function listAllCollectionItems(
  database: DuftkompassDb = appDb,
): Promise<LocalCollectionItem[]> {
  return byAddedAt(parseRows('collectionItems', await database.collectionItems.toArray()));
}

export async function listWishlist(
  collectionId: string,
  database: DuftkompassDb = appDb,
): Promise<LocalWishlistItem[]> {
  const rows = await database.wishlist.where('collection_id').equals(collectionId).toArray();
  return byAddedAt(parseRows('wishlist', rows));
}

export async function listBlacklist(
  collectionId: string,
  database: DuftkompassDb = appDb,
): Promise<LocalBlacklistItem[]> {
  const rows = await database.blacklist.where('collection_id').equals(collectionId).toArray();
  return byAddedAt(parseRows('blacklist', rows));
}

export async function storedRecommendations(
  collectionId: string,
  database: DuftkompassDb = appDb,
): Promise<StoredRecommendations | null> {
  const row = await database.recommendations.get(collectionId);
  return row ? parseRow('recommendations', row) : null;
}

export async function storedAnalysis(
  collectionId: string,
  database: DuftkompassDb = appDb,
): Promise<StoredAnalysis | null> {
  const row = await database.analyses.get(collectionId);
  return row ? parseRow('analyses', row) : null;
}

export type PendingChanges = { count: number; rejected: RejectedChange[] };

/** How many changes wait for the server, and the rejected ones with their messages. */
export async function pendingChanges(database: DuftkompassDb = appDb): Promise<PendingChanges> {
  const count = await database.outbox.where('status').equals('pending').count();
  return { count, rejected: await rejectedChanges(database) };
}
