import { describe, expect, it } from 'vitest';
import { catalogEntryLookup } from '../features/engine/local/catalogEntry';
import { readCatalogFile } from './catalogFile';
import { STYLE_REFERENCES } from './styleReferences';

const { records } = readCatalogFile(new URL('./data/catalog.jsonl.gz', import.meta.url).pathname);
const lookup = catalogEntryLookup(records);

describe('style references', () => {
  // The engine finds entries with accents, case and punctuation folded (catalogEntry.ts), so
  // the catalog may restore an accent ("Hypnôse") without the table following.
  it('names only perfumes the committed catalog holds', () => {
    const missing = STYLE_REFERENCES.flatMap((style) =>
      style.perfumes
        .filter((entry) => lookup(entry) === undefined)
        .map((entry) => `${style.id}: ${entry}`),
    );
    expect(missing).toEqual([]);
  });

  it('has unique ids and German labels, and no perfume twice in one style', () => {
    expect(new Set(STYLE_REFERENCES.map((style) => style.id)).size).toBe(STYLE_REFERENCES.length);
    expect(new Set(STYLE_REFERENCES.map((style) => style.label)).size).toBe(
      STYLE_REFERENCES.length,
    );
    for (const style of STYLE_REFERENCES) {
      expect(style.id, style.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(style.label.trim(), style.id).not.toBe('');
      expect(new Set(style.perfumes).size, style.id).toBe(style.perfumes.length);
      expect(style.perfumes.length, style.id).toBeGreaterThanOrEqual(5);
    }
  });
});
