// Builds the project's catalog file from the Fragrantica-format source:
//   npm run catalog:build -- [SOURCE] [TARGET]
// Defaults: ../shared/data/catalog/fragrantica-37k.jsonl.gz → api/catalog/data/catalog.jsonl.gz.
// Skipped rows, duplicates and id collisions are reported on stderr.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogRecord } from '../contract/perfume';
import { readJsonLines, writeCatalogFile } from './catalogFile';
import {
  loadVocabulary,
  lostLetterSuspects,
  restoreStrippedAccents,
  WORD_LIST_DIR,
  type Vocabulary,
} from './nameRepair';
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
  /** Names that still look like they lost a letter, most-voted first. */
  suspectNames: string[];
  /**
   * Words whose stripped accents the lists spell more than one way and no reviewed choice
   * settles, with how many names hold them, most frequent first (only with word lists).
   */
  ambiguousAccents: string[];
}

/** Normalises source rows: exact duplicates are dropped, id collisions get a suffix. */
export function buildRecords(rows: readonly unknown[], vocabulary?: Vocabulary): BuildReport {
  const report: BuildReport = {
    records: [],
    skipped: [],
    duplicates: [],
    collisions: [],
    suspectNames: [],
    ambiguousAccents: [],
  };
  const byId = new Map<string, CatalogRecord>();
  rows.forEach((raw, index) => {
    const row = sourceRowSchema.safeParse(raw);
    if (!row.success) {
      report.skipped.push(`Zeile ${index + 1}: unerwartetes Format`);
      return;
    }
    const result = normalizeRecord(row.data, vocabulary);
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
  report.suspectNames = [...report.records]
    .sort((a, b) => b.votes - a.votes)
    .filter((record) => lostLetterSuspects(record.name).length > 0)
    .map((record) => `${record.brand} – ${record.name} (${record.id}, ${record.votes} Stimmen)`);
  if (vocabulary) {
    const names = new Map<string, number>();
    for (const record of report.records) {
      for (const word of new Set(restoreStrippedAccents(record.name, vocabulary).ambiguous)) {
        names.set(word, (names.get(word) ?? 0) + 1);
      }
    }
    report.ambiguousAccents = [...names]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([word, count]) => `${word} (${count})`);
  }
  return report;
}

function main(): void {
  const [source = DEFAULT_SOURCE, target = DEFAULT_TARGET] = process.argv.slice(2);
  const { vocabulary, missing } = loadVocabulary();
  if (missing.length > 0) {
    console.error(
      `[katalog] WARNUNG: Wortlisten fehlen in ${WORD_LIST_DIR} (${missing.join(', ')}): ` +
        `verlorene Buchstaben in Namen werden nur über die geprüfte Tabelle ergänzt. ` +
        `Installieren mit: apt-get install ${missing.join(' ')}`,
    );
  }
  const report = buildRecords(readJsonLines(source), vocabulary);
  const version = writeCatalogFile(target, report.records);
  for (const line of [...report.skipped, ...report.duplicates, ...report.collisions]) {
    console.error(`[katalog] ${line}`);
  }
  for (const line of report.suspectNames.slice(0, 40)) {
    console.error(`[katalog] Name prüfen: ${line}`);
  }
  console.log(
    `[katalog] ${report.suspectNames.length} Namen sehen noch nach verlorenen Buchstaben aus ` +
      `(die 40 bekanntesten oben; Tabellen in api/catalog/nameRepair.ts)`,
  );
  if (report.ambiguousAccents.length > 0) {
    console.log(
      `[katalog] ${report.ambiguousAccents.length} Wörter ohne Akzente sind mehrdeutig und bleiben, ` +
        `wie die Quelle sie schreibt: ${report.ambiguousAccents.slice(0, 20).join(', ')}`,
    );
  }
  console.log(
    `[katalog] ${report.records.length} Parfüms geschrieben nach ${path.relative(process.cwd(), target)} ` +
      `(Version ${version}; ${report.skipped.length} übersprungen, ${report.duplicates.length} Duplikate, ` +
      `${report.collisions.length} ID-Kollisionen)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
