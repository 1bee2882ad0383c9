// The concentration as search terms: "edp", "edt", "edc", "extrait" and "parfum" find the
// perfumes whose catalog row names that concentration, online and in the offline index, and
// never count as name words (a perfume named with the words still ranks as before).
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../../features/catalogIndex/buildCatalogIndex';
import { OfflineCatalogSearch, catalogIndexSchema } from '../catalogIndex';
import type { Perfume } from '../perfume';
import { concentrationTerms } from './concentrationTerms';
import { SearchIndex, type SearchDocument } from './searchIndex';

const doc = (
  id: string,
  name: string,
  votes: number,
  concentration: string | null,
): SearchDocument => ({ id, name, brand: 'Maison Test', aliases: [], votes, concentration });

const DOCUMENTS: SearchDocument[] = [
  doc('fra-1', 'Bleu', 900, null),
  doc('fra-2', 'Bleu', 500, 'Eau de Parfum'),
  doc('fra-3', 'Bleu Eau de Toilette', 400, 'Eau de Toilette'),
  doc('fra-4', 'Bleu Cologne', 300, 'Eau de Cologne'),
  doc('fra-5', 'Bleu Extrait', 200, 'Extrait de Parfum'),
  doc('fra-6', 'Bleu Le Parfum', 100, 'Parfum'),
];

describe('concentration terms', () => {
  it('adds the words and the usual abbreviation', () => {
    expect(concentrationTerms('Eau de Parfum')).toEqual(['eau', 'de', 'parfum', 'edp']);
    expect(concentrationTerms('Eau de Toilette')).toContain('edt');
    expect(concentrationTerms('Eau de Cologne')).toContain('edc');
    expect(concentrationTerms('Extrait de Parfum')).toEqual(['extrait', 'de', 'parfum']);
    expect(concentrationTerms('Parfum')).toEqual(['parfum', 'extrait']);
    expect(concentrationTerms(null)).toEqual([]);
    expect(concentrationTerms(undefined)).toEqual([]);
  });

  it('finds a perfume by its abbreviated concentration only where the catalog names it', () => {
    const index = new SearchIndex(DOCUMENTS);
    expect(index.search('bleu edp').ids).toEqual(['fra-2']);
    expect(index.search('bleu edt').ids).toEqual(['fra-3']);
    expect(index.search('Bleu EdC').ids).toEqual(['fra-4']);
    expect(index.search('bleu extrait').ids).toEqual(['fra-5', 'fra-6']);
    expect(index.search('bleu eau de parfum').ids).toEqual(['fra-2']);
  });

  it('does not count them as name words: a plain name query ranks as before', () => {
    const index = new SearchIndex(DOCUMENTS);
    const without = new SearchIndex(DOCUMENTS.map((d) => ({ ...d, concentration: null })));
    expect(index.search('bleu').ids).toEqual(without.search('bleu').ids);
    expect(index.search('bleu').ids[0]).toBe('fra-1');
  });

  it('finds the same offline, where the index carries the concentration', () => {
    const perfumes = DOCUMENTS.map((d): Perfume => ({
      ...d,
      aliases: [],
      year: null,
      accords: [],
      notes: [],
      pyramid: null,
      fragranceFamily: null,
      isNiche: false,
      longevity: null,
      sillage: null,
      priceCents: null,
      currency: null,
      image: null,
      affiliate_link: null,
      shop: null,
    }));
    const sent = JSON.parse(JSON.stringify(buildCatalogIndex(perfumes))) as unknown;
    const offline = new OfflineCatalogSearch(catalogIndexSchema.parse(sent));
    expect(offline.page('bleu edp', 1, 10).perfumes.map((p) => p.id)).toEqual(['fra-2']);
    expect(offline.perfume('fra-3')?.concentration).toBe('Eau de Toilette');
    expect(offline.perfume('fra-1')?.concentration).toBeNull();
  });
});
