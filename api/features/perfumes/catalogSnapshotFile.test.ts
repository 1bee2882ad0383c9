// The kept snapshot over the real catalog: its search index, read back from the file, answers
// every benchmark query exactly as the index it was written from, and its JSON gives back the
// very perfumes. CatalogSearch's own round trip (bytes, digest) is catalogSnapshot.api.test.ts.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchmarkQueries, distinctBenchmarkQueries } from '../../../tests/bench/benchQueries';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { readCatalogFile } from '../../catalog/catalogFile';
import { type CatalogRecord, type Perfume, unpricedPerfume } from '../../contract/perfume';
import { SearchIndex } from '../../contract/search/searchIndex';
import { catalogSnapshotFiles, perfumesOfJson, type StoredSnapshot } from './catalogSnapshotFile';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../catalog/data/catalog.jsonl.gz');
const encoder = new TextEncoder();

let dir: string;
let records: CatalogRecord[];
let perfumes: Perfume[];
let built: SearchIndex;
let restored: StoredSnapshot | undefined;

/** The perfumes' JSON as CatalogSearch prepares it, with the index's parts. */
function snapshotOf(list: readonly Perfume[], index: SearchIndex): StoredSnapshot {
  const parts = list.map((perfume) => encoder.encode(JSON.stringify(perfume)));
  const jsonStart = new Uint32Array(parts.length + 1);
  parts.forEach((part, row) => (jsonStart[row + 1] = jsonStart[row]! + part.length));
  const json = new Uint8Array(jsonStart[parts.length]!);
  parts.forEach((part, row) => json.set(part, jsonStart[row]));
  const digest = createHash('sha256').update(json).digest('hex');
  return { json, jsonStart, digest, index: index.toParts() };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-snapshot-'));
  records = readCatalogFile(CATALOG_FILE).records;
  perfumes = records.map(unpricedPerfume);
  built = new SearchIndex(perfumes);
  const store = catalogSnapshotFiles(dir);
  store.write('real', snapshotOf(perfumes, built));
  restored = store.read('real');
  // The full catalog (84k perfumes) takes seconds to read and index on a busy machine.
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the kept catalog snapshot', () => {
  it('gives back an index that answers every benchmark query as the built one', () => {
    const index = new SearchIndex(restored!.index);
    const queries = [...distinctBenchmarkQueries(records), ...benchmarkQueries(records)];
    const windows: [number, number][] = [
      [0, 20],
      [20, 20],
      [0, 100],
    ];
    const differing = queries.filter((query) =>
      windows.some(([offset, limit]) => {
        const expected = built.search(query, offset, limit);
        const got = index.search(query, offset, limit);
        return got.total !== expected.total || got.ids.join() !== expected.ids.join();
      }),
    );
    expect(differing).toEqual([]);
    expect(index.search('sauvgae', 0, 20)).toEqual(built.search('sauvgae', 0, 20));
  });

  it('gives back the very perfumes, whose JSON is the JSON it holds', () => {
    const read = perfumesOfJson(restored!.json, restored!.jsonStart);
    expect(read).toEqual(perfumes);
    const again = snapshotOf(read, built);
    expect(Buffer.from(again.json).equals(Buffer.from(restored!.json))).toBe(true);
  });

  it('is the one SNAPSHOT_REVISION names', () => {
    // Servers find the file by a key of the database's catalog, not of the code. When this
    // fails because the index build or the Perfume JSON changed on purpose, raise
    // SNAPSHOT_REVISION in catalogSnapshotFile.ts (so no server reads the old snapshot) and
    // write the new hash here.
    const sample = sampleCatalog().map(unpricedPerfume);
    const sampleDir = path.join(dir, 'sample');
    catalogSnapshotFiles(sampleDir).write('pin', snapshotOf(sample, new SearchIndex(sample)));
    const [name] = readdirSync(sampleDir);
    const bytes = readFileSync(path.join(sampleDir, name!));
    expect(createHash('sha256').update(bytes).digest('hex').slice(0, 16)).toBe('e6fb316f4c6f752d');
  });
});
