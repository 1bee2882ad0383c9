// The catalog perfumes the person holds on this device: any collection's or wishlist's. Its
// own module, apart from queries.ts: the device's cheaper alternative loads it on demand.
// It checks the one field it reads with the records' own id schema; the whole record schemas
// (records.ts) reach into the first visit's chunks, and a module loaded on demand that
// imports them splits those into more files (tests/e2e/budget.spec.ts; README footguns).
import { perfumeIdSchema } from '../../api/contract/perfume';
import { db as appDb, type DuftkompassDb } from './db';

/** Catalog ids in any collection or wishlist on this device (custom perfumes have none). */
export async function heldPerfumeIds(database: DuftkompassDb = appDb): Promise<string[]> {
  const rows = [
    ...(await database.collectionItems.toArray()),
    ...(await database.wishlist.toArray()),
  ];
  const ids = rows.flatMap((row) => {
    const id = perfumeIdSchema.safeParse(row.perfume_id);
    return id.success ? [id.data] : [];
  });
  return [...new Set(ids)];
}
