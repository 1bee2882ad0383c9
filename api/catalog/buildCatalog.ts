// Builds the project's catalog file from the Fragrantica-format source:
//   npm run catalog:build -- [SOURCE] [TARGET]
// Defaults: ../shared/data/catalog/fragrantica-37k.jsonl.gz → api/catalog/data/catalog.jsonl.gz.
// Skipped rows, duplicates and id collisions are reported on stderr.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogRecord } from '../contract/perfume';
import { readJsonLines, writeCatalogFile } from './catalogFile';
import { normalizeRecord, sourceRowSchema } from './normalizeRecord';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_SOURCE = path.resolve(
  PROJECT_ROOT,
  '../shared/data/catalog/fragrantica-37k.jsonl.gz',
);
export const DEFAULT_TARGET = path.join(PROJECT_ROOT, 'api/catalog/data/catalog.jsonl.gz');

export interface BuildReport {
  records: CatalogRecord[];
  skipped: string[];
  duplicates: string[];
  collisions: string[];
}

/** Normalises source rows: exact duplicates are dropped, id collisions get a suffix. */
export function buildRecords(rows: readonly unknown[]): BuildReport {
  const report: BuildReport = { records: [], skipped: [], duplicates: [], collisions: [] };
  const byId = new Map<string, CatalogRecord>();
  rows.forEach((raw, index) => {
    const row = sourceRowSchema.safeParse(raw);
    if (!row.success) {
      report.skipped.push(`Zeile ${index + 1}: unerwartetes Format`);
      return;
    }
    const result = normalizeRecord(row.data);
    if (!result.ok) {
      report.skipped.push(`Zeile ${index + 1}: ${result.reason}`);
      return;
    }
    const { record } = result;
    const existing = byId.get(record.id);
    if (existing) {
      if (JSON.stringify(existing) === JSON.stringify(record)) {
        report.duplicates.push(
          `Zeile ${index + 1}: ${record.brand} – ${record.name} (${record.id}) doppelt`,
        );
        return;
      }
      let suffix = 2;
      while (byId.has(`${record.id}-${suffix}`)) suffix++;
      const id = `${record.id}-${suffix}`;
      report.collisions.push(
        `Zeile ${index + 1}: ${record.id} schon vergeben, ${record.brand} – ${record.name} erhält ${id}`,
      );
      record.id = id;
    }
    byId.set(record.id, record);
    report.records.push(record);
  });
  report.records.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return report;
}

function main(): void {
  const [source = DEFAULT_SOURCE, target = DEFAULT_TARGET] = process.argv.slice(2);
  const report = buildRecords(readJsonLines(source));
  const version = writeCatalogFile(target, report.records);
  for (const line of [...report.skipped, ...report.duplicates, ...report.collisions]) {
    console.error(`[katalog] ${line}`);
  }
  console.log(
    `[katalog] ${report.records.length} Parfüms geschrieben nach ${path.relative(process.cwd(), target)} ` +
      `(Version ${version}; ${report.skipped.length} übersprungen, ${report.duplicates.length} Duplikate, ` +
      `${report.collisions.length} ID-Kollisionen)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
