// SQL for a collection's wishlist (spec 001 §3). Callers check that the caller owns the
// collection (ownedCollection); deletes check it themselves.
import { wishlistItemSchema, type WishlistItem } from '../../contract/userData';
import type { Queryable } from '../../db/database';
import type { ListEntry } from '../collections/catalogSnapshot';
import { parseStoredRows } from '../sync/storedRows';

const COLUMNS = `w.id, w.collection_id, w.perfume_id, w.name, w.brand, w.image, w.description,
  w.occasions, w.price_cents, w.currency, w.affiliate_link, w.shop, w.added_at`;

interface WishlistRow {
  id: string;
  collection_id: string;
  perfume_id: string | null;
  name: string;
  brand: string;
  image: string | null;
  description: string | null;
  occasions: string[];
  price_cents: number | null;
  currency: WishlistItem['currency'];
  affiliate_link: string | null;
  shop: string | null;
  added_at: Date | string;
}

function toWishlistItem(row: WishlistRow): WishlistItem {
  return {
    id: row.id,
    collection_id: row.collection_id,
    perfume_id: row.perfume_id,
    name: row.name,
    brand: row.brand,
    image: row.image,
    beschreibung: row.description,
    anlaesse: row.occasions,
    price: row.price_cents === null ? null : row.price_cents / 100,
    priceCents: row.price_cents,
    currency: row.currency,
    affiliate_link: row.affiliate_link,
    shop: row.shop,
    added_at: new Date(row.added_at).toISOString(),
  };
}

/** The collection's wishlist, oldest first; rows that no longer parse are skipped and reported. */
export async function listWishlist(db: Queryable, collectionId: string): Promise<WishlistItem[]> {
  const { rows } = await db.query<WishlistRow>(
    `SELECT ${COLUMNS} FROM wishlist_items w WHERE w.collection_id = $1 ORDER BY w.seq`,
    [collectionId],
  );
  return parseStoredRows(wishlistItemSchema, rows, toWishlistItem, 'wishlist_items', (r) => r.id);
}

/** Inserts the entry; null when the wishlist holds that perfume already. */
export async function insertWishlistItem(
  db: Queryable,
  collectionId: string,
  itemId: string | undefined,
  entry: ListEntry,
): Promise<WishlistItem | null> {
  const { rows } = await db.query<WishlistRow>(
    `INSERT INTO wishlist_items AS w (id, collection_id, perfume_id, name, brand, image, description,
       occasions, price_cents, currency, affiliate_link, shop)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [
      itemId ?? null,
      collectionId,
      entry.perfume_id,
      entry.name,
      entry.brand,
      entry.image,
      entry.description,
      JSON.stringify(entry.occasions),
      entry.priceCents,
      entry.priceCents === null ? null : entry.currency,
      entry.affiliate_link,
      entry.shop,
    ],
  );
  return rows[0] ? toWishlistItem(rows[0]) : null;
}

/** Deletes the caller's entry; its collection id, or null when the caller has no such entry. */
export async function deleteWishlistItem(
  db: Queryable,
  profileId: string,
  itemId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ collection_id: string }>(
    `DELETE FROM wishlist_items w USING collections c
     WHERE w.id = $1 AND c.id = w.collection_id AND c.profile_id = $2 RETURNING w.collection_id`,
    [itemId, profileId],
  );
  return rows[0]?.collection_id ?? null;
}
