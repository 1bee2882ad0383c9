// Reads everything stored about one user for the data export (DSGVO Art. 20). Each list is
// one query over all of the user's collections; the route assembles them.
import { z } from 'zod';
import type { AccountExport } from '../../contract/portability';
import type { Queryable } from '../../db/database';

type Row = Record<string, unknown>;

const tempItemsSchema = z.array(z.record(z.string(), z.unknown())).catch([]);

/** Timestamps as ISO strings, whichever driver returned them. */
function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value ?? '');
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : text(value);
}

function baseItem(row: Row) {
  return {
    id: text(row.id),
    perfume_id: textOrNull(row.perfume_id),
    name: text(row.name),
    brand: text(row.brand),
    added_at: iso(row.added_at),
  };
}

function byCollection<T>(rows: Row[], map: (row: Row) => T): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const key = text(row.collection_id);
    grouped.set(key, [...(grouped.get(key) ?? []), map(row)]);
  }
  return grouped;
}

export async function readAccountExport(
  db: Queryable,
  /** Temporary collections (keyed by the address alone) only for a proven address (N9). */
  user: { id: string; email: string; emailConfirmed: boolean },
  now: Date,
): Promise<Omit<AccountExport, 'csv'>> {
  const ids = [user.id];
  const login = (
    await db.query<Row>(
      `SELECT created_at, email_confirmed_at, last_sign_in_at, user_metadata
       FROM auth_users WHERE id = $1`,
      ids,
    )
  ).rows[0];
  const profile = (await db.query<Row>('SELECT created_at FROM profiles WHERE id = $1', ids))
    .rows[0];
  const collections = (
    await db.query<Row>(
      `SELECT id, name, type, created_at, disliked_notes FROM collections WHERE profile_id = $1
       ORDER BY CASE type WHEN 'main' THEN 0 WHEN 'partner' THEN 1 ELSE 2 END, created_at, name`,
      ids,
    )
  ).rows;
  const ofUser = 'collection_id IN (SELECT id FROM collections WHERE profile_id = $1)';
  const items = byCollection(
    (
      await db.query<Row>(
        `SELECT id, collection_id, perfume_id, name, brand, added_at, description, notes,
           occasions, source
         FROM collection_items WHERE ${ofUser} ORDER BY seq`,
        ids,
      )
    ).rows,
    (row) => ({
      ...baseItem(row),
      description: textOrNull(row.description),
      notes: row.notes,
      occasions: row.occasions,
      source: text(row.source),
    }),
  );
  const wishlist = byCollection(
    (
      await db.query<Row>(
        `SELECT id, collection_id, perfume_id, name, brand, added_at, price_cents, currency, shop
         FROM wishlist_items WHERE ${ofUser} ORDER BY seq`,
        ids,
      )
    ).rows,
    (row) => ({
      ...baseItem(row),
      price_cents: row.price_cents === null ? null : Number(row.price_cents),
      currency: textOrNull(row.currency),
      shop: textOrNull(row.shop),
    }),
  );
  const blacklist = byCollection(
    (
      await db.query<Row>(
        `SELECT id, collection_id, perfume_id, name, brand, added_at
         FROM blacklist_items WHERE ${ofUser} ORDER BY seq`,
        ids,
      )
    ).rows,
    baseItem,
  );
  const analyses = byCollection(
    (
      await db.query<Row>(
        `SELECT collection_id, analysis_data, perfume_names, created_at
         FROM collection_analyses WHERE ${ofUser}`,
        ids,
      )
    ).rows,
    (row) => ({
      analysis_data: row.analysis_data,
      perfume_names: row.perfume_names,
      created_at: iso(row.created_at),
    }),
  );
  const recommendations = byCollection(
    (
      await db.query<Row>(
        `SELECT collection_id, recommendations, stats, created_at
         FROM collection_recommendations WHERE ${ofUser}`,
        ids,
      )
    ).rows,
    (row) => ({
      recommendations: row.recommendations,
      stats: row.stats,
      created_at: iso(row.created_at),
    }),
  );
  const temporary = (
    await db.query<Row>(
      `SELECT c.id, c.name, c.type, c.device_id, c.created_at,
         COALESCE(json_agg(json_build_object('id', i.id, 'perfume_id', i.perfume_id,
           'name', i.name, 'brand', i.brand, 'added_at', i.added_at) ORDER BY i.seq)
           FILTER (WHERE i.id IS NOT NULL), '[]') AS items
       FROM temp_collections c LEFT JOIN temp_collection_items i ON i.temp_collection_id = c.id
       WHERE c.email = $1 AND $2::boolean GROUP BY c.id ORDER BY c.created_at`,
      [user.email.toLowerCase(), user.emailConfirmed],
    )
  ).rows;

  return {
    exported_at: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      login: login
        ? {
            created_at: iso(login.created_at),
            email_confirmed_at: isoOrNull(login.email_confirmed_at),
            last_sign_in_at: isoOrNull(login.last_sign_in_at),
            user_metadata:
              typeof login.user_metadata === 'object' && login.user_metadata !== null
                ? Object.fromEntries(Object.entries(login.user_metadata))
                : {},
          }
        : null,
      profile_created_at: isoOrNull(profile?.created_at),
    },
    collections: collections.map((row) => {
      const id = text(row.id);
      return {
        id,
        name: text(row.name),
        type: text(row.type),
        created_at: iso(row.created_at),
        disliked_notes: Array.isArray(row.disliked_notes)
          ? row.disliked_notes.filter((note): note is string => typeof note === 'string')
          : [],
        items: items.get(id) ?? [],
        wishlist: wishlist.get(id) ?? [],
        blacklist: blacklist.get(id) ?? [],
        analysis: analyses.get(id)?.[0] ?? null,
        recommendations: recommendations.get(id)?.[0] ?? null,
      };
    }),
    temporary_collections: temporary.map((row) => ({
      name: text(row.name),
      type: text(row.type),
      device_id: text(row.device_id),
      created_at: iso(row.created_at),
      items: tempItemsSchema.parse(row.items).map(baseItem),
    })),
  };
}
