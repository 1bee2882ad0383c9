import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { importRecords } from '../../catalog/importCatalog';
import { parseConfig } from '../../config';
import type { CatalogRecord } from '../../contract/perfume';
import { migrate } from '../../db/migrate';
import { CatalogSearch } from '../perfumes/catalogSearch';
import { catalogSnapshotFiles } from '../perfumes/catalogSnapshotFile';
import { setUpEngine } from './engineSetup';
import { createLocalEngine } from './local/createLocalEngine';

let database: TestDatabase;
let catalog: CatalogSearch;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await importRecords(database.db, sampleCatalog(), {
    source: 'builtin',
    version: 'v',
    retireMissing: true,
  });
  catalog = await CatalogSearch.load(database.db);
});

afterAll(async () => {
  await database.drop();
});

describe('setUpEngine', () => {
  it('uses the local engine and OCR without an OpenAI key', async () => {
    const holder = setUpEngine(parseConfig({}).engine, catalog, database.db);
    expect(holder.current().kind).toBe('local');
    expect(holder.photoAnalyzer.engine).toBe('local');
    await holder.close();
  });

  it('switches to OpenAI for texts and photos when a key is set, keeping the local facts', async () => {
    const config = parseConfig({
      OPENAI_API_KEY: 'sk-test-0123456789',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    expect(config.engine).toMatchObject({
      kind: 'openai',
      model: 'gpt-4o-mini',
      visionModel: 'gpt-4o-mini',
    });
    const holder = setUpEngine(config.engine, catalog, database.db);
    expect(holder.current().kind).toBe('openai');
    expect(holder.photoAnalyzer.engine).toBe('openai');
    await holder.close();
  });

  it('lets AI_ENGINE=local win over a configured key and refuses openai without one', () => {
    expect(
      parseConfig({ AI_ENGINE: 'local', OPENAI_API_KEY: 'sk-test-0123456789' }).engine.kind,
    ).toBe('local');
    expect(() => parseConfig({ AI_ENGINE: 'openai' })).toThrow(
      /AI_ENGINE: openai braucht OPENAI_API_KEY/,
    );
    expect(() => parseConfig({ AFFILIATE_URL_TEMPLATE: 'https://shop.example/' })).toThrow(
      /Platzhalter/,
    );
    const badUrl = () =>
      parseConfig({ OPENAI_API_KEY: 'sk-geheim-0123456789', OPENAI_BASE_URL: 'kaputt' });
    expect(badUrl).toThrow(/OPENAI_BASE_URL: muss eine gültige URL sein/);
    expect(badUrl).not.toThrow(/sk-geheim/);
  });

  it('rebuilds from a changed catalog', async () => {
    const holder = setUpEngine(parseConfig({}).engine, catalog, database.db);
    const before = holder.current();
    const seen: unknown[] = [];
    holder.onRebuild(() => seen.push(holder.current()));
    holder.rebuild();
    expect(holder.current()).not.toBe(before);
    // Its listeners hear of each rebuild once, the new engine already in place.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(holder.current());
    await holder.close();
  });

  it('keeps its catalog model in the cache directory and keeps a new one after an import', async () => {
    const own = await openTestDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-engine-'));
    const cache = path.join(dir, 'cache');
    const models = () => readdirSync(cache).filter((name) => name.startsWith('model-'));
    const list = {
      perfumeIds: sampleCatalog()
        .slice(1, 4)
        .map((record) => record.id),
    };
    const load = () => CatalogSearch.load(own.db, { store: catalogSnapshotFiles(cache) });
    const local = parseConfig({}).engine;
    try {
      await migrate(own.db);
      const importAs = (records: readonly CatalogRecord[], version: string) =>
        importRecords(own.db, records, { source: 'builtin', version, retireMissing: true });
      await importAs(sampleCatalog(), 'v1');
      const search = await load();
      const holder = setUpEngine(local, search, own.db, undefined, undefined, cache);
      const [first] = models();
      expect(first).toBeDefined();
      // A later start reads the model back and answers as the one built.
      const later = setUpEngine(local, await load(), own.db, undefined, undefined, cache);
      expect(await later.current().recommend(list)).toEqual(await holder.current().recommend(list));
      expect(models()).toEqual([first]);
      await later.close();

      const renamed = sampleCatalog().map((record, i) =>
        i === 0 ? { ...record, name: 'Ganz Neuer Name' } : record,
      );
      await importAs(renamed, 'v2');
      expect(await search.refreshIfChanged(own.db)).toBe(true);
      holder.rebuild();
      expect(models()).toHaveLength(1);
      expect(models()).not.toContain(first);
      const fresh = createLocalEngine(search.perfumes());
      expect(await holder.current().recommend(list)).toEqual(await fresh.recommend(list));
      await holder.close();
    } finally {
      await own.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
