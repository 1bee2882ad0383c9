// "Für wen?" (issue 26): the rules, and the evaluation's cases on the real catalog. A mixed
// list (La Vie Est Belle, N°5, Sauvage, Terre d'Hermès) reads as mixed; asked for women it
// yields women's and shared perfumes only, asked for men men's and shared ones only.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogFile } from '../../../catalog/catalogFile';
import type { CatalogRecord } from '../../../contract/perfume';
import {
  audienceFactor,
  fitsAudience,
  listLeanOf,
  SHARED_LEAN_LIMIT,
  targetLean,
} from './audience';
import { catalogEntryLookup } from './catalogEntry';
import { createLocalEngine, type LocalEngine } from './createLocalEngine';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../../catalog/data/catalog.jsonl.gz');

describe('audience rules', () => {
  it('keeps shared perfumes for both sides and drops the other side', () => {
    expect(fitsAudience('damen', -1)).toBe(true);
    expect(fitsAudience('damen', 0.2)).toBe(true);
    expect(fitsAudience('damen', 0.8)).toBe(false);
    expect(fitsAudience('herren', -0.8)).toBe(false);
    expect(fitsAudience('herren', 0)).toBe(true);
    expect(fitsAudience('egal', 1)).toBe(true);
    expect(fitsAudience(undefined, -1)).toBe(true);
  });

  it('reads a list lean and pulls toward the chosen side', () => {
    expect(listLeanOf(-0.6)).toBe('damen');
    expect(listLeanOf(SHARED_LEAN_LIMIT)).toBe('herren');
    expect(listLeanOf(0.1)).toBe('gemischt');
    expect(targetLean('damen', 0.9)).toBe(-1);
    expect(targetLean('egal', 0.9)).toBe(0);
    expect(targetLean(undefined, 0.4)).toBe(0.4);
    expect(audienceFactor('damen', -1)).toBe(1);
    expect(audienceFactor('damen', 0)).toBe(0.75);
    expect(audienceFactor('herren', 0)).toBe(0.75);
    expect(audienceFactor(undefined, 0)).toBe(1);
  });
});

describe('"Für wen?" on the real catalog', () => {
  let engine: LocalEngine;
  let ids: string[];
  let womenIds: string[];

  beforeAll(() => {
    const { records } = readCatalogFile(CATALOG_FILE);
    engine = createLocalEngine(records);
    const lookup = catalogEntryLookup(records);
    const idOf = (entry: string) => {
      const row = lookup(entry);
      if (row === undefined) throw new Error(`${entry} fehlt im Katalog`);
      return (records[row] as CatalogRecord).id;
    };
    ids = [
      'Lancôme: La Vie Est Belle',
      'Chanel: Chanel N°5',
      'Christian Dior: Sauvage',
      "Hermès: Terre d'Hermès",
    ].map(idOf);
    womenIds = ['Lancôme: La Vie Est Belle', 'Chanel: Coco Mademoiselle'].map(idOf);
  }, 120_000);

  const leansOf = (response: ReturnType<LocalEngine['recommendSync']>) =>
    [...response.recommendations, ...response.niche].map((card) =>
      engine.leanOf(card.matched_perfume!.id)!,
    );

  it('a mixed list says so, and "Damen" yields women\'s and shared perfumes only', () => {
    const open = engine.recommendSync({ perfumeIds: ids });
    expect(open.audience).toEqual({ listLean: 'gemischt', forWhom: null });

    const forWomen = engine.recommendSync({ perfumeIds: ids, forWhom: 'damen' });
    expect(forWomen.audience).toEqual({ listLean: 'gemischt', forWhom: 'damen' });
    const leans = leansOf(forWomen);
    expect(forWomen.recommendations.length).toBeGreaterThanOrEqual(8);
    for (const lean of leans) expect(lean).toBeLessThan(SHARED_LEAN_LIMIT);
    // Mostly women's perfumes, not only shared ones.
    expect(leans.filter((lean) => lean <= -SHARED_LEAN_LIMIT).length).toBeGreaterThan(
      leans.length / 2,
    );
  });

  it('"Herren" yields men\'s and shared perfumes only, and other picks than "Damen"', () => {
    const forMen = engine.recommendSync({ perfumeIds: ids, forWhom: 'herren' });
    const forWomen = engine.recommendSync({ perfumeIds: ids, forWhom: 'damen' });
    for (const lean of leansOf(forMen)) expect(lean).toBeGreaterThan(-SHARED_LEAN_LIMIT);
    const menIds = new Set(forMen.recommendations.map((card) => card.matched_perfume!.id));
    const shared = forWomen.recommendations.filter((card) => menIds.has(card.matched_perfume!.id));
    expect(shared.length).toBeLessThan(forWomen.recommendations.length / 2);
  });

  it('a women\'s list leans to women and "Mehr Nischendüfte" keeps the choice', () => {
    expect(engine.recommendSync({ perfumeIds: womenIds }).audience?.listLean).toBe('damen');
    const more = engine.moreNicheSync({ perfumeIds: ids, forWhom: 'herren' });
    for (const card of more.recommendations) {
      expect(engine.leanOf(card.matched_perfume!.id)!).toBeGreaterThan(-SHARED_LEAN_LIMIT);
    }
  });
});
