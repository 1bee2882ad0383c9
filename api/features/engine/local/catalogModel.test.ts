import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../contract/search/normalize';
import { SearchIndex } from '../../../contract/search/searchIndex';
import { buildCatalogModel } from './catalogModel';
import { engineTestCatalog } from './testCatalog';

describe('buildCatalogModel', () => {
  const perfumes = engineTestCatalog();
  const model = buildCatalogModel(perfumes);

  it('lists each line’s rows ascending, exactly the rows of that line', () => {
    const lines = new Set(model.lineOf);
    expect(lines.size).toBeLessThan(perfumes.length);
    for (const line of lines) {
      const expected = perfumes.flatMap((_, row) => (model.lineOf[row] === line ? [row] : []));
      expect(Array.from(model.rowsOfLine(line))).toEqual(expected);
    }
  });

  it('computes name tokens when asked and shares equal occasion lists and brand keys', () => {
    perfumes.forEach((perfume, row) => {
      expect(model.nameTokensOf(row)).toEqual(tokenize(perfume.name));
      expect(model.brandKey[row]).toBe(tokenize(perfume.brand).join(' '));
    });
    const byKey = new Map<string, unknown>();
    for (const list of model.occasions) {
      const key = list.join('|');
      if (byKey.has(key)) expect(list).toBe(byKey.get(key));
      else byKey.set(key, list);
    }
    expect(byKey.size).toBeLessThan(model.occasions.length);
  });

  it('uses a search index it is given instead of building one', () => {
    const search = new SearchIndex(perfumes);
    expect(buildCatalogModel(perfumes, { search }).search).toBe(search);
  });
});
