// The "same results online and offline" guarantee: over the real full catalog, the browser's
// search on the compact index (after a JSON round trip and validation, as the worker gets
// it) answers every query exactly as the server's CatalogSearch does: same ids in the same
// order, same totals and paging.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { benchmarkQueries } from '../../../tests/bench/benchQueries';
import { readCatalogFile } from '../../catalog/catalogFile';
import { catalogIndexSchema, OfflineCatalogSearch } from '../../contract/catalogIndex';
import {
  SEARCH_MIN_LENGTH,
  searchResponseSchema,
  type CatalogRecord,
  type SearchResponse,
  unpricedPerfume,
} from '../../contract/perfume';
import { CatalogSearch } from '../perfumes/catalogSearch';
import { buildCatalogIndex } from './buildCatalogIndex';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../catalog/data/catalog.jsonl.gz');

/** Spelling variants the ranking table covers, and what people type on the way to a name. */
const TRICKY_QUERIES = [
  'sauvage',
  'SAUVAGE',
  'sauvgae',
  'terre d hermès',
  "terre d'hermès",
  'TERRE-D-HERMES',
  'chloe',
  'mäurer tabac',
  'D&G light blue',
  'dg light blue',
  'ysl libre',
  'y s l',
  'chanel n°5',
  'chanel nr. 5',
  'chanel no 5',
  '1 million',
  'creed aventus',
  'aventus creed',
  'mfk baccarat',
  'ck one',
  'jpg le male',
  'la vie est belle',
  'oud',
  'rose',
  'eau de',
  'xyzzyq',
  '   sauvage   ',
];

function keystrokes(query: string): string[] {
  return Array.from({ length: query.length - 2 }, (_, i) => query.slice(0, i + 3));
}

let records: CatalogRecord[];
let server: CatalogSearch;
let offline: OfflineCatalogSearch;

beforeAll(() => {
  records = readCatalogFile(CATALOG_FILE).records;
  const perfumes = records.map(unpricedPerfume);
  server = CatalogSearch.fromPerfumes(perfumes, { cacheSize: 0 });
  const sent = JSON.parse(JSON.stringify(buildCatalogIndex(server.perfumes()))) as unknown;
  offline = new OfflineCatalogSearch(catalogIndexSchema.parse(sent));
}, 60_000);

/** What GET /api/perfumes/search answers (the route's trim and minimum, then the server's body). */
function serverPage(query: string, page = 1, limit = 20): SearchResponse {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) {
    return { perfumes: [], hasMore: false, totalCount: 0, page, limit };
  }
  const body = server.searchResponseBody(trimmed, page, limit, `q=${trimmed}&page=${page}`);
  return searchResponseSchema.parse(JSON.parse(new TextDecoder().decode(body)));
}

function summary(response: SearchResponse) {
  const { perfumes, ...meta } = response;
  return { ids: perfumes.map((p) => p.id), ...meta };
}

describe('offline search on the compact index', () => {
  it('returns the server’s first page for every benchmark and spelling-variant query', () => {
    const queries = [...benchmarkQueries(records), ...TRICKY_QUERIES];
    expect(queries.length).toBeGreaterThan(240);
    const differing = queries.filter(
      (query) =>
        JSON.stringify(summary(offline.page(query, 1, 20))) !==
        JSON.stringify(summary(serverPage(query))),
    );
    expect(differing).toEqual([]);
  });

  it('returns the server’s results for every keystroke while typing popular names', () => {
    const typed = benchmarkQueries(records)
      .slice(0, 60)
      .flatMap((query) => keystrokes(query));
    const differing = typed.filter(
      (query) =>
        JSON.stringify(summary(offline.page(query, 1, 20))) !==
        JSON.stringify(summary(serverPage(query))),
    );
    expect(differing).toEqual([]);
  });

  it('pages like the server: later pages, other page sizes and the last page', () => {
    for (const [query, page, limit] of [
      ['rose', 2, 20],
      ['rose', 7, 100],
      ['dior', 3, 20],
      ['sauvage', 2, 20],
      ['oud wood', 1, 5],
    ] as const) {
      expect(summary(offline.page(query, page, limit))).toEqual(
        summary(serverPage(query, page, limit)),
      );
    }
  });

  it('shows the facts it carries as the server does and leaves the rest empty', () => {
    const [online] = serverPage('sauvage').perfumes;
    const [local] = offline.page('sauvage', 1, 20).perfumes;
    expect(local).toMatchObject({
      id: online!.id,
      name: 'Sauvage',
      brand: 'Christian Dior',
      aliases: online!.aliases,
      year: online!.year,
      accords: online!.accords.slice(0, 3),
      fragranceFamily: online!.fragranceFamily,
      isNiche: online!.isNiche,
      votes: online!.votes,
      notes: [],
      pyramid: null,
      longevity: null,
      sillage: null,
      priceCents: null,
      image: null,
    });
  });

  it('finds nothing below three characters, like the search route', () => {
    expect(offline.page('sa', 1, 20)).toEqual({
      perfumes: [],
      hasMore: false,
      totalCount: 0,
      page: 1,
      limit: 20,
    });
  });
});
