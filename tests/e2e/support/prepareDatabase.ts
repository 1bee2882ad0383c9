// Runs before the e2e server starts (chained in playwright.config.ts): imports the catalog the
// way the server's first start would, then the shop feed fixture, so prices, shop links and
// cheaper alternatives come from the real engine. Before, not beside, the server: PGlite
// allows one process. A feed row that no longer matches the catalog stops the run here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuiltinCatalog } from '../../../api/catalog/importCatalog';
import { importFeed } from '../../../api/catalog/shopFeed';
import { parseConfig } from '../../../api/config';
import { migrate } from '../../../api/db/migrate';
import { openDatabase } from '../../../api/db/openDatabase';

const FEED_FILE = path.resolve(import.meta.dirname, '../fixtures/shopFeed.csv');

async function main() {
  const config = parseConfig(process.env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await ensureBuiltinCatalog(db, config.catalogFile);
    const report = await importFeed(db, readFileSync(FEED_FILE, 'utf8'), 'e2e-shopFeed.csv');
    const problems = [...report.rejected, ...report.ambiguous, ...report.unmatched];
    if (problems.length > 0) {
      throw new Error(`Feed-Zeilen ohne eindeutiges Parfüm:\n${problems.join('\n')}`);
    }
    console.log(`[e2e] Katalog und Shop-Feed geladen: ${report.updated} Parfüms mit Preis.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `[e2e] Datenbank nicht vorbereitet: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
