// SQL for collection items as the sync contract sees them (collectionItemSchema): insert
// with a device-chosen id, delete, and the caller's collections with their items. Every
// query is scoped to the caller's profile: another account's ids are simply not found.
import type { CollectionSimple } from '../../contract/collections';
import { COLLECTION_COLUMNS, toSimple, type CollectionRow } from './collectionRow';
import {
  collectionItemSchema,
  type CollectionItem,
  type ItemSource,
} from '../../contract/userData';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { parseStoredRows } from '../sync/storedRows';

export const ITEM_COLUMNS = `id, collection_id, perfume_id, name, brand, image, description, notes,
  fragrance_family, occasions, reasoning, is_niche, source, added_at`;

export interface ItemRow {
  id: string;
  collection_id: string;
  perfume_id: string | null;
  name: string;
  brand: string;
  image: string | null;
  description: string | null;
  notes: string[];
  fragrance_family: string | null;
  occasions: string[];
  reasoning: string | null;
  is_niche: boolean;
  source: ItemSource;
  added_at: Date | string;
}

export function toItem(row: ItemRow): CollectionItem {
  return { ...row, added_at: new Date(row.added_at).toISOString() };
}

/** The caller's collection, or 404 (another account's collection looks like a missing one). */
export async function requireOwnCollection(
  db: Queryable,
  profileId: string,
  collectionId: string,
): Promise<CollectionSimple> {
  const { rows } = await db.query<CollectionRow>(
    `SELECT ${COLLECTION_COLUMNS} FROM collections WHERE id = $1 AND profile_id = $2`,
    [collectionId, profileId],
  );
  const row = rows[0];
  if (!row) throw new ApiError('not_found', 'Diese Sammlung wurde nicht gefunden.');
  return toSimple(row);
}

/** What identifies a perfume within a collection: its catalog id, else name and brand. */
export function perfumeKey(entry: { perfume_id: string | null; name: string; brand: string }) {
  return entry.perfume_id
    ? `id:${entry.perfume_id}`
    : `name:${entry.name.toLowerCase()}\u0000${entry.brand.toLowerCase()}`;
}

export type EntryTable = 'collection_items' | 'wishlist_items' | 'blacklist_items';

/**
 * perfumeKey of the entries of the collection in that table that match one of the
 * candidates: looked up through the unique indexes, so a mutation costs the same however
 * many entries the collection holds (review N5).
 */
export async function perfumeKeysOf(
  db: Queryable,
  table: EntryTable,
  collectionId: string,
  candidates: readonly { perfume_id: string | null; name: string; brand: string }[],
): Promise<Set<string>> {
  const ids = candidates.flatMap((c) => (c.perfume_id ? [c.perfume_id] : []));
  const custom = candidates.filter((c) => !c.perfume_id);
  if (ids.length + custom.length === 0) return new Set();
  const { rows } = await db.query<{ perfume_id: string | null; name: string; brand: string }>(
    `SELECT perfume_id, name, brand FROM ${table}
     WHERE collection_id = $1 AND perfume_id = ANY($2::text[])
     UNION ALL
     SELECT perfume_id, name, brand FROM ${table}
     WHERE collection_id = $1 AND perfume_id IS NULL
       AND (lower(name), lower(brand)) IN (
         SELECT lower(n), lower(b) FROM unnest($3::text[], $4::text[]) AS k(n, b))`,
    [collectionId, ids, custom.map((c) => c.name), custom.map((c) => c.brand)],
  );
  return new Set(rows.map(perfumeKey));
}

/** Entries one collection may hold in each list (review N5); far above any real collection. */
export const MAX_ENTRIES_PER_LIST = 5_000;

/**
 * 409 list_full when `adding` more entries would take the collection past the cap. Counts
 * at most cap + 1 rows, so the check stays cheap on a full collection.
 */
export async function assertRoomFor(
  db: Queryable,
  table: EntryTable,
  collectionId: string,
  adding: number,
): Promise<void> {
  if (adding === 0) return;
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM
       (SELECT 1 FROM ${table} WHERE collection_id = $1 LIMIT $2) AS entries`,
    [collectionId, MAX_ENTRIES_PER_LIST + 1],
  );
  if ((rows[0]?.count ?? 0) + adding > MAX_ENTRIES_PER_LIST) throw new ApiError('list_full');
}

/** 409 item_id_taken when one of the ids exists in `table` already (any account). */
export async function assertIdsFree(
  db: Queryable,
  table: EntryTable,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = ANY($1::uuid[]) LIMIT 1`, [
    ids,
  ]);
  if (rows.length > 0) throw new ApiError('item_id_taken');
}

export type NewItem = Omit<CollectionItem, 'id' | 'collection_id' | 'added_at'> & {
  id?: string | undefined;
};

/** Inserts one item; null when the collection holds that perfume already. */
export async function insertItem(
  db: Queryable,
  collectionId: string,
  item: NewItem,
): Promise<CollectionItem | null> {
  const { rows } = await db.query<ItemRow>(
    `INSERT INTO collection_items (id, collection_id, perfume_id, name, brand, image, description,
       notes, fragrance_family, occasions, reasoning, is_niche, source)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT DO NOTHING RETURNING ${ITEM_COLUMNS}`,
    [
      item.id ?? null,
      collectionId,
      item.perfume_id,
      item.name,
      item.brand,
      item.image,
      item.description,
      JSON.stringify(item.notes),
      item.fragrance_family,
      JSON.stringify(item.occasions),
      item.reasoning,
      item.is_niche,
      item.source,
    ],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** Deletes the caller's item; false when it is not in that collection of the caller. */
export async function deleteItem(
  db: Queryable,
  profileId: string,
  collectionId: string,
  itemId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM collection_items i USING collections c
     WHERE i.id = $1 AND i.collection_id = $2 AND c.id = i.collection_id AND c.profile_id = $3`,
    [itemId, collectionId, profileId],
  );
  return rowCount > 0;
}

/** Items of the caller's collections, oldest first (insertion order); broken rows are skipped. */
export async function listItems(db: Queryable, profileId: string): Promise<CollectionItem[]> {
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS.replaceAll(/(\w+)/g, 'i.$1')} FROM collection_items i
     JOIN collections c ON c.id = i.collection_id
     WHERE c.profile_id = $1 ORDER BY i.seq`,
    [profileId],
  );
  return parseStoredRows(collectionItemSchema, rows, toItem, 'collection_items', (row) => row.id);
}
