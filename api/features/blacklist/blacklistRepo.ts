// SQL for a collection's blacklist (spec 001 §3): perfumes never recommended for that
// collection. Callers check that the caller owns the collection (ownedCollection);
// deletes check it themselves.
import { blacklistItemSchema, type BlacklistItem } from '../../contract/userData';
import type { Queryable } from '../../db/database';
import type { ListEntry } from '../collections/catalogSnapshot';
import { parseStoredRows } from '../sync/storedRows';

const COLUMNS = `w.id, w.collection_id, w.perfume_id, w.name, w.brand, w.image, w.description,
  w.occasions, w.added_at`;

interface BlacklistRow {
  id: string;
  collection_id: string;
  perfume_id: string | null;
  name: string;
  brand: string;
  image: string | null;
  description: string | null;
  occasions: string[];
  added_at: Date | string;
}

function toBlacklistItem(row: BlacklistRow): BlacklistItem {
  return {
    id: row.id,
    collection_id: row.collection_id,
    perfume_id: row.perfume_id,
    name: row.name,
    brand: row.brand,
    image: row.image,
    beschreibung: row.description,
    anlaesse: row.occasions,
    added_at: new Date(row.added_at).toISOString(),
  };
}

/** The collection's blacklist, oldest first; rows that no longer parse are skipped and reported. */
export async function listBlacklist(db: Queryable, collectionId: string): Promise<BlacklistItem[]> {
  const { rows } = await db.query<BlacklistRow>(
    `SELECT ${COLUMNS} FROM blacklist_items w WHERE w.collection_id = $1 ORDER BY w.seq`,
    [collectionId],
  );
  return parseStoredRows(
    blacklistItemSchema,
    rows,
    toBlacklistItem,
    'blacklist_items',
    (r) => r.id,
  );
}

/** Inserts the entry; null when the blacklist holds that perfume already. */
export async function insertBlacklistItem(
  db: Queryable,
  collectionId: string,
  itemId: string | undefined,
  entry: ListEntry,
): Promise<BlacklistItem | null> {
  const { rows } = await db.query<BlacklistRow>(
    `INSERT INTO blacklist_items AS w (id, collection_id, perfume_id, name, brand, image, description,
       occasions)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8)
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
    ],
  );
  return rows[0] ? toBlacklistItem(rows[0]) : null;
}

/** Deletes the caller's entry; its collection id, or null when the caller has no such entry. */
export async function deleteBlacklistItem(
  db: Queryable,
  profileId: string,
  itemId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ collection_id: string }>(
    `DELETE FROM blacklist_items w USING collections c
     WHERE w.id = $1 AND c.id = w.collection_id AND c.profile_id = $2 RETURNING w.collection_id`,
    [itemId, profileId],
  );
  return rows[0]?.collection_id ?? null;
}
