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

/** A catalog file's text, decompressed when its name ends in .gz. */
export function readCatalogText(file: string, bytes: Buffer = readFileSync(file)): string {
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

export function readJsonLines(file: string, text = readCatalogText(file)): unknown[] {
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

/**
 * The version a catalog file has if it is already in the canonical form writeCatalogFile
 * gives (one validated record per line, as serializeCatalog writes it): the hash of its text,
 * without parsing it. It equals readCatalogFile's version exactly when the text is canonical,
 * so a match with a version imported before proves the file unchanged.
 */
export function canonicalVersion(text: string): string {
  return catalogVersion(text);
}

/** Reads a normalised catalog file; every line must be a valid catalog record. */
export function readCatalogFile(file: string, text = readCatalogText(file)): CatalogFile {
  const lines = readJsonLines(file, text);
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
