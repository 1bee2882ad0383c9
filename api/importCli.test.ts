import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openPglite } from './db/pglite';
import { findPerfume } from './features/perfumes/perfumesRepo';

const run = promisify(execFile);
const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

async function importCli(file: string, dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', 'api/importCli.ts', file], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '1', DATABASE_URL: '' },
  });
}

describe('npm run catalog:import', () => {
  it('imports a source-format catalog and then a CSV shop feed into the embedded database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cli-'));
    const catalog = path.join(dir, 'neu.jsonl');
    writeFileSync(
      catalog,
      JSON.stringify({
        brand: 'Hermes',
        perfume: 'Un Jardin sur le Nil',
        image: 'o.123456.jpg',
        launch_year: '2005',
        main_accords: '["green", "citrus"]',
        notes: '["Green Mango", "Lotus"]',
        longevity: null,
        sillage: null,
      }) + '\n',
    );
    const feed = path.join(dir, 'feed.csv');
    writeFileSync(
      feed,
      'name,brand,price,currency,image_url,deep_link\n' +
        'Un Jardin sur le Nil EDT 100 ml,Hermès,"92,00",EUR,,https://shop.example/nil\n' +
        'Unbekannt,Niemand,10,EUR,,https://shop.example/x\n',
    );
    const dataDir = path.join(dir, 'data');

    const first = await importCli(catalog, dataDir);
    expect(first.stdout).toMatch(/1 Parfüms aus neu\.jsonl importiert/);
    const second = await importCli(feed, dataDir);
    expect(second.stdout).toMatch(/1 Parfüms mit Preis und Link aktualisiert; 1 nicht gefunden/);
    expect(second.stderr).toMatch(/nicht im Katalog: Zeile 3: Niemand – Unbekannt/);

    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      expect(await findPerfume(db, 'fra-123456')).toMatchObject({
        brand: 'Hermès',
        priceCents: 9200,
        affiliate_link: 'https://shop.example/nil',
      });
    } finally {
      await db.close();
    }
  }, 90_000);

  it('explains its usage when no file is given', async () => {
    await expect(
      importCli('', mkdtempSync(path.join(tmpdir(), 'import-cli-'))),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/Aufruf: npm run catalog:import -- DATEI/),
    });
  }, 30_000);
});
