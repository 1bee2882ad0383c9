// Reading and writing catalog files: gzip-compressed JSON lines, one record per line.
// The version is the content hash, so a rebuilt identical catalog keeps its version and
// any change to the data gives a new one (which triggers a re-import at start).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { catalogRecordSchema, type CatalogRecord } from '../contract/perfume';

export interface CatalogFile {
  version: string;
  records: CatalogRecord[];
}

export function readJsonLines(file: string): unknown[] {
  const buffer = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(buffer) : buffer).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`${file}, Zeile ${index + 1}: kein gültiges JSON.`);
      }
    });
}

export function catalogVersion(serialized: string): string {
  return createHash('sha256').update(serialized).digest('hex').slice(0, 16);
}

export function serializeCatalog(records: readonly CatalogRecord[]): string {
  return records.map((record) => JSON.stringify(record)).join('\n') + '\n';
}

export function writeCatalogFile(file: string, records: readonly CatalogRecord[]): string {
  const serialized = serializeCatalog(records);
  // mtime 0 and a fixed level keep the file byte-identical across rebuilds.
  writeFileSync(file, gzipSync(serialized, { level: 9 }));
  return catalogVersion(serialized);
}

/** Reads a normalised catalog file; every line must be a valid catalog record. */
export function readCatalogFile(file: string): CatalogFile {
  const lines = readJsonLines(file);
  const records = lines.map((line, index) => {
    const parsed = catalogRecordSchema.safeParse(line);
    if (!parsed.success) {
      throw new Error(
        `${file}, Zeile ${index + 1}: kein gültiger Katalogeintrag (${parsed.error.issues[0]?.message}).`,
      );
    }
    return parsed.data;
  });
  return { version: catalogVersion(serializeCatalog(records)), records };
}
