// SQL shared by a collection's two perfume lists, the wishlist and the blacklist (spec 001
// §3): both hold catalog snapshots (ListEntry) with the same columns, the wishlist adds shop
// columns. Each list describes itself once (wishlistRepo.ts, blacklistRepo.ts). Callers
// check that the caller owns the collection (requireOwnCollection); deletes check it themselves.
import type { z } from 'zod';
import type { ErrorCode } from '../../contract/errors';
import type { Queryable, SqlParam } from '../../db/database';
import type { FeedChange } from '../sync/changeFeed';
import { parseStoredRows } from '../sync/storedRows';
import type { ListEntry } from './catalogSnapshot';
import type { ItemRow } from './collectionItemsRepo';

/** The columns every list has that an insert writes (added_at is the database's). */
const WRITTEN_COLUMNS = [
  'id',
  'collection_id',
  'perfume_id',
  'name',
  'brand',
  'image',
  'description',
  'occasions',
];

/** The columns every list has, as read: those of a collection item without its extras. */
export type ListRow = Pick<
  ItemRow,
  | 'id'
  | 'collection_id'
  | 'perfume_id'
  | 'name'
  | 'brand'
  | 'image'
  | 'description'
  | 'occasions'
  | 'added_at'
>;

/** What both lists' records share (spec 001 §3 field names). */
export function sharedFields(row: ListRow) {
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

export interface PerfumeList<Item extends { id: string }, Row extends ListRow = ListRow> {
  table: 'wishlist_items' | 'blacklist_items';
  /** Columns only this list has, and their values for a new entry, in the same order. */
  extraColumns: readonly string[];
  extraValues: (entry: ListEntry) => SqlParam[];
  schema: z.ZodType<Item>;
  toItem: (row: Row) => Item;
  /** The entry's new state for the change feed. */
  change: (item: Item) => FeedChange;
  /** Its tombstone's entity in the change feed. */
  entity: 'wishlist_item' | 'blacklist_item';
  /** 409 when the list holds that perfume already. */
  duplicateCode: ErrorCode;
  /** 404 text when the caller has no such entry. */
  notFoundMessage: string;
}

function columnsOf<Item extends { id: string }, Row extends ListRow>(
  list: PerfumeList<Item, Row>,
): string {
  return [...WRITTEN_COLUMNS, 'added_at', ...list.extraColumns]
    .map((column) => `l.${column}`)
    .join(', ');
}

/** The collection's list, oldest first; rows that no longer parse are skipped and reported. */
export async function listEntries<Item extends { id: string }, Row extends ListRow>(
  db: Queryable,
  list: PerfumeList<Item, Row>,
  collectionId: string,
): Promise<Item[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${columnsOf(list)} FROM ${list.table} l WHERE l.collection_id = $1 ORDER BY l.seq`,
    [collectionId],
  );
  return parseStoredRows(list.schema, rows, list.toItem, list.table, (row) => row.id);
}

/** Inserts the entry; null when the list holds that perfume already. */
export async function insertEntry<Item extends { id: string }, Row extends ListRow>(
  db: Queryable,
  list: PerfumeList<Item, Row>,
  collectionId: string,
  itemId: string | undefined,
  entry: ListEntry,
): Promise<Item | null> {
  const columns = [...WRITTEN_COLUMNS, ...list.extraColumns];
  const values = [
    itemId ?? null,
    collectionId,
    entry.perfume_id,
    entry.name,
    entry.brand,
    entry.image,
    entry.description,
    JSON.stringify(entry.occasions),
    ...list.extraValues(entry),
  ];
  // $1 is the device-chosen id, if any; every other value is its own parameter.
  const rest = values.slice(1).map((_, index) => `$${index + 2}`);
  const { rows } = await db.query<Row>(
    `INSERT INTO ${list.table} AS l (${columns.join(', ')})
     VALUES (coalesce($1::uuid, gen_random_uuid()), ${rest.join(', ')})
     ON CONFLICT DO NOTHING RETURNING ${columnsOf(list)}`,
    values,
  );
  return rows[0] ? list.toItem(rows[0]) : null;
}

/** Deletes the caller's entry; its collection id, or null when the caller has no such entry. */
export async function deleteEntry<Item extends { id: string }, Row extends ListRow>(
  db: Queryable,
  list: PerfumeList<Item, Row>,
  profileId: string,
  itemId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ collection_id: string }>(
    `DELETE FROM ${list.table} l USING collections c
     WHERE l.id = $1 AND c.id = l.collection_id AND c.profile_id = $2 RETURNING l.collection_id`,
    [itemId, profileId],
  );
  return rows[0]?.collection_id ?? null;
}
