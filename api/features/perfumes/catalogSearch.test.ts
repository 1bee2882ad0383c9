import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { type SearchResponse, unpricedPerfume } from '../../contract/perfume';
import { engineCatalogOf } from './memoryCatalog';
import { CatalogSearch } from './catalogSearch';

const perfumes = sampleCatalog().map(unpricedPerfume);

describe('CatalogSearch', () => {
  it('answers a response body with each hit’s JSON copied from the shared buffer', () => {
    const catalog = CatalogSearch.fromPerfumes(perfumes, { cacheSize: 0 });
    const page = catalog.search('sauvage', 1, 20);
    expect(page.perfumes.map((perfume) => perfume.name)).toEqual(['Sauvage', 'Eau Sauvage']);
    const body = catalog.searchResponseBody('sauvage', 1, 20, 'q=sauvage');
    const parsed = JSON.parse(new TextDecoder().decode(body)) as SearchResponse;
    expect(parsed).toEqual({
      perfumes: page.perfumes,
      hasMore: false,
      totalCount: page.totalCount,
      page: 1,
      limit: 20,
    });
  });

  it('lends its search index only for the perfumes array it was built on', () => {
    const catalog = CatalogSearch.fromPerfumes(perfumes);
    const index = catalog.searchIndexOf(catalog.perfumes());
    expect(index?.search('sauvage', 0, 20).ids).toEqual(
      catalog.search('sauvage', 1, 20).perfumes.map((perfume) => perfume.id),
    );
    expect(catalog.searchIndexOf([...catalog.perfumes()])).toBeUndefined();
  });

  it('lends its id → row map only for the perfumes array it was built on', () => {
    const catalog = CatalogSearch.fromPerfumes(perfumes);
    const rows = catalog.rowsOf(catalog.perfumes());
    const sauvage = catalog.search('sauvage', 1, 1).perfumes[0]!;
    expect(catalog.perfumes()[rows!.get(sauvage.id)!]).toBe(sauvage);
    expect(rows?.size).toBe(catalog.size);
    expect(catalog.rowsOf([...catalog.perfumes()])).toBeUndefined();
  });

  it('lends its id map to the engines: engineCatalogOf answers from it, no copy', () => {
    const catalog = CatalogSearch.fromPerfumes(perfumes);
    const lookup = engineCatalogOf(catalog);
    const sauvage = catalog.search('sauvage', 1, 1).perfumes[0]!;
    expect(catalog.byId(sauvage.id)).toBe(sauvage);
    expect(lookup.byId(sauvage.id)).toBe(sauvage);
    expect(lookup.byId('fra-unbekannt')).toBeUndefined();
    expect(lookup.words?.().has('sauvage')).toBe(true);
    expect(lookup.search('sauvage', 1, 20)).toEqual(catalog.search('sauvage', 1, 20));
  });
});
