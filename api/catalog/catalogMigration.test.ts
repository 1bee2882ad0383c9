// Devices move over without loss (issue 25): collections, wishlists, blacklists, stored
// recommendations and analyses hold ids of the 2017 catalog; every one of them must still be
// a perfume of the committed catalog, the same perfume (same house), so they keep resolving.
import { describe, expect, it } from 'vitest';
import { readCatalogFile } from './catalogFile';

const today = readCatalogFile(new URL('./data/catalog.jsonl.gz', import.meta.url).pathname);
const before = readCatalogFile(new URL('./data/baseline-2017.jsonl.gz', import.meta.url).pathname);

describe('the catalog up to 2026 keeps the 2017 ids', () => {
  it('holds every id of the 2017 catalog, for the same house', () => {
    const byId = new Map(today.records.map((record) => [record.id, record]));
    const lost = before.records.filter((record) => !byId.has(record.id)).map((r) => r.id);
    expect(lost).toEqual([]);
    const otherHouse = before.records.filter((record) => {
      const now = byId.get(record.id)!;
      return now.brand !== record.brand && !now.aliases.includes(record.brand);
    });
    // Brand corrections of the reviewed tables may respell a house; never another house.
    expect(otherHouse.length / before.records.length).toBeLessThan(0.05);
  });

  it('is a new version, so servers re-import it and devices replace their offline index', () => {
    expect(today.version).not.toBe(before.version);
    expect(today.records.length).toBeGreaterThan(before.records.length * 2);
  });
});
