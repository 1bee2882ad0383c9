// Loads catalog records into the perfumes table. The project's own catalog ("builtin")
// is imported at start whenever its version differs from the last import; records it
// no longer contains are retired, never deleted, so user data pointing at them survives.
// Shop fields (price, image, link) belong to feeds and are never touched here.
import type { CatalogRecord } from '../contract/perfume';
import type { Database, Queryable } from '../db/database';
import { canonicalVersion, readCatalogFile, readCatalogText } from './catalogFile';

export const BUILTIN_SOURCE = 'builtin';
const BATCH_SIZE = 2000;

export interface ImportOutcome {
  imported: boolean;
  version: string;
  count: number;
  retired: number;
}

async function lastImportedVersion(db: Queryable, source: string): Promise<string | null> {
  const { rows } = await db.query<{ version: string }>(
    `SELECT version FROM catalog_imports WHERE kind = 'catalog' AND source = $1 ORDER BY id DESC LIMIT 1`,
    [source],
  );
  return rows[0]?.version ?? null;
}

async function upsertBatch(
  tx: Queryable,
  records: readonly CatalogRecord[],
  source: string,
  version: string,
) {
  const payload = records.map((record) => ({
    id: record.id,
    name: record.name,
    brand: record.brand,
    votes: record.votes,
    data: record,
  }));
  await tx.query(
    `INSERT INTO perfumes (id, name, brand, votes, data, source, catalog_version)
     SELECT r.id, r.name, r.brand, r.votes, r.data, $2, $3
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, brand text, votes integer, data jsonb)
     ON CONFLICT (id) DO UPDATE SET
       name = excluded.name, brand = excluded.brand, votes = excluded.votes, data = excluded.data,
       source = excluded.source, catalog_version = excluded.catalog_version,
       retired = false, updated_at = now()`,
    [JSON.stringify(payload), source, version],
  );
}

/**
 * Imports records under a source name. With `retireMissing`, records of the same source
 * that the new version lacks leave search (they stay for existing references).
 */
export async function importRecords(
  db: Database,
  records: readonly CatalogRecord[],
  options: { source: string; version: string; retireMissing: boolean },
): Promise<ImportOutcome> {
  const { source, version, retireMissing } = options;
  return db.transaction(async (tx) => {
    for (let start = 0; start < records.length; start += BATCH_SIZE) {
      await upsertBatch(tx, records.slice(start, start + BATCH_SIZE), source, version);
    }
    const retired = retireMissing
      ? await tx.query(
          `UPDATE perfumes SET retired = true, updated_at = now()
           WHERE source = $1 AND catalog_version <> $2 AND NOT retired`,
          [source, version],
        )
      : { rowCount: 0 };
    await tx.query(
      `INSERT INTO catalog_imports (version, source, kind, record_count) VALUES ($1, $2, 'catalog', $3)`,
      [version, source, records.length],
    );
    return { imported: true, version, count: records.length, retired: retired.rowCount };
  });
}

/** Lines of a catalog text that hold a record. */
function recordCount(text: string): number {
  let count = 0;
  for (const line of text.split('\n')) if (line.trim() !== '') count++;
  return count;
}

/**
 * Imports the project's catalog file unless this version is already in the database. A later
 * start hashes the file's text and stops there when it matches the last import (the usual
 * case): no record is parsed or validated, so the start costs the same whatever the size.
 */
export async function ensureBuiltinCatalog(
  db: Database,
  catalogFile: string,
): Promise<ImportOutcome> {
  const text = readCatalogText(catalogFile);
  const last = await lastImportedVersion(db, BUILTIN_SOURCE);
  const unchanged = canonicalVersion(text);
  if (last === unchanged) {
    return { imported: false, version: unchanged, count: recordCount(text), retired: 0 };
  }
  const catalog = readCatalogFile(catalogFile, text);
  if (last === catalog.version) {
    return { imported: false, version: catalog.version, count: catalog.records.length, retired: 0 };
  }
  return importRecords(db, catalog.records, {
    source: BUILTIN_SOURCE,
    version: catalog.version,
    retireMissing: true,
  });
}
