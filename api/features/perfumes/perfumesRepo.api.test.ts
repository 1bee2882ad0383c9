// The server holds every active perfume as an object (84,000 today). Objects that V8 builds
// alike share one hidden class; built by an object spread each got a class of its own, ~70 MB
// of shape data in all (issue 25's memory figure). This checks the loaded perfumes share
// their hidden class and keep fast properties, with V8's own test intrinsics; it fails with
// the spread the repository used before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRecord } from '../../../tests/fixtures/perfumes';
import { createTestApp } from '../../../tests/support/testApp';
import { CatalogSearch } from './catalogSearch';
import { catalogSnapshotFiles } from './catalogSnapshotFile';
import { findPerfume, listActivePerfumes } from './perfumesRepo';

setFlagsFromString('--allow-natives-syntax');
// Parsed after the flag is set, so the intrinsics are allowed here (and only here).
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;
const hasFastProperties = new Function('a', 'return %HasFastProperties(a)') as (
  a: object,
) => boolean;

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // Thirty perfumes with the same fields (the widest record the fixtures build).
  const records = Array.from({ length: 30 }, (_, index) =>
    buildRecord({ id: `fra-${900 + index}`, name: `Duft ${index}`, year: 2000 + index }),
  );
  testApp = await createTestApp(records);
});

afterAll(async () => {
  await testApp.close();
});

describe('perfumes held by the server', () => {
  it('share one hidden class and keep fast properties', async () => {
    const perfumes = await listActivePerfumes(testApp.db);
    expect(perfumes).toHaveLength(30);
    const [first, ...rest] = perfumes;
    expect(rest.filter((perfume) => !haveSameMap(first!, perfume))).toEqual([]);
    expect(perfumes.every((perfume) => hasFastProperties(perfume))).toBe(true);
  });

  it('share one hidden class too when read back from the kept snapshot', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-snapshot-'));
    try {
      const files = catalogSnapshotFiles(dir);
      let hits = 0;
      const store: typeof files = {
        read: (key) => {
          const stored = files.read(key);
          if (stored) hits++;
          return stored;
        },
        write: (key, snapshot) => files.write(key, snapshot),
      };
      await CatalogSearch.load(testApp.db, { store });
      const perfumes = (await CatalogSearch.load(testApp.db, { store })).perfumes();
      expect(hits).toBe(1);
      expect(perfumes).toHaveLength(30);
      const [first, ...rest] = perfumes;
      expect(rest.filter((perfume) => !haveSameMap(first!, perfume))).toEqual([]);
      expect(perfumes.every((perfume) => hasFastProperties(perfume))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a stored perfume row that no longer parses', () => {
  it('is left out and reported, and the rest of the catalog still loads', async () => {
    // A record without its name, as a hand-edited or half-migrated row would be.
    await testApp.db.query(
      `INSERT INTO perfumes (id, name, brand, data, source, catalog_version)
       VALUES ('fra-999', 'Kaputt', 'Niemand', '{"id": "fra-999", "brand": "Niemand"}', 'test', 'test')`,
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const perfumes = await listActivePerfumes(testApp.db);
      expect(perfumes).toHaveLength(30);
      expect(perfumes.some((perfume) => perfume.id === 'fra-999')).toBe(false);
      expect(await findPerfume(testApp.db, 'fra-999')).toBeNull();
      expect((await findPerfume(testApp.db, 'fra-900'))?.name).toBe('Duft 0');
      const catalog = await CatalogSearch.load(testApp.db);
      expect(catalog.size).toBe(30);
      expect(logged.mock.calls.flat().join(' ')).toContain('perfumes fra-999');
    } finally {
      logged.mockRestore();
      await testApp.db.query(`DELETE FROM perfumes WHERE id = 'fra-999'`);
    }
  });
});
