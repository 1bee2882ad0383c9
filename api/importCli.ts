// npm run catalog:import -- FILE
// FILE is a catalog in the Fragrantica source format (.jsonl or .jsonl.gz), a catalog
// file in the project's own format, or a CSV shop product feed. Uses the same
// configuration as the server (DATA_DIR or DATABASE_URL).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogRecordSchema } from './contract/perfume';
import { parseConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { buildRecords } from './catalog/buildCatalog';
import { catalogVersion, readJsonLines, serializeCatalog } from './catalog/catalogFile';
import { importRecords } from './catalog/importCatalog';
import { importFeed } from './catalog/shopFeed';

async function serverIsRunning(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/live`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('Aufruf: npm run catalog:import -- DATEI (.jsonl, .jsonl.gz oder .csv)');
    process.exit(2);
  }
  const config = parseConfig(process.env);
  if (!config.databaseUrl && (await serverIsRunning(config.port))) {
    console.error(
      `Der Server läuft auf Port ${config.port} mit der eingebetteten Datenbank (PGlite), die nur ein Prozess öffnen darf. ` +
        'Bitte den Server erst beenden oder DATABASE_URL verwenden.',
    );
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const source = path.basename(file);
    if (/\.csv$/i.test(file)) {
      const report = await importFeed(db, readFileSync(file, 'utf8'), source);
      for (const line of report.rejected) console.error(`[feed] verworfen: ${line}`);
      for (const line of report.ambiguous) console.error(`[feed] mehrdeutig: ${line}`);
      for (const line of report.unmatched) console.error(`[feed] nicht im Katalog: ${line}`);
      for (const line of report.badCodes) console.error(`[feed] EAN/GTIN: ${line}`);
      console.log(
        `[feed] ${report.updated} Parfüms mit Preis und Link aktualisiert; ${report.unmatched.length} nicht gefunden, ` +
          `${report.ambiguous.length} mehrdeutig, ${report.rejected.length} verworfen; ` +
          `${report.codes} EAN/GTIN gespeichert, ${report.badCodes.length} nicht übernommen.`,
      );
      return;
    }
    const lines = readJsonLines(file);
    const ownFormat = lines.length > 0 && catalogRecordSchema.safeParse(lines[0]).success;
    const records = ownFormat
      ? lines.map((line) => catalogRecordSchema.parse(line))
      : buildRecords(lines).records;
    if (records.length === 0) throw new Error('Die Datei enthält keine gültigen Parfüms.');
    const outcome = await importRecords(db, records, {
      source,
      version: catalogVersion(serializeCatalog(records)),
      retireMissing: false,
    });
    console.log(
      `[katalog] ${outcome.count} Parfüms aus ${source} importiert (Version ${outcome.version}).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `[import] fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
