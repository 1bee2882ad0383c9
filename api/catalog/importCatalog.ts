// Loads catalog records into the perfumes table. The project's own catalog ("builtin")
// is imported at start whenever its version differs from the last import; records it
// no longer contains are retired, never deleted, so user data pointing at them survives.
// Shop fields (price, image, link) belong to feeds and are never touched here.
import type { CatalogRecord } from '../contract/perfume';
import type { Database, Queryable } from '../db/database';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
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
 * What a start learned about the catalog file, kept for the next one: the hash of the file's
 * bytes (compressed as they are), the version its text has and how many records it holds.
 */
const versionMemoSchema = z.object({
  fileHash: z.string(),
  version: z.string(),
  count: z.number().int().nonnegative(),
});
type VersionMemo = z.infer<typeof versionMemoSchema>;

function readVersionMemo(memoFile: string): VersionMemo | null {
  try {
    return versionMemoSchema.parse(JSON.parse(readFileSync(memoFile, 'utf8')));
  } catch {
    return null; // none yet, or damaged: the start reads the file as without a memo
  }
}

function writeVersionMemo(memoFile: string, memo: VersionMemo): void {
  try {
    mkdirSync(path.dirname(memoFile), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = path.join(path.dirname(memoFile), `.${randomUUID()}.tmp`);
    writeFileSync(temporary, JSON.stringify(memo));
    renameSync(temporary, memoFile);
  } catch (error) {
    // The memo only saves time: a read-only or full disk costs the next start, not this one.
    console.warn('[katalog] Katalogversion nicht zwischengespeichert:', error);
  }
}

/**
 * Imports the project's catalog file unless this version is already in the database. A later
 * start hashes the file's text and stops there when it matches the last import (the usual
 * case): no record is parsed or validated. With `memoFile` (DATA_DIR/cache) it stops even
 * earlier: when the file's bytes are the ones the last start read and their version is the
 * last import, the file is neither decompressed nor its text hashed (~0.5 s of every start
 * with today's catalog).
 */
export async function ensureBuiltinCatalog(
  db: Database,
  catalogFile: string,
  memoFile?: string,
): Promise<ImportOutcome> {
  const bytes = readFileSync(catalogFile);
  const fileHash = createHash('sha256').update(bytes).digest('hex');
  const last = await lastImportedVersion(db, BUILTIN_SOURCE);
  const memo = memoFile === undefined ? null : readVersionMemo(memoFile);
  if (memo && memo.fileHash === fileHash && memo.version === last) {
    return { imported: false, version: last, count: memo.count, retired: 0 };
  }
  const outcome = await importUnlessKnown(
    db,
    catalogFile,
    readCatalogText(catalogFile, bytes),
    last,
  );
  if (memoFile !== undefined) {
    writeVersionMemo(memoFile, { fileHash, version: outcome.version, count: outcome.count });
  }
  return outcome;
}

async function importUnlessKnown(
  db: Database,
  catalogFile: string,
  text: string,
  last: string | null,
): Promise<ImportOutcome> {
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
