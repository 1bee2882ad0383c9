import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Perfume, unpricedPerfume } from '../../contract/perfume';
import { buildPerfume, sampleCatalog } from '../../../tests/fixtures/perfumes';
import { catalogDigest } from '../engine/local/catalogModel';
import { prepareCatalogIndex } from './buildCatalogIndex';
import { catalogIndexFiles, type PreparedIndexStore } from './catalogIndexFile';
import { CatalogIndexCache } from './catalogIndexRoutes';

describe('CatalogIndexCache', () => {
  it('prepares the index once per catalog load and again after the catalog changed', async () => {
    let perfumes: readonly Perfume[] = [buildPerfume({ name: 'Sauvage' })];
    const cache = new CatalogIndexCache(() => perfumes);

    const first = await cache.current();
    expect(await cache.current()).toBe(first);

    perfumes = [...perfumes, buildPerfume({ name: 'Aventus' })];
    const second = await cache.current();
    expect(second).not.toBe(first);
    expect(second.count).toBe(2);
    expect(second.etag).not.toBe(first.etag);
  });

  it('gives the same ETag for the same catalog in any order', async () => {
    const a = buildPerfume({ votes: 5 });
    const b = buildPerfume({ votes: 5 });
    const one = await new CatalogIndexCache(() => [a, b]).current();
    const other = await new CatalogIndexCache(() => [b, a]).current();
    expect(other.etag).toBe(one.etag);
  });
});

describe('CatalogIndexCache with a store', () => {
  const perfumes = sampleCatalog().map(unpricedPerfume);
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-offline-index-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The store in `dir`, counting what it gave back and what it was given. */
  function countedStore() {
    const files = catalogIndexFiles(dir);
    const counts = { hits: 0, writes: 0 };
    const store: PreparedIndexStore = {
      read(key) {
        const stored = files.read(key);
        if (stored) counts.hits++;
        return stored;
      },
      write(key, prepared) {
        counts.writes++;
        files.write(key, prepared);
      },
    };
    return { store, counts };
  }

  const cacheOf = (list: readonly Perfume[], store: PreparedIndexStore) =>
    new CatalogIndexCache(() => list, { store, digestOf: catalogDigest });

  it('reads the prepared index back at the next start, byte for byte as prepared', async () => {
    const { store, counts } = countedStore();
    const built = await cacheOf(perfumes, store).current();
    expect(counts).toEqual({ hits: 0, writes: 1 });
    const restored = await cacheOf(perfumes, store).current();
    expect(counts).toEqual({ hits: 1, writes: 1 });
    expect(restored).toEqual(built);
    expect(restored).toEqual(await prepareCatalogIndex(perfumes));
  });

  it('prepares anew for a changed catalog or a damaged file', async () => {
    const { store, counts } = countedStore();
    const first = await cacheOf(perfumes, store).current();
    const renamed = perfumes.map((p, i) => (i === 0 ? { ...p, name: 'Ganz Neu' } : p));
    const second = await cacheOf(renamed, store).current();
    expect(counts).toEqual({ hits: 0, writes: 2 });
    expect(second.etag).not.toBe(first.etag);
    const [name] = readdirSync(dir);
    const file = path.join(dir, name!);
    writeFileSync(file, readFileSync(file).subarray(0, 100));
    expect(await cacheOf(renamed, store).current()).toEqual(second);
    expect(counts).toEqual({ hits: 0, writes: 3 });
  });

  it('is the one INDEX_FILE_REVISION names', async () => {
    // Servers find the file by a key of the catalog, not of the code. When this fails because
    // the index build or the file's layout changed on purpose (without a new
    // CATALOG_INDEX_FORMAT), raise INDEX_FILE_REVISION in catalogIndexFile.ts and write the new
    // hash here.
    // The gzip is left out: its bytes are zlib's, which a Node upgrade may change.
    const prepared = await prepareCatalogIndex(perfumes);
    catalogIndexFiles(dir).write('pin', { ...prepared, gzip: new Uint8Array([1, 2, 3]) });
    const [name] = readdirSync(dir);
    const bytes = readFileSync(path.join(dir, name!));
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16)).toBe('4ab4571b00847407');
  });
});
