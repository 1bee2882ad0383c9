import { describe, expect, it } from 'vitest';
import { readCatalogFile } from './catalogFile';
import { STYLE_REFERENCES } from './styleReferences';

const { records } = readCatalogFile(new URL('./data/catalog.jsonl.gz', import.meta.url).pathname);
const names = new Set(records.map((record) => `${record.brand}: ${record.name}`));

describe('style references', () => {
  it('names every perfume exactly as the committed catalog spells it', () => {
    const missing = STYLE_REFERENCES.flatMap((style) =>
      style.perfumes.filter((entry) => !names.has(entry)).map((entry) => `${style.id}: ${entry}`),
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
