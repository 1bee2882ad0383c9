import { describe, expect, it } from 'vitest';
import { buildRecords } from './buildCatalog';
import { normalizeRecord, restoreNameSpelling, voteScore, type SourceRow } from './normalizeRecord';

function row(overrides: Partial<SourceRow> = {}): SourceRow {
  return {
    brand: 'Hermes',
    perfume: 'Terre d Hermes',
    image: 'o.17.jpg',
    launch_year: '2006',
    main_accords: '["citrus", "woody", "warm spicy"]',
    notes: '{"top": ["Orange", "Grapefruit"], "middle": ["Pepper"], "base": ["Vetiver", "Cedar"]}',
    longevity: '["0", "0", "10", "10", "0"]',
    sillage: '["0", "0", "0", "0"]',
    ...overrides,
  };
}

function normalized(overrides: Partial<SourceRow> = {}) {
  const result = normalizeRecord(row(overrides));
  if (!result.ok) throw new Error(result.reason);
  return result.record;
}

describe('normalizeRecord', () => {
  it('gives a stable id from the source id', () => {
    expect(normalized().id).toBe('fra-17');
  });

  it('restores the brand spelling and keeps the source spelling as a search alias', () => {
    const record = normalized();
    expect(record.brand).toBe('Hermès');
    expect(record.name).toBe("Terre d'Hermès");
    expect(record.aliases).toEqual(expect.arrayContaining(['Hermes', 'Terre d Hermes']));
  });

  it('translates accords and notes into German and keeps the pyramid', () => {
    const record = normalized();
    expect(record.accords).toEqual([
      { key: 'citrus', name: 'Zitrisch' },
      { key: 'woody', name: 'Holzig' },
      { key: 'warm spicy', name: 'Warm-würzig' },
    ]);
    expect(record.pyramid?.top).toEqual(['Orange', 'Grapefruit']);
    expect(record.pyramid?.base).toContain('Zeder');
    expect(record.notes).toEqual([
      ...record.pyramid!.top,
      ...record.pyramid!.heart,
      ...record.pyramid!.base,
    ]);
    expect(record.fragranceFamily).toBe('Zitrisch');
  });

  it('reads flat note lists without inventing a pyramid', () => {
    const record = normalized({ notes: '["Bergamot", "Musk"]' });
    expect(record.notes).toEqual(['Bergamotte', 'Moschus']);
    expect(record.pyramid).toBeNull();
  });

  it('leaves unknown facts empty instead of guessing', () => {
    const record = normalized({
      launch_year: null,
      main_accords: null,
      notes: 'kaputt',
      longevity: null,
    });
    expect(record.year).toBeNull();
    expect(record.accords).toEqual([]);
    expect(record.notes).toEqual([]);
    expect(record.fragranceFamily).toBeNull();
    expect(record.longevity).toBeNull();
    expect(record.sillage).toBeNull(); // zero votes are no score
  });

  it('flags niche houses from the reviewed list', () => {
    expect(normalized({ brand: 'Creed', perfume: 'Aventus' }).isNiche).toBe(true);
    expect(normalized({ brand: 'Christian Dior', perfume: 'Sauvage' }).isNiche).toBe(false);
  });

  it('refuses rows without a name, brand or source id', () => {
    expect(normalizeRecord(row({ perfume: null })).ok).toBe(false);
    expect(normalizeRecord(row({ brand: '  ' })).ok).toBe(false);
    expect(normalizeRecord(row({ image: 'kein-bild.png' })).ok).toBe(false);
  });
});

describe('voteScore', () => {
  it('maps the weighted mean of the buckets to 0–100 with the vote count', () => {
    expect(voteScore('["0", "0", "0", "0", "4"]', 5)).toEqual({ score: 100, votes: 4 });
    expect(voteScore('["2", "0", "0", "0", "2"]', 5)).toEqual({ score: 50, votes: 4 });
    expect(voteScore('["3", "0", "0", "0"]', 4)).toEqual({ score: 0, votes: 3 });
  });

  it('is null without votes or with a malformed list', () => {
    expect(voteScore('["0", "0", "0", "0", "0"]', 5)).toBeNull();
    expect(voteScore('["1", "2"]', 5)).toBeNull();
    expect(voteScore('nicht json', 5)).toBeNull();
    expect(voteScore(null, 5)).toBeNull();
  });
});

describe('restoreNameSpelling', () => {
  it('restores elided articles, possessives and the brand inside the name', () => {
    expect(restoreNameSpelling('L Eau d Issey', 'Issey Miyake', 'Issey Miyake')).toBe(
      "L'Eau d'Issey",
    );
    expect(restoreNameSpelling('Angel s Share', 'By Kilian', 'By Kilian')).toBe("Angel's Share");
    expect(restoreNameSpelling('Jour d Hermes', 'Hermes', 'Hermès')).toBe("Jour d'Hermès");
    expect(restoreNameSpelling('D G Light Blue', 'Dolce Gabbana', 'Dolce & Gabbana')).toBe(
      'D&G Light Blue',
    );
  });

  it('leaves ordinary words alone', () => {
    expect(restoreNameSpelling('Eau de Parfum', 'X', 'X')).toBe('Eau de Parfum');
    expect(restoreNameSpelling('Vitamin D', 'X', 'X')).toBe('Vitamin D');
  });
});

describe('buildRecords', () => {
  it('drops exact duplicates and logs them', () => {
    const report = buildRecords([row(), row()]);
    expect(report.records).toHaveLength(1);
    expect(report.duplicates).toHaveLength(1);
  });

  it('keeps different perfumes that share a source id under a suffixed id', () => {
    const report = buildRecords([row(), row({ perfume: 'Terre d Hermes Parfum' })]);
    expect(report.records.map((record) => record.id)).toEqual(['fra-17', 'fra-17-2']);
    expect(report.collisions[0]).toMatch(/fra-17-2/);
  });

  it('keeps same-name perfumes with different ids apart', () => {
    const report = buildRecords([
      row({ brand: 'Giorgio Armani', perfume: 'Acqua di Gio', image: 'o.410.jpg' }),
      row({ brand: 'Giorgio Armani', perfume: 'Acqua di Gio', image: 'o.411.jpg' }),
    ]);
    expect(report.records.map((record) => record.id)).toEqual(['fra-410', 'fra-411']);
  });

  it('skips malformed rows with a reason', () => {
    const report = buildRecords([{ brand: 42 }, row({ perfume: '' })]);
    expect(report.records).toEqual([]);
    expect(report.skipped).toEqual(['Zeile 1: unerwartetes Format', 'Zeile 2: Name fehlt']);
  });
});
