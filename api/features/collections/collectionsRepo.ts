// SQL for profiles, account collections and their items. Every function takes the
// database (or a transaction) as its first argument and the caller's profile id, so
// nothing here can reach another account's rows.
import {
  DEFAULT_COLLECTIONS,
  type CollectionSimple,
  type CollectionType,
  type SavedPerfume,
} from '../../contract/collections';
import { COLLECTION_COLUMNS, toSimple, type CollectionRow } from './collectionRow';
import type { Queryable } from '../../db/database';
import { recordChange } from '../sync/changeFeed';
import { ITEM_COLUMNS, toItem, type ItemRow } from './collectionItemsRepo';

/** The spec's order: own, partner, other; the person's named collections after them by age. */
const ORDER_BY_TYPE = `CASE type WHEN 'main' THEN 0 WHEN 'partner' THEN 1 WHEN 'custom' THEN 2 ELSE 3 END, created_at, name`;

/** Creates the profile on first confirmed sign-in; an existing profile is left alone. */
export async function ensureProfile(db: Queryable, profile: { id: string; email: string }) {
  await db.query(`INSERT INTO profiles (id, email) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
    profile.id,
    profile.email.toLowerCase(),
  ]);
}

export async function listCollections(
  db: Queryable,
  profileId: string,
): Promise<CollectionSimple[]> {
  const { rows } = await db.query<CollectionRow>(
    `SELECT ${COLLECTION_COLUMNS} FROM collections WHERE profile_id = $1 ORDER BY ${ORDER_BY_TYPE}`,
    [profileId],
  );
  return rows.map(toSimple);
}

export async function recordCollections(db: Queryable, profileId: string, rows: CollectionRow[]) {
  for (const row of rows) {
    await recordChange(db, profileId, { entity: 'collection', id: row.id, record: toSimple(row) });
  }
}

/**
 * Creates the three default collections only when the account has none at all; a user
 * who renamed or removed some keeps their choice. Safe against concurrent calls. The
 * profile must exist (the feed counts changes per profile).
 */
export async function ensureDefaultCollections(
  db: Queryable,
  profileId: string,
): Promise<{ created: boolean; collections: CollectionSimple[] }> {
  const { rows } = await db.query<CollectionRow>(
    `INSERT INTO collections (profile_id, name, type)
     SELECT $1, d.name, d.type FROM jsonb_to_recordset($2::jsonb) AS d(name text, type text)
     WHERE NOT EXISTS (SELECT 1 FROM collections WHERE profile_id = $1)
     ON CONFLICT (profile_id, name) DO NOTHING
     RETURNING ${COLLECTION_COLUMNS}`,
    [profileId, JSON.stringify(DEFAULT_COLLECTIONS)],
  );
  await recordCollections(db, profileId, rows);
  return { created: rows.length > 0, collections: await listCollections(db, profileId) };
}

/** The caller's collection of that name, created with the given type when missing. */
export async function findOrCreateCollection(
  db: Queryable,
  profileId: string,
  name: string,
  type: CollectionType,
): Promise<string> {
  const created = await db.query<CollectionRow>(
    `INSERT INTO collections (profile_id, name, type) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id, name) DO NOTHING RETURNING ${COLLECTION_COLUMNS}`,
    [profileId, name, type],
  );
  await recordCollections(db, profileId, created.rows);
  const { rows } = created.rows.length
    ? created
    : await db.query<CollectionRow>(
        `SELECT ${COLLECTION_COLUMNS} FROM collections WHERE profile_id = $1 AND name = $2`,
        [profileId, name],
      );
  const id = rows[0]?.id;
  if (!id) throw new Error(`Sammlung ${name} konnte nicht angelegt werden.`);
  return id;
}

/**
 * Adds saved perfumes (temporary collections being migrated) to a collection; ones already
 * in it are skipped, not duplicated. Catalog perfumes get the catalog's snapshot fields.
 */
export async function addItems(
  db: Queryable,
  profileId: string,
  collectionId: string,
  perfumes: readonly (SavedPerfume & { addedAt?: string })[],
): Promise<{ added: number; skipped: number }> {
  if (perfumes.length === 0) return { added: 0, skipped: 0 };
  const { rows } = await db.query<ItemRow>(
    `INSERT INTO collection_items (collection_id, perfume_id, name, brand, added_at, image, notes,
       fragrance_family, is_niche, source)
     SELECT $1, p.id, p.name, p.brand, coalesce(p.added_at, now()), pf.image,
       coalesce(pf.data->'notes', '[]'::jsonb), pf.data->>'fragranceFamily',
       coalesce((pf.data->>'isNiche')::boolean, false),
       CASE WHEN p.id IS NULL THEN 'photo' ELSE 'catalog' END
     FROM ROWS FROM (jsonb_to_recordset($2::jsonb) AS (id text, name text, brand text, added_at timestamptz))
       WITH ORDINALITY AS p(id, name, brand, added_at, n)
     LEFT JOIN perfumes pf ON pf.id = p.id
     ORDER BY p.n
     ON CONFLICT DO NOTHING
     RETURNING ${ITEM_COLUMNS}`,
    [
      collectionId,
      JSON.stringify(
        perfumes.map((p) => ({
          id: p.id,
          name: p.name,
          brand: p.brand,
          added_at: p.addedAt ?? null,
        })),
      ),
    ],
  );
  for (const row of rows) {
    const item = toItem(row);
    await recordChange(db, profileId, { entity: 'collection_item', id: item.id, record: item });
  }
  return { added: rows.length, skipped: perfumes.length - rows.length };
}
