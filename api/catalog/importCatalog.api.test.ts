import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRecord } from '../../tests/fixtures/perfumes';
import { openTestDatabase, type TestDatabase } from '../../tests/support/testApp';
import { migrate } from '../db/migrate';
import { findPerfume, listActivePerfumes } from '../features/perfumes/perfumesRepo';
import { writeCatalogFile } from './catalogFile';
import { ensureBuiltinCatalog } from './importCatalog';
import { offersByGtin } from './feedGtins';
import { importFeed } from './shopFeed';

let database: TestDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'catalog-import-'));

beforeEach(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
});

afterEach(async () => {
  await database.drop();
});

const sauvage = buildRecord({
  id: 'fra-31861',
  name: 'Sauvage',
  brand: 'Christian Dior',
  aliases: ['Dior'],
});
const aventus = buildRecord({ id: 'fra-9828', name: 'Aventus', brand: 'Creed' });

function catalogFile(name: string, records: Parameters<typeof writeCatalogFile>[1]): string {
  const file = path.join(dir, name);
  writeCatalogFile(file, records);
  return file;
}

describe('ensureBuiltinCatalog', () => {
  it('imports at first start and skips the same version afterwards', async () => {
    const file = catalogFile('v1.jsonl.gz', [sauvage, aventus]);
    const first = await ensureBuiltinCatalog(database.db, file);
    expect(first).toMatchObject({ imported: true, count: 2 });
    const second = await ensureBuiltinCatalog(database.db, file);
    expect(second).toEqual({ imported: false, version: first.version, count: 2, retired: 0 });
    expect(await listActivePerfumes(database.db)).toHaveLength(2);
  });

  it('remembers the file for the next start, and a memo never hides a change', async () => {
    const memo = path.join(dir, 'memo', 'catalog-version.json');
    const file = catalogFile('memo-v1.jsonl.gz', [sauvage, aventus]);
    const first = await ensureBuiltinCatalog(database.db, file, memo);
    expect(first).toMatchObject({ imported: true, count: 2 });
    expect(JSON.parse(readFileSync(memo, 'utf8'))).toMatchObject({
      version: first.version,
      count: 2,
    });
    const later = await ensureBuiltinCatalog(database.db, file, memo);
    expect(later).toEqual({ imported: false, version: first.version, count: 2, retired: 0 });
    // Other bytes: the memo does not apply, the new version is imported.
    const changed = catalogFile('memo-v1.jsonl.gz', [sauvage]);
    const next = await ensureBuiltinCatalog(database.db, changed, memo);
    expect(next).toMatchObject({ imported: true, count: 1, retired: 1 });
    // The old bytes again with a memo of them that is not the database's last import.
    writeFileSync(
      memo,
      JSON.stringify({ ...first, fileHash: JSON.parse(readFileSync(memo, 'utf8')).fileHash }),
    );
    const back = await ensureBuiltinCatalog(
      database.db,
      catalogFile('memo-v1.jsonl.gz', [sauvage, aventus]),
      memo,
    );
    expect(back).toMatchObject({ imported: true, version: first.version, count: 2 });
    // A damaged memo is read as none.
    writeFileSync(memo, '{"fileHash": 3');
    const damaged = await ensureBuiltinCatalog(database.db, file, memo);
    expect(damaged).toEqual({ imported: false, version: first.version, count: 2, retired: 0 });
  });

  it('knows the same records in a file written differently (parsed, not re-imported)', async () => {
    const first = await ensureBuiltinCatalog(
      database.db,
      catalogFile('v1.jsonl.gz', [sauvage, aventus]),
    );
    // Blank lines make the text differ from the canonical one, so the start cannot stop at
    // the text's hash and reads the records, which are the ones imported before.
    const spaced = path.join(dir, 'spaced.jsonl.gz');
    writeFileSync(spaced, gzipSync(`\n${JSON.stringify(sauvage)}\n\n${JSON.stringify(aventus)}\n`));
    const again = await ensureBuiltinCatalog(database.db, spaced);
    expect(again).toEqual({ imported: false, version: first.version, count: 2, retired: 0 });
  });

  it('re-imports a new version, retires dropped perfumes and keeps shop data', async () => {
    await ensureBuiltinCatalog(database.db, catalogFile('v1.jsonl.gz', [sauvage, aventus]));
    const feed = await importFeed(
      database.db,
      'name,brand,price,currency,image_url,deep_link\nSauvage EDT 100 ml,Dior,"89,99",EUR,,https://shop.example/sauvage',
      'feed.csv',
    );
    expect(feed).toMatchObject({ updated: 1, unmatched: [], ambiguous: [] });

    const renamed = { ...sauvage, year: 2015 };
    const outcome = await ensureBuiltinCatalog(database.db, catalogFile('v2.jsonl.gz', [renamed]));
    expect(outcome).toMatchObject({ imported: true, count: 1, retired: 1 });

    const active = await listActivePerfumes(database.db);
    expect(active.map((perfume) => perfume.id)).toEqual(['fra-31861']);
    expect(active[0]).toMatchObject({
      year: 2015,
      priceCents: 8999,
      currency: 'EUR',
      affiliate_link: 'https://shop.example/sauvage',
      shop: 'shop.example',
      sizeMl: 100,
    });
    // Retired perfumes stay readable for lists that still point at them.
    expect(await findPerfume(database.db, 'fra-9828')).toMatchObject({ name: 'Aventus' });
  });
});

describe('importFeed', () => {
  it('reports unknown and ambiguous products instead of guessing', async () => {
    const twin = buildRecord({ id: 'fra-410', name: 'Acqua di Gio', brand: 'Giorgio Armani' });
    const twin2 = buildRecord({ id: 'fra-411', name: 'Acqua di Gio', brand: 'Giorgio Armani' });
    await ensureBuiltinCatalog(database.db, catalogFile('twins.jsonl.gz', [twin, twin2, aventus]));
    const report = await importFeed(
      database.db,
      [
        'name;brand;price;currency;image_url;deep_link',
        'Acqua di Gio EDT;Giorgio Armani;59,00;EUR;;https://shop.example/adg',
        'Gibt es nicht;Niemand;10,00;EUR;;https://shop.example/x',
        'Aventus 100ml;Creed;299,00;GBP;https://img.example/a.jpg;https://shop.example/aventus',
      ].join('\n'),
      'feed.csv',
    );
    expect(report.updated).toBe(1);
    expect(report.ambiguous[0]).toMatch(/fra-410, fra-411/);
    expect(report.unmatched[0]).toMatch(/Gibt es nicht/);
    expect(await findPerfume(database.db, 'fra-9828')).toMatchObject({
      priceCents: 29900,
      currency: 'GBP',
      image: 'https://img.example/a.jpg',
      sizeMl: 100,
    });
    expect(await findPerfume(database.db, 'fra-410')).toMatchObject({
      priceCents: null,
      sizeMl: null,
    });
  });

  it('stores the size column, replaces it on the next feed and keeps none when a feed names none', async () => {
    await ensureBuiltinCatalog(database.db, catalogFile('v1.jsonl.gz', [sauvage, aventus]));
    const header = 'name,brand,price,deep_link,inhalt';
    await importFeed(
      database.db,
      `${header}\nAventus,Creed,"199,00",https://shop.example/a,50 ml\nSauvage EDT,Dior,59,https://shop.example/s,`,
      'feed.csv',
    );
    expect(await findPerfume(database.db, 'fra-9828')).toMatchObject({
      priceCents: 19900,
      sizeMl: 50,
    });
    expect(await findPerfume(database.db, 'fra-31861')).toMatchObject({ sizeMl: null });
    await importFeed(
      database.db,
      `${header}\nAventus,Creed,"79,00",https://shop.example/a,"7,5"`,
      'f2.csv',
    );
    expect(await findPerfume(database.db, 'fra-9828')).toMatchObject({
      priceCents: 7900,
      sizeMl: 7.5,
    });
  });

  it('stores the EAN/GTIN numbers of matched offers, leaves out bad ones and reports them', async () => {
    await ensureBuiltinCatalog(database.db, catalogFile('codes.jsonl.gz', [sauvage, aventus]));
    const report = await importFeed(
      database.db,
      [
        'name;brand;price;deep_link;inhalt;ean;gtin',
        'Sauvage EDT;Dior;59;https://shop.example/s;100 ml;3348901250146;',
        'Sauvage EDT;Dior;39;https://shop.example/s60;60 ml;;03348901250153',
        'Aventus;Creed;199;https://shop.example/a;50;3508441001114;',
        'Aventus;Creed;299;https://shop.example/a100;100;3508441001115;',
        'Gibt es nicht;Niemand;10;https://shop.example/x;;4006381333931;',
      ].join('\n'),
      'feed.csv',
    );
    expect(report.codes).toBe(3);
    expect(report.badCodes).toEqual([
      'Zeile 5: EAN/GTIN "3508441001115" hat eine falsche Prüfziffer',
    ]);
    const offers = await offersByGtin(database.db, [
      '03348901250146',
      '03348901250153',
      '03508441001114',
      '04006381333931',
    ]);
    expect([...offers.values()]).toEqual(
      expect.arrayContaining([
        { gtin: '03348901250146', perfumeId: 'fra-31861', shop: 'shop.example', sizeMl: 100 },
        { gtin: '03348901250153', perfumeId: 'fra-31861', shop: 'shop.example', sizeMl: 60 },
        { gtin: '03508441001114', perfumeId: 'fra-9828', shop: 'shop.example', sizeMl: 50 },
      ]),
    );
    // The unknown product's number names nothing.
    expect(offers.size).toBe(3);
  });

  it('gives a number the feed names for two perfumes to neither; a later feed takes a number over', async () => {
    await ensureBuiltinCatalog(database.db, catalogFile('clash.jsonl.gz', [sauvage, aventus]));
    const header = 'name,brand,price,deep_link,gtin';
    const clash = await importFeed(
      database.db,
      `${header}\nSauvage,Dior,59,https://a.example/s,3348901250146\nAventus,Creed,199,https://a.example/a,3348901250146`,
      'a.csv',
    );
    expect(clash.codes).toBe(0);
    expect(clash.badCodes[0]).toMatch(/Zeile 3: EAN\/GTIN 3348901250146 steht auch bei Zeile 2/);
    expect((await offersByGtin(database.db, ['03348901250146'])).size).toBe(0);
    await importFeed(
      database.db,
      `${header}\nSauvage,Dior,59,https://a.example/s,3348901250146`,
      'b.csv',
    );
    await importFeed(
      database.db,
      `${header}\nAventus,Creed,199,https://b.example/a,3348901250146`,
      'c.csv',
    );
    expect((await offersByGtin(database.db, ['03348901250146'])).get('03348901250146')).toEqual({
      gtin: '03348901250146',
      perfumeId: 'fra-9828',
      shop: 'b.example',
      sizeMl: null,
    });
  });

  it('finds no offer for a perfume a newer catalog retired', async () => {
    await ensureBuiltinCatalog(database.db, catalogFile('r1.jsonl.gz', [sauvage, aventus]));
    await importFeed(
      database.db,
      'name,brand,price,deep_link,ean\nAventus,Creed,199,https://a.example/a,3508441001114',
      'a.csv',
    );
    await ensureBuiltinCatalog(database.db, catalogFile('r2.jsonl.gz', [sauvage]));
    expect((await offersByGtin(database.db, ['03508441001114'])).size).toBe(0);
  });
});
