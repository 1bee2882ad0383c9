// SQL for the EAN/GTIN numbers shop feeds named (table perfume_gtins, filled by
// importFeed): which catalog perfume a barcode read on a photo is.
import type { Queryable } from '../db/database';

export interface GtinOffer {
  gtin: string;
  perfumeId: string;
  shop: string;
  sizeMl: number | null;
}

/** The feed offers of these 14-digit numbers; numbers no feed named are absent. */
export async function offersByGtin(
  db: Queryable,
  gtins: readonly string[],
): Promise<Map<string, GtinOffer>> {
  if (gtins.length === 0) return new Map();
  const { rows } = await db.query<{
    gtin: string;
    perfume_id: string;
    shop: string;
    size_ml: number | null;
  }>(
    `SELECT g.gtin, g.perfume_id, g.shop, g.size_ml FROM perfume_gtins g
     JOIN perfumes p ON p.id = g.perfume_id AND NOT p.retired
     WHERE g.gtin = ANY($1::text[])`,
    [[...new Set(gtins)]],
  );
  return new Map(
    rows.map((row) => [
      row.gtin,
      { gtin: row.gtin, perfumeId: row.perfume_id, shop: row.shop, sizeMl: row.size_ml },
    ]),
  );
}
