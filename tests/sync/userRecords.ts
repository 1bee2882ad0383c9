// A user's items, wishlist and blacklist as the server answers them and as a device holds
// them, in a comparable form. Transport-free, so the in-process sync tests and the kill
// benchmark over real HTTP read and compare them the same way.
import {
  blacklistResponseSchema,
  collectionsDataResponseSchema,
  wishlistResponseSchema,
  type BlacklistItem,
  type CollectionItem,
  type WishlistItem,
} from '../../api/contract/userData';
import type { DuftkompassDb } from '../../web/data/db';
import {
  listBlacklist,
  listCollectionItems,
  listCollections,
  listWishlist,
} from '../../web/data/queries';

/** Every item, wishlist and blacklist record of the user, over all collections. */
export type UserRecords = {
  items: CollectionItem[];
  wishlist: WishlistItem[];
  blacklist: BlacklistItem[];
};
/** The same as sets of records (sorted JSON lines), for comparing device and server. */
export type UserState = { items: string[]; wishlist: string[]; blacklist: string[] };

const asSet = (records: readonly object[]) => records.map((r) => JSON.stringify(r)).sort();

export function comparable(records: UserRecords): UserState {
  return {
    items: asSet(records.items),
    wishlist: asSet(records.wishlist),
    blacklist: asSet(records.blacklist),
  };
}

/** Reads the user's records with `getJson` (an authenticated GET answering 200 or throwing). */
export async function readServerRecords(
  getJson: (path: string) => Promise<unknown>,
): Promise<UserRecords> {
  const data = collectionsDataResponseSchema.parse(await getJson('/api/collections-data'));
  const records: UserRecords = { items: [], wishlist: [], blacklist: [] };
  for (const collection of data.collections) {
    const query = `collectionId=${collection.id}`;
    const wish = wishlistResponseSchema.parse(await getJson(`/api/wishlist?${query}`));
    const black = blacklistResponseSchema.parse(await getJson(`/api/blacklist?${query}`));
    records.items.push(...collection.collection_items);
    records.wishlist.push(...wish.wishlist);
    records.blacklist.push(...black.blacklistItems);
  }
  return records;
}

export async function localRecords(db: DuftkompassDb): Promise<UserRecords> {
  const records: UserRecords = { items: [], wishlist: [], blacklist: [] };
  const strip = <T extends { pending: boolean }>({ pending: _pending, ...record }: T) => record;
  for (const collection of await listCollections(db)) {
    records.items.push(...(await listCollectionItems(collection.id, db)).map(strip));
    records.wishlist.push(...(await listWishlist(collection.id, db)).map(strip));
    records.blacklist.push(...(await listBlacklist(collection.id, db)).map(strip));
  }
  return records;
}
