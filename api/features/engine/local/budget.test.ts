// "Budget" (issue 26, with a shop feed): the rule, and the evaluation's case on the real
// catalog with a feed that prices every perfume. Asked for at most 100 €, a list gets no pick
// whose feed price is higher, "Mehr Nischendüfte" keeps the budget, and without a budget the
// same list gets dearer picks too (so the budget changed something).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogFile } from '../../../catalog/catalogFile';
import type { CatalogRecord } from '../../../contract/perfume';
import type { Recommendation } from '../../../contract/recommendations';
import { fitsBudget } from './audience';
import { catalogEntryLookup } from './catalogEntry';
import type { EnginePerfume } from './catalogModel';
import { createLocalEngine, type LocalEngine } from './createLocalEngine';

const CATALOG_FILE = path.resolve(import.meta.dirname, '../../../catalog/data/catalog.jsonl.gz');
const BUDGET = 10_000;

describe('budget rule', () => {
  it('drops only perfumes whose euro feed price is above the budget', () => {
    expect(fitsBudget({ priceCents: 9_900, currency: 'EUR' }, BUDGET)).toBe(true);
    expect(fitsBudget({ priceCents: 10_000, currency: 'EUR' }, BUDGET)).toBe(true);
    expect(fitsBudget({ priceCents: 10_001, currency: 'EUR' }, BUDGET)).toBe(false);
    // No price, or one that cannot be compared: not ruled out.
    expect(fitsBudget({ priceCents: null, currency: null }, BUDGET)).toBe(true);
    expect(fitsBudget({ priceCents: 20_000, currency: 'GBP' }, BUDGET)).toBe(true);
    expect(fitsBudget({ priceCents: 90_000, currency: 'EUR' }, undefined)).toBe(true);
  });
});

/** A feed price for every perfume, 30–330 €, spread by the id (the same on every run). */
function feedPriceOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 3_000 + (hash % 300) * 100;
}

describe('"Budget" on the real catalog with a feed', () => {
  let engine: LocalEngine;
  let ids: string[];
  const priceOf = new Map<string, number>();

  beforeAll(() => {
    const { records } = readCatalogFile(CATALOG_FILE);
    const priced: EnginePerfume[] = records.map((record) => {
      const priceCents = feedPriceOf(record.id);
      priceOf.set(record.id, priceCents);
      return { ...record, priceCents, currency: 'EUR', shop: 'shop.example' };
    });
    engine = createLocalEngine(priced);
    const lookup = catalogEntryLookup(records);
    ids = ['Christian Dior: Sauvage', 'Creed: Aventus', 'Chanel: Bleu de Chanel'].map((entry) => {
      const row = lookup(entry);
      if (row === undefined) throw new Error(`${entry} fehlt im Katalog`);
      return (records[row] as CatalogRecord).id;
    });
  }, 120_000);

  const pricesOf = (cards: readonly Recommendation[]) =>
    cards.map((card) => card.matched_perfume!.priceCents!);

  it('at most 100 € yields picks within it only, a full list, and differs from no budget', () => {
    const open = engine.recommendSync({ perfumeIds: ids });
    const capped = engine.recommendSync({ perfumeIds: ids, budgetCents: BUDGET });
    expect(capped.recommendations.length).toBe(open.recommendations.length);
    for (const price of pricesOf([...capped.recommendations, ...capped.niche])) {
      expect(price).toBeLessThanOrEqual(BUDGET);
    }
    // The card carries the feed price it was chosen by.
    const first = capped.recommendations[0]!.matched_perfume!;
    expect(first.priceCents).toBe(priceOf.get(first.id));
    expect(pricesOf(open.recommendations).some((price) => price > BUDGET)).toBe(true);
  });

  it('"Mehr Nischendüfte" keeps the budget', () => {
    const more = engine.moreNicheSync({ perfumeIds: ids, budgetCents: BUDGET });
    expect(more.recommendations.length).toBeGreaterThan(0);
    for (const price of pricesOf(more.recommendations)) expect(price).toBeLessThanOrEqual(BUDGET);
  });
});
