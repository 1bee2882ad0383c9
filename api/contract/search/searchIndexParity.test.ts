// The fast paths of SearchIndex (prefix posting lists, typos only when needed, skipping
// candidates that cannot reach the top k) must not change what anyone sees: over the real
// catalog and the uncached benchmark's 1,000+ queries, every page equals the one the
// reference ranking (every candidate ranked, typos always looked up) returns.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  distinctBenchmarkQueries,
  benchmarkQueries,
  tenfold,
} from '../../../tests/bench/benchQueries';
import { readCatalogFile } from '../../catalog/catalogFile';
import type { CatalogRecord } from '../perfume';
import { SearchIndex } from './searchIndex';
import { ReferenceSearchIndex } from './testReferenceIndex';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../catalog/data/catalog.jsonl.gz');

let records: CatalogRecord[];
let fast: SearchIndex;
let reference: ReferenceSearchIndex;

beforeAll(() => {
  records = readCatalogFile(CATALOG_FILE).records;
  fast = new SearchIndex(records);
  reference = new ReferenceSearchIndex(records);
  // The full catalog (84k perfumes) takes seconds to read and index on a busy machine.
}, 120_000);

/** Differences between the two indexes for one window, as readable lines. */
function differences(
  query: string,
  offset: number,
  limit: number,
  indexes: { fast: SearchIndex; reference: ReferenceSearchIndex } = { fast, reference },
): string[] {
  const { fast: fastIndex, reference: referenceIndex } = indexes;
  const got = fastIndex.search(query, offset, limit);
  const expected = referenceIndex.search(query, offset, limit);
  const found: string[] = [];
  if (got.ids.join() !== expected.ids.join()) found.push(`${query} @${offset}: other ids`);
  // Typo matches rank last, so they are left out only when exact and prefix matches go
  // past the window: the count may then be smaller, but a next page exists either way.
  const end = offset + limit;
  if (got.total !== expected.total && !(got.total > end && got.total <= expected.total)) {
    found.push(`${query} @${offset}: total ${got.total}, expected ${expected.total}`);
  }
  return found;
}

describe('SearchIndex fast paths', () => {
  it('uses a list of at least 1,000 distinct queries', () => {
    expect(new Set(distinctBenchmarkQueries(records)).size).toBeGreaterThanOrEqual(1000);
  });

  it('answers the first page of every benchmark query like the reference ranking', () => {
    const queries = [...distinctBenchmarkQueries(records), ...benchmarkQueries(records)];
    expect(queries.flatMap((query) => differences(query, 0, 20))).toEqual([]);
  });

  it('answers later pages and wide windows like the reference ranking', () => {
    const queries = distinctBenchmarkQueries(records).filter((_, i) => i % 5 === 0);
    const windows: [number, number][] = [
      [20, 20],
      [0, 100],
      [200, 20],
    ];
    expect(
      queries.flatMap((query) =>
        windows.flatMap(([offset, limit]) => differences(query, offset, limit)),
      ),
    ).toEqual([]);
  });

  it('ranks a catalog full of flankers like the reference ranking', () => {
    // Every perfume nine times more as "… Intense", "… Nuit": long lists that are walked
    // group by group (coverage groups) and typo lists merged from several terms.
    const base = records.slice(0, 3000);
    const grown = tenfold(base);
    const indexes = { fast: new SearchIndex(grown), reference: new ReferenceSearchIndex(grown) };
    const queries = [...distinctBenchmarkQueries(base), 'intenee', 'nuit', 'noir intense', 'eau'];
    const windows: [number, number][] = [
      [0, 20],
      [20, 20],
      [0, 100],
    ];
    expect(
      queries.flatMap((query) =>
        windows.flatMap(([offset, limit]) => differences(query, offset, limit, indexes)),
      ),
    ).toEqual([]);
  });

  it('looks typos up when exact and prefix matches cannot fill the page', () => {
    // "sauvgae" has no exact or prefix match: every hit is a typo match.
    const typo = fast.search('sauvgae', 0, 20);
    expect(typo.total).toBe(reference.search('sauvgae', 0, 20).total);
    expect(typo.total).toBeGreaterThan(0);
  });
});
