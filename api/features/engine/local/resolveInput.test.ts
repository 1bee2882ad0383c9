import { describe, expect, it } from 'vitest';
import { buildCatalogModel } from './catalogModel';
import { matchName, resolveInput } from './resolveInput';
import { engineTestCatalog } from './testCatalog';

const model = buildCatalogModel(engineTestCatalog());
const idOf = (query: string) => {
  const row = matchName(model, query);
  return row === null ? null : model.perfumes[row]!.id;
};

describe('matchName', () => {
  it('finds a perfume by name, by "name brand" and with one typo in a long word', () => {
    expect(idOf('Light Blue')).toBe('fra-lb');
    expect(idOf('Light Blue Azurhaus')).toBe('fra-lb');
    expect(idOf('Light Blue Azurhaos')).toBe('fra-lb');
  });

  it('does not stretch a name to a longer one or accept a brand alone', () => {
    expect(idOf('Light Blue Eau')).toBeNull();
    expect(idOf('Azurhaus')).toBeNull();
    expect(idOf('Eau Intense')).toBeNull();
  });

  it('leaves names the catalog does not hold unknown', () => {
    expect(idOf('Gibt es nicht')).toBeNull();
    expect(idOf('')).toBeNull();
  });
});

describe('resolveInput', () => {
  it('unites ids and names, counts each perfume once and reports the unknown', () => {
    const resolved = resolveInput(model, {
      perfumeIds: ['fra-lb', 'fra-missing'],
      names: ['Light Blue Azurhaus', 'Wald 1 Nordlicht', 'Fantasieduft'],
    });
    expect(resolved.rows.map((row) => model.perfumes[row]!.id)).toEqual(['fra-lb', 'fra-woody0']);
    expect(resolved.unknown).toEqual(['Fantasieduft']);
    expect(resolved.unknownIds).toEqual(['fra-missing']);
  });

  it('keeps unknown profile-page perfumes with their notes and family', () => {
    const resolved = resolveInput(model, {
      perfumes: [
        { name: 'Hausmischung', brand: 'Eigen', notes: ['Vanille'], fragrance_family: 'Unknown' },
        { name: 'Brise 1', brand: 'Nordlicht' },
      ],
    });
    expect(resolved.rows).toHaveLength(1);
    expect(resolved.givenNames.get(resolved.rows[0]!)).toEqual({
      name: 'Brise 1',
      brand: 'Nordlicht',
    });
    expect(resolved.custom).toEqual([
      { name: 'Hausmischung', brand: 'Eigen', notes: ['Vanille'], family: null },
    ]);
  });
});
