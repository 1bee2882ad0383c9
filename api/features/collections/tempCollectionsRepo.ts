// SQL for temporary collections: saved before an account's e-mail is confirmed, keyed by
// e-mail and device id together (an e-mail alone reveals nothing), and moved into the
// account's same-named collections once the owner of that e-mail signs in.
import {
  DEFAULT_COLLECTIONS,
  type DefaultCollectionType,
  type SavedPerfume,
  type TempCollection,
} from '../../contract/collections';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import {
  addItems,
  ensureDefaultCollections,
  ensureProfile,
  findOrCreateCollection,
} from './collectionsRepo';

interface TempItemRow {
  collection_id: string;
  collection_name: string;
  collection_type: DefaultCollectionType;
  item_id: string | null;
  perfume_id: string | null;
  name: string | null;
  brand: string | null;
  added_at: Date | string | null;
}

/**
 * A temporary collection is a bridge until the e-mail is confirmed, not a second account.
 * There is no cap on devices per e-mail (anyone could fill it and lock the owner out,
 * review N8): the per-e-mail and per-network budgets bound what an e-mail collects
 * (api/features/limits/writeBudgets.ts).
 */
export const MAX_TEMP_ITEMS_PER_COLLECTION = 200;
/** Temporary collections nobody confirmed are deleted after this many days. */
export const TEMP_COLLECTION_RETENTION_DAYS = 30;

function defaultName(type: DefaultCollectionType): string {
  return DEFAULT_COLLECTIONS.find((collection) => collection.type === type)?.name ?? type;
}

/** The device's temporary collections that hold at least one perfume. */
export async function listTempCollections(
  db: Queryable,
  email: string,
  deviceId: string,
): Promise<TempCollection[]> {
  const { rows } = await db.query<TempItemRow>(
    `SELECT c.id AS collection_id, c.name AS collection_name, c.type AS collection_type,
            i.id AS item_id, i.perfume_id, i.name, i.brand, i.added_at
     FROM temp_collections c JOIN temp_collection_items i ON i.temp_collection_id = c.id
     WHERE c.email = $1 AND c.device_id = $2
     ORDER BY CASE c.type WHEN 'main' THEN 0 WHEN 'partner' THEN 1 ELSE 2 END, i.seq`,
    [email.toLowerCase(), deviceId],
  );
  const collections = new Map<string, TempCollection>();
  for (const row of rows) {
    let collection = collections.get(row.collection_id);
    if (!collection) {
      collection = {
        id: row.collection_id,
        name: row.collection_name,
        type: row.collection_type,
        items: [],
      };
      collections.set(row.collection_id, collection);
    }
    if (row.item_id && row.name !== null && row.added_at !== null) {
      collection.items.push({
        id: row.item_id,
        perfume_id: row.perfume_id,
        name: row.name,
        brand: row.brand ?? '',
        added_at: new Date(row.added_at).toISOString(),
      });
    }
  }
  return [...collections.values()];
}

/**
 * Saves into the device's temporary collection of that type, creating it when needed.
 * Refuses (ApiError) items beyond the per-collection cap. Must run in a transaction: a
 * refusal after the insert rolls it back.
 */
export async function addTempPerfumes(
  db: Queryable,
  key: { email: string; deviceId: string; type: DefaultCollectionType },
  perfumes: readonly SavedPerfume[],
): Promise<{ added: number; skipped: number }> {
  const email = key.email.toLowerCase();
  const { rows } = await db.query<{ id: string }>(
    `WITH created AS (
       INSERT INTO temp_collections (email, device_id, type, name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email, device_id, type) DO NOTHING RETURNING id
     )
     SELECT id FROM created
     UNION ALL SELECT id FROM temp_collections WHERE email = $1 AND device_id = $2 AND type = $3`,
    [email, key.deviceId, key.type, defaultName(key.type)],
  );
  const collectionId = rows[0]?.id;
  if (!collectionId) throw new Error('Temporäre Sammlung konnte nicht angelegt werden.');
  // Concurrent saves into this collection wait here, so the cap below cannot be overshot.
  await db.query('SELECT 1 FROM temp_collections WHERE id = $1 FOR UPDATE', [collectionId]);
  const { rowCount } = await db.query(
    `INSERT INTO temp_collection_items (temp_collection_id, perfume_id, name, brand)
     SELECT $1, p.id, p.name, p.brand FROM jsonb_to_recordset($2::jsonb) AS p(id text, name text, brand text)
     ON CONFLICT DO NOTHING`,
    [collectionId, JSON.stringify(perfumes)],
  );
  // Counted after the insert so that duplicates (skipped) never count against the cap;
  // the caller's transaction rolls the insert back when the cap is passed.
  const { rows: counts } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM temp_collection_items WHERE temp_collection_id = $1',
    [collectionId],
  );
  if ((counts[0]?.count ?? 0) > MAX_TEMP_ITEMS_PER_COLLECTION) {
    throw new ApiError('temp_collection_full');
  }
  return { added: rowCount, skipped: perfumes.length - rowCount };
}

/**
 * Moves the temporary collections this device saved under this e-mail into the account:
 * same-named collections are merged without duplicates, then the temporary rows are
 * deleted. Other devices' rows stay (whoever saved them there, review N8) until they are
 * moved from that device or pruned. Running it again finds nothing and changes nothing.
 */
export async function migrateTempCollections(
  db: Queryable,
  account: { userId: string; email: string; deviceId: string },
): Promise<{ migratedCollections: number; migratedItems: number }> {
  const email = account.email.toLowerCase();
  const { rows } = await db.query<TempItemRow>(
    `SELECT c.id AS collection_id, c.name AS collection_name, c.type AS collection_type,
            i.id AS item_id, i.perfume_id, i.name, i.brand, i.added_at
     FROM temp_collections c LEFT JOIN temp_collection_items i ON i.temp_collection_id = c.id
     WHERE c.email = $1 AND c.device_id = $2 ORDER BY c.created_at, i.seq`,
    [email, account.deviceId],
  );
  if (rows.length === 0) return { migratedCollections: 0, migratedItems: 0 };
  await ensureProfile(db, { id: account.userId, email });
  // The defaults first: otherwise a migrated "Andere" alone would stop them being created.
  await ensureDefaultCollections(db, account.userId);
  const byCollection = new Map<string, TempItemRow[]>();
  for (const row of rows) {
    const items = byCollection.get(row.collection_id);
    if (items) items.push(row);
    else byCollection.set(row.collection_id, [row]);
  }

  let migratedItems = 0;
  for (const items of byCollection.values()) {
    const first = items[0]!;
    const target = await findOrCreateCollection(
      db,
      account.userId,
      first.collection_name,
      first.collection_type,
    );
    const perfumes = items
      .filter((item) => item.item_id !== null && item.name !== null)
      .map((item) => ({
        id: item.perfume_id,
        name: item.name ?? '',
        brand: item.brand ?? '',
        addedAt: item.added_at ? new Date(item.added_at).toISOString() : undefined,
      }));
    migratedItems += (await addItems(db, account.userId, target, perfumes)).added;
  }
  await db.query(`DELETE FROM temp_collections WHERE email = $1 AND device_id = $2`, [
    email,
    account.deviceId,
  ]);
  return { migratedCollections: byCollection.size, migratedItems };
}

/** Deletes temporary collections (and their items) untouched for the retention period. */
export async function pruneTempCollections(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM temp_collections c
     WHERE c.created_at < now() - make_interval(days => $1)
       AND NOT EXISTS (SELECT 1 FROM temp_collection_items i
                       WHERE i.temp_collection_id = c.id
                         AND i.added_at >= now() - make_interval(days => $1))`,
    [TEMP_COLLECTION_RETENTION_DAYS],
  );
  return rowCount;
}
