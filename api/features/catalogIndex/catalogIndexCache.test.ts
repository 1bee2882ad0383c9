import { describe, expect, it } from 'vitest';
import type { Perfume } from '../../contract/perfume';
import { buildRecord } from '../../../tests/fixtures/perfumes';
import { CatalogIndexCache } from './catalogIndexRoutes';

function buildPerfume(overrides: Partial<Perfume> = {}): Perfume {
  const shop = { priceCents: null, currency: null, image: null, affiliate_link: null, shop: null };
  return { ...buildRecord(), ...shop, ...overrides };
}

describe('CatalogIndexCache', () => {
  it('prepares the index once per catalog load and again after the catalog changed', async () => {
    let perfumes: readonly Perfume[] = [buildPerfume({ name: 'Sauvage' })];
    const cache = new CatalogIndexCache(() => perfumes);

    const first = await cache.current();
    expect(await cache.current()).toBe(first);

    perfumes = [...perfumes, buildPerfume({ name: 'Aventus' })];
    const second = await cache.current();
    expect(second).not.toBe(first);
    expect(second.count).toBe(2);
    expect(second.etag).not.toBe(first.etag);
  });

  it('gives the same ETag for the same catalog in any order', async () => {
    const a = buildPerfume({ votes: 5 });
    const b = buildPerfume({ votes: 5 });
    const one = await new CatalogIndexCache(() => [a, b]).current();
    const other = await new CatalogIndexCache(() => [b, a]).current();
    expect(other.etag).toBe(one.etag);
  });
});
