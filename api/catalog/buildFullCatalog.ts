// Builds the project's catalog from all sources, joined by id (npm run catalog:build):
// today's fragrantica-37k (through buildRecords, as before) plus FenCun, senada and the
// fragrantica-scraper crawl from ../shared/data/raw/candidates/. Writes
// api/catalog/data/catalog.jsonl.gz and the build report api/catalog/data/BUILD-REPORT.md.
// Deterministic: the same inputs give the same bytes (records sorted by id, no dates).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRecords, DEFAULT_TARGET } from './buildCatalog';
import { readFencun, readScraper, readSenada, SHARED_DATA_DIR } from './candidateSources';
import { readJsonLines, writeCatalogFile } from './catalogFile';
import { FIELD_RULES, mergeCatalog, type MergeReport } from './mergeCatalog';
import { loadVocabulary, WORD_LIST_DIR } from './nameRepair';

export const REPORT_FILE = path.join(path.dirname(DEFAULT_TARGET), 'BUILD-REPORT.md');

const SOURCE_NAMES: Record<string, string> = {
  today: 'today’s catalog (fragrantica-37k)',
  base: 'today’s catalog (fragrantica-37k)',
  fencun: 'FenCun',
  senada: 'senada',
  scraper: 'fragrantica-scraper',
  name: 'the name',
};

const n = (value: number) => value.toLocaleString('en-US');

export function reportMarkdown(
  report: MergeReport,
  base: ReturnType<typeof buildRecords>,
  version: string,
): string {
  const { records } = report;
  const newer = records.filter((r) => (r.year ?? 0) >= 2018).length;
  const lines = [
    '# Catalog build report',
    '',
    'Written by `npm run catalog:build` (api/catalog/buildFullCatalog.ts); do not edit by hand.',
    `Catalog version ${version}: ${n(records.length)} perfumes, ${n(newer)} launched 2018 or later.`,
    '',
    '## Rows per source',
    '',
    '| source | rows read |',
    '| --- | ---: |',
    ...Object.entries(report.rows).map(
      ([source, rows]) => `| ${SOURCE_NAMES[source]} | ${n(rows)} |`,
    ),
    '',
    `Today’s catalog: ${n(base.skipped.length)} source rows skipped, ${n(base.duplicates.length)} exact duplicates, ` +
      `${n(base.collisions.length)} id collisions (suffixed ids, kept as today). Every id of today’s catalog is in this one.`,
    '',
    '## Which source wins for which field, and why',
    '',
    '| field | rule | records per source |',
    '| --- | --- | --- |',
    ...FIELD_RULES.map(([field, rule]) => {
      const wins = Object.entries(report.wins[field] ?? {})
        .map(([source, count]) => `${SOURCE_NAMES[source] ?? source} ${n(count)}`)
        .join(', ');
      return `| ${field} | ${rule} | ${wins || '–'} |`;
    }),
    '',
    `Today’s names respelled as FenCun writes them (same letters, accents or punctuation restored): ${n(report.wins['respelled name']?.fencun ?? 0)}.`,
    '',
    'Never taken from any source: description texts (senada’s derived CSV has none; the SQL',
    'archive’s descriptions are someone else’s writing), images, prices. FenCun’s zh-map tables',
    '(AGPL) are not used; Chinese note names go through api/catalog/zhNoteNames.ts, derived by',
    'aligning the notes of the ids FenCun and senada share (api/catalog/deriveZhNoteNames.ts).',
    '',
    '## Rows dropped, and why',
    '',
    '| reason | rows | examples |',
    '| --- | ---: | --- |',
    ...Object.entries(report.dropped).map(
      ([reason, rows]) => `| ${reason} | ${n(rows.length)} | ${rows.slice(0, 3).join('; ')} |`,
    ),
    '',
    `Chinese note names without an English name (left out of their perfume): ${n(report.unmappedNotes.size)} names, ` +
      `${n([...report.unmappedNotes.values()].reduce((sum, c) => sum + c, 0))} occurrences` +
      (report.unmappedNotes.size > 0
        ? `; most frequent: ${[...report.unmappedNotes]
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .slice(0, 10)
            .map(([name, count]) => `${name} (${count})`)
            .join(', ')}.`
        : '.'),
    '',
  ];
  return lines.join('\n');
}

function main(): void {
  const [
    source = path.join(SHARED_DATA_DIR, 'data/catalog/fragrantica-37k.jsonl.gz'),
    target = DEFAULT_TARGET,
  ] = process.argv.slice(2);
  const { vocabulary, missing } = loadVocabulary();
  if (missing.length > 0) {
    console.error(
      `[katalog] Wortlisten fehlen in ${WORD_LIST_DIR} (${missing.join(', ')}); ohne sie weicht der Katalog ` +
        `vom eingecheckten ab. Installieren mit: apt-get install ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  const base = buildRecords(readJsonLines(source), vocabulary);
  const report = mergeCatalog({
    base: base.records,
    fencun: readFencun(),
    senada: readSenada(),
    scraper: readScraper(),
    vocabulary,
  });
  const version = writeCatalogFile(target, report.records);
  writeFileSync(REPORT_FILE, reportMarkdown(report, base, version));
  console.log(
    `[katalog] ${report.records.length} Parfüms geschrieben nach ${path.relative(process.cwd(), target)} ` +
      `(Version ${version}); Bericht: ${path.relative(process.cwd(), REPORT_FILE)}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
