// The engine's catalog model kept in DATA_DIR/cache: a model read back from the file answers
// every request exactly as one built from the perfumes, and a damaged, cut, foreign or
// outdated file is never read (the model is built and stored anew).
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogRecord } from '../../../contract/perfume';
import { buildCatalogModel, catalogDigest, type CatalogModel } from './catalogModel';
import type * as modelFile from './catalogModelFile';
import { type CatalogModelStore, catalogModelFiles } from './catalogModelFile';
import { createLocalEngine, type LocalEngine } from './createLocalEngine';
import { engineTestCatalog, familyRecord } from './testCatalog';

const catalog: CatalogRecord[] = [
  ...engineTestCatalog(),
  familyRecord('oriental', { id: 'fra-extra', name: 'Basar Nacht', brand: 'Lumen', votes: 700 }),
];

const LISTS = [
  { names: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus', 'Brise 3 Atelier Grau'] },
  { perfumeIds: ['fra-woody0', 'fra-woody4'], forWhom: 'herren' as const },
  { names: ['Basar 2'], occasion: 'Abend' as const, excludeIds: ['fra-oriental0'] },
  { perfumeIds: ['fra-floral1', 'fra-fresh2'], blacklistIds: ['fra-lb'], budgetCents: 5000 },
  { names: ['Light Blue', 'Garten 7'], dislikedNotes: ['rose'] },
];

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-model-'));
});

afterEach(() => {
  vi.doUnmock('./catalogModelFile');
  rmSync(dir, { recursive: true, force: true });
});

/** The store in `dir`, counting what it gave back and what it was given. */
function countedStore() {
  const files = catalogModelFiles(path.join(dir, 'cache'));
  const counts = { hits: 0, writes: 0 };
  const store: CatalogModelStore = {
    read(key, rows) {
      const stored = files.read(key, rows);
      if (stored) counts.hits++;
      return stored;
    },
    write(key, model) {
      counts.writes++;
      files.write(key, model);
    },
  };
  return { store, counts };
}

const modelFiles = () =>
  readdirSync(path.join(dir, 'cache')).filter((name) => name.startsWith('model-'));

const engineOf = (perfumes: readonly CatalogRecord[], modelStore?: CatalogModelStore) =>
  createLocalEngine(perfumes, {}, { catalogDigest: catalogDigest(perfumes), modelStore });

/** Every field the model holds, in a form toEqual compares (no closures). */
function fieldsOf(model: CatalogModel) {
  const { nameTokensOf, rowsOfLine, latent, ...rest } = model;
  const lines = new Set(model.lineOf);
  return {
    ...rest,
    latent: { ...latent, project: undefined, reused: undefined },
    nameTokens: model.perfumes.map((_, row) => nameTokensOf(row)),
    lines: [...lines].map((line) => Array.from(rowsOfLine(line))),
  };
}

/** Same answers, ids, scores and reasons included, for every list and request kind. */
function expectSameAnswers(restored: LocalEngine, built: LocalEngine) {
  for (const list of LISTS) {
    expect(built.recommendSync(list).recommendations.length).toBeGreaterThan(0);
    expect(restored.recommendSync(list)).toEqual(built.recommendSync(list));
    expect(restored.analyzeSync(list)).toEqual(built.analyzeSync(list));
    expect(restored.moreNicheSync({ ...list, mentionedNichePerfumes: ['Wald 8'] })).toEqual(
      built.moreNicheSync({ ...list, mentionedNichePerfumes: ['Wald 8'] }),
    );
  }
  const profile = restored.model.latent.project(new Float32Array(built.model.features.length));
  expect(profile).toEqual(
    built.model.latent.project(new Float32Array(built.model.features.length)),
  );
}

describe('the kept catalog model', () => {
  it('is read back at the next start and answers exactly as the built one', async () => {
    const { store, counts } = countedStore();
    const built = engineOf(catalog, store);
    expect(counts).toEqual({ hits: 0, writes: 1 });
    expect(modelFiles()).toHaveLength(1);
    const restored = engineOf(catalog, store);
    expect(counts).toEqual({ hits: 1, writes: 1 });
    expect(restored.version).toBe(built.version);
    expect(fieldsOf(restored.model)).toEqual(fieldsOf(built.model));
    expect(fieldsOf(restored.model)).toEqual(fieldsOf(buildCatalogModel(catalog)));
    expectSameAnswers(restored, built);
    expectSameAnswers(restored, engineOf(catalog));
    const pair = ['fra-fresh0', 'fra-lb'];
    expect(await restored.lineVariants(pair)).toEqual(await built.lineVariants(pair));
    expect(await restored.similarPerfumes('fra-woody2')).toEqual(
      await built.similarPerfumes('fra-woody2'),
    );
    expect(await restored.cheaperAlternativesFile()).toEqual(await built.cheaperAlternativesFile());
  });

  it('holds the very perfumes it is given, not copies of them', () => {
    const { store } = countedStore();
    engineOf(catalog, store);
    const perfumes = [...catalog];
    const restored = createLocalEngine(
      perfumes,
      {},
      { catalogDigest: catalogDigest(perfumes), modelStore: store },
    );
    expect(restored.model.perfumes).toBe(perfumes);
  });

  it('builds from the perfumes when the file is damaged or cut short', () => {
    const { store, counts } = countedStore();
    const built = engineOf(catalog, store);
    const file = path.join(dir, 'cache', modelFiles()[0]!);
    const bytes = readFileSync(file);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    expectSameAnswers(engineOf(catalog, store), built);
    expect(counts).toEqual({ hits: 0, writes: 2 });
    writeFileSync(file, readFileSync(file).subarray(0, 1000));
    expectSameAnswers(engineOf(catalog, store), built);
    expect(counts).toEqual({ hits: 0, writes: 3 });
    engineOf(catalog, store);
    expect(counts).toEqual({ hits: 1, writes: 3 });
  });

  it('does not read a file kept under another key or for another catalog', () => {
    const { store, counts } = countedStore();
    engineOf(catalog, store);
    const [name] = modelFiles();
    const cache = path.join(dir, 'cache');
    writeFileSync(path.join(cache, 'model-0123.bin'), readFileSync(path.join(cache, name!)));
    rmSync(path.join(cache, name!));
    engineOf(catalog, store);
    expect(counts).toEqual({ hits: 0, writes: 2 });
    expect(modelFiles()).toEqual([name]);
    // One perfume renamed: another digest, another key, a model of the new names.
    const renamed = catalog.map((record, i) => (i === 0 ? { ...record, name: 'Neu' } : record));
    const changed = engineOf(renamed, store);
    expect(counts).toEqual({ hits: 0, writes: 3 });
    expect(modelFiles()).not.toContain(name);
    expect(changed.model.nameTokensOf(0)).toEqual(['neu']);
    expect(fieldsOf(changed.model)).toEqual(fieldsOf(buildCatalogModel(renamed)));
  });

  it('builds anew once MODEL_REVISION is raised', async () => {
    const { store, counts } = countedStore();
    engineOf(catalog, store);
    const [before] = modelFiles();
    vi.resetModules();
    vi.doMock('./catalogModelFile', async (importOriginal) => {
      const original = await importOriginal<typeof modelFile>();
      return { ...original, MODEL_REVISION: original.MODEL_REVISION + 1 };
    });
    const raised = await import('./catalogModel');
    raised.buildCatalogModel(catalog, { catalogDigest: catalogDigest(catalog), modelStore: store });
    expect(counts).toEqual({ hits: 0, writes: 2 });
    expect(modelFiles()).not.toContain(before);
  });

  it('builds without keeping when the directory cannot be written', () => {
    writeFileSync(path.join(dir, 'cache'), 'a file where the directory should be');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, counts } = countedStore();
    expectSameAnswers(engineOf(catalog, store), engineOf(catalog));
    expect(counts).toEqual({ hits: 0, writes: 1 });
    expect(warn).toHaveBeenCalledWith(
      '[cache] Empfehlungsmodell nicht zwischengespeichert:',
      expect.anything(),
    );
    warn.mockRestore();
  });

  it('is the one MODEL_REVISION names', () => {
    // Servers find the file by a key of the catalog, the constants and the reviewed tables, not
    // of the code. When this fails because the model build or the file's layout changed on
    // purpose, raise MODEL_REVISION in catalogModelFile.ts (so no server reads the old model)
    // and write the new hash here.
    catalogModelFiles(path.join(dir, 'pin')).write('pin', buildCatalogModel(catalog));
    const [name] = readdirSync(path.join(dir, 'pin'));
    const bytes = readFileSync(path.join(dir, 'pin', name!));
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16)).toBe('353298d3f400472d');
  });
});
