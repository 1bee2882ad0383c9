// SQL for the perfumes table: the catalog record plus the shop fields from feeds.
import { z } from 'zod';
import { catalogRecordSchema, type Perfume } from '../../contract/perfume';
import { currencySchema } from '../../contract/price';
import type { Queryable } from '../../db/database';
import { reportBrokenRow } from '../sync/storedRows';
import { internPerfume, StringPool } from './internStrings';

const rowSchema = z.object({
  data: catalogRecordSchema,
  price_cents: z.number().int().positive().nullable(),
  currency: currencySchema.nullable(),
  image: z.string().nullable(),
  affiliate_link: z.string().nullable(),
  shop: z.string().nullable(),
  size_ml: z.number().positive().nullable(),
});

const COLUMNS = 'id, data, price_cents, currency, image, affiliate_link, shop, size_ml';

/**
 * The perfume of a stored row, or null (reported once) when the row no longer parses: one
 * broken row must not keep the server from starting, nor make the perfume's page fail.
 */
function toPerfume(row: { id?: unknown }): Perfume | null {
  const parsed = rowSchema.safeParse(row);
  if (!parsed.success) {
    reportBrokenRow('perfumes', String(row.id), parsed.error);
    return null;
  }
  const { data } = parsed;
  // The shop fields are stored into the freshly parsed record one by one, not spread into a
  // new object: V8 gives every object made by `{ ...record, more }` a hidden class of its own
  // (and Object.assign turns a record this wide into a slow dictionary), which cost the
  // 84,000 perfumes held by the server ~70 MB. Named stores follow one shared chain of
  // hidden classes (perfumesRepo.api.test.ts checks that they stay shared).
  const perfume = data.data as Perfume; // complete once the six stores below ran
  perfume.priceCents = data.price_cents;
  perfume.currency = data.currency;
  perfume.image = data.image;
  perfume.affiliate_link = data.affiliate_link;
  perfume.shop = data.shop;
  perfume.sizeMl = data.size_ml;
  return perfume;
}

/** Every perfume that search should find (retired ones and unreadable rows excluded). */
export async function listActivePerfumes(db: Queryable): Promise<Perfume[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT ${COLUMNS} FROM perfumes WHERE NOT retired`,
  );
  const pool = new StringPool();
  const perfumes: Perfume[] = [];
  for (const row of rows) {
    const perfume = toPerfume(row);
    if (perfume) perfumes.push(internPerfume(perfume, pool));
  }
  return perfumes;
}

/**
 * One perfume by id, retired ones included: saved lists may still point at them. A row that
 * no longer parses reads as unknown (reported), so saving it is refused instead of failing.
 */
export async function findPerfume(db: Queryable, id: string): Promise<Perfume | null> {
  const { rows } = await db.query<{ id: string }>(`SELECT ${COLUMNS} FROM perfumes WHERE id = $1`, [
    id,
  ]);
  return rows[0] ? toPerfume(rows[0]) : null;
}

export async function catalogStamp(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ stamp: string | null }>(
    `SELECT max(id)::text AS stamp FROM catalog_imports`,
  );
  return rows[0]?.stamp ?? '0';
}

/**
 * What the active perfumes were last changed by, as text: the latest import's row (its id
 * alone repeats in another or a recreated database, its time and version do not) and the
 * active perfumes' count and latest row change (feeds and retiring set it, so do rows
 * written by hand). The kept search snapshot is found by it; read it before the perfumes, so
 * that an import in between can only make the key older than the data, never newer.
 */
export async function catalogIdentity(db: Queryable): Promise<string> {
  const { rows } = await db.query(
    `SELECT
       (SELECT json_build_object('id', id, 'version', version, 'source', source, 'kind', kind,
          'records', record_count, 'at', imported_at::text)::text
        FROM catalog_imports ORDER BY id DESC LIMIT 1) AS import,
       count(*) FILTER (WHERE NOT retired)::text AS active,
       max(updated_at)::text AS updated
     FROM perfumes`,
  );
  return JSON.stringify(rows[0] ?? null);
}
