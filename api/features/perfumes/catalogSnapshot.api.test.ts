// A later start reads the catalog search's snapshot back from DATA_DIR/cache (issue 25). It
// must answer exactly as one built from the database, and never stand in for another
// catalog: damaged files, other keys, another revision and a changed import build anew.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRecord, sampleCatalog } from '../../../tests/fixtures/perfumes';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { importRecords } from '../../catalog/importCatalog';
import type { CatalogRecord } from '../../contract/perfume';
import { migrate } from '../../db/migrate';
import { CatalogSearch } from './catalogSearch';
import type * as snapshotFile from './catalogSnapshotFile';
import { catalogSnapshotFiles, type SnapshotStore } from './catalogSnapshotFile';

const QUERIES = [
  'sauvage',
  'dior',
  'dior sauvage',
  'sauv',
  'sauvgae',
  'eau',
  'chanel no 5',
  'rose',
  'oud wood',
  'tom ford',
  'edp',
  'x',
  'zzzz',
];

let database: TestDatabase;
let dir: string;

async function importCatalog(records: readonly CatalogRecord[], version: string) {
  await importRecords(database.db, records, { source: 'builtin', version, retireMissing: true });
}

/** The store in `dir`, counting what it gave back and what it was given. */
function countedStore() {
  const files = catalogSnapshotFiles(path.join(dir, 'cache'));
  const counts = { hits: 0, writes: 0 };
  const store: SnapshotStore = {
    read(key) {
      const stored = files.read(key);
      if (stored) counts.hits++;
      return stored;
    },
    write(key, snapshot) {
      counts.writes++;
      files.write(key, snapshot);
    },
  };
  return { store, counts };
}

const snapshotFiles = () =>
  readdirSync(path.join(dir, 'cache')).filter((name) => name.startsWith('search-'));

/** Every way the two answer the queries, in bytes where the server sends bytes. */
function expectSameAnswers(restored: CatalogSearch, built: CatalogSearch) {
  expect(restored.perfumes()).toEqual(built.perfumes());
  expect(restored.digestOf(restored.perfumes())).toBe(built.digestOf(built.perfumes()));
  for (const query of QUERIES) {
    for (const [page, limit] of [
      [1, 20],
      [2, 2],
      [1, 100],
    ] as const) {
      const queryString = `q=${query}&page=${page}&limit=${limit}`;
      expect(restored.search(query, page, limit)).toEqual(built.search(query, page, limit));
      expect(Buffer.from(restored.searchResponseBody(query, page, limit, queryString))).toEqual(
        Buffer.from(built.searchResponseBody(query, page, limit, queryString)),
      );
    }
  }
  for (const perfume of built.perfumes()) expect(restored.byId(perfume.id)).toEqual(perfume);
}

beforeEach(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await importCatalog(sampleCatalog(), 'test');
  dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-snapshot-'));
});

afterEach(async () => {
  vi.doUnmock('./catalogSnapshotFile');
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('CatalogSearch.load with a snapshot store', () => {
  it('keeps the snapshot it built and answers from it, next start, exactly as built', async () => {
    const { store, counts } = countedStore();
    const built = await CatalogSearch.load(database.db, { store });
    expect(counts).toEqual({ hits: 0, writes: 1 });
    expect(snapshotFiles()).toHaveLength(1);
    const restored = await CatalogSearch.load(database.db, { store });
    expect(counts).toEqual({ hits: 1, writes: 1 });
    expectSameAnswers(restored, built);
    expectSameAnswers(restored, await CatalogSearch.load(database.db));
  });

  it('builds from the database when the file is damaged or cut short', async () => {
    const { store, counts } = countedStore();
    const built = await CatalogSearch.load(database.db, { store });
    const file = path.join(dir, 'cache', snapshotFiles()[0]!);
    const bytes = readFileSync(file);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    expectSameAnswers(await CatalogSearch.load(database.db, { store }), built);
    expect(counts).toEqual({ hits: 0, writes: 2 });
    writeFileSync(file, readFileSync(file).subarray(0, 1000));
    expectSameAnswers(await CatalogSearch.load(database.db, { store }), built);
    expect(counts).toEqual({ hits: 0, writes: 3 });
    expect(await CatalogSearch.load(database.db, { store })).toBeDefined();
    expect(counts).toEqual({ hits: 1, writes: 3 });
  });

  it('does not read a file kept under another key', async () => {
    const { store, counts } = countedStore();
    await CatalogSearch.load(database.db, { store });
    const [name] = snapshotFiles();
    const cache = path.join(dir, 'cache');
    writeFileSync(path.join(cache, 'search-0123.bin'), readFileSync(path.join(cache, name!)));
    rmSync(path.join(cache, name!));
    await CatalogSearch.load(database.db, { store });
    expect(counts).toEqual({ hits: 0, writes: 2 });
    expect(snapshotFiles()).toEqual([name]);
  });

  it('builds anew once SNAPSHOT_REVISION is raised', async () => {
    const { store, counts } = countedStore();
    await CatalogSearch.load(database.db, { store });
    vi.resetModules();
    vi.doMock('./catalogSnapshotFile', async (importOriginal) => {
      const original = await importOriginal<typeof snapshotFile>();
      return { ...original, SNAPSHOT_REVISION: original.SNAPSHOT_REVISION + 1 };
    });
    const raised = await import('./catalogSearch');
    await raised.CatalogSearch.load(database.db, { store });
    expect(counts).toEqual({ hits: 0, writes: 2 });
  });

  it('does not serve a catalog changed by an import from the old file', async () => {
    const { store, counts } = countedStore();
    const before = await CatalogSearch.load(database.db, { store });
    const renamed = sampleCatalog().map((record, i) =>
      i === 0 ? { ...record, name: 'Ganz Neuer Name' } : record,
    );
    await importCatalog(renamed, 'test-2');
    const after = await CatalogSearch.load(database.db, { store });
    expect(counts).toEqual({ hits: 0, writes: 2 });
    expect(after.search('ganz neuer', 1, 20).totalCount).toBe(1);
    // A running server picks the import up, builds from the database and keeps that.
    expect(await before.refreshIfChanged(database.db)).toBe(true);
    expect(counts).toEqual({ hits: 0, writes: 3 });
    expectSameAnswers(await CatalogSearch.load(database.db, { store }), after);
    expect(counts).toEqual({ hits: 1, writes: 3 });
  });

  it('does not serve another database whose import has the same number', async () => {
    const { store, counts } = countedStore();
    await CatalogSearch.load(database.db, { store });
    const other = await openTestDatabase();
    try {
      await migrate(other.db);
      const records = [buildRecord({ id: 'fra-777', name: 'Anderswo' })];
      await importRecords(other.db, records, {
        source: 'builtin',
        version: 'test',
        retireMissing: true,
      });
      const catalog = await CatalogSearch.load(other.db, { store });
      expect(counts).toEqual({ hits: 0, writes: 2 });
      expect(catalog.perfumes().map((perfume) => perfume.id)).toEqual(['fra-777']);
    } finally {
      await other.drop();
    }
  });
});
