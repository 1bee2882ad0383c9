import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { byteFiles } from '../../../cacheFiles';
import { buildRecord } from '../../../../tests/fixtures/perfumes';
import { buildCatalogModel, catalogDigest } from './catalogModel';
import { latentBasisFiles, lineNumberFiles } from './latentCache';
import { buildLatentSpace, LATENT_ITERATIONS } from './latentSpace';

const accord = (key: string) => ({ key, name: key });
const withTerms = (accords: string[], notes: string[]) =>
  buildRecord({ accords: accords.map(accord), notes });
const catalog = [
  ...Array.from({ length: 30 }, () => withTerms(['sweet', 'vanilla'], ['Tonkabohne'])),
  ...Array.from({ length: 30 }, () => withTerms(['citrus', 'fresh'], ['Bergamotte'])),
  withTerms(['sweet', 'woody'], ['Zeder']),
  withTerms(['citrus'], []),
];
const model = buildCatalogModel(catalog);
const dirs: string[] = [];
const cacheDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'duftkompass-latent-'));
  dirs.push(dir);
  return path.join(dir, 'cache');
};
const files = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('latent-'));

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('latent basis on disk', () => {
  it('is read back on the next build and gives the same space bit for bit', () => {
    const dir = cacheDir();
    const computed = buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir));
    expect(computed.reused).toBe(false);
    expect(files(dir)).toHaveLength(1);
    const reused = buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir));
    expect(reused.reused).toBe(true);
    expect(reused.rows).toEqual(computed.rows);
    expect(reused.rows).toEqual(buildLatentSpace(model, 3).rows);
  });

  it('is rebuilt for other rows or settings, and only the newest basis is kept', () => {
    const dir = cacheDir();
    buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir));
    const [first] = files(dir);
    const other = buildCatalogModel(catalog.slice(1));
    expect(buildLatentSpace(other, 3, LATENT_ITERATIONS, latentBasisFiles(dir)).reused).toBe(false);
    expect(buildLatentSpace(model, 3, 5, latentBasisFiles(dir)).reused).toBe(false);
    expect(files(dir)).toHaveLength(1);
    expect(files(dir)).not.toContain(first);
  });

  it('ignores a damaged or truncated file and writes a good one', () => {
    const dir = cacheDir();
    const computed = buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir));
    const file = path.join(dir, files(dir)[0]!);
    const bytes = readFileSync(file);
    bytes[bytes.length - 1]! ^= 0xff;
    writeFileSync(file, bytes);
    const afterDamage = buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir));
    expect(afterDamage.reused).toBe(false);
    expect(afterDamage.rows).toEqual(computed.rows);
    writeFileSync(file, bytes.subarray(0, 40));
    expect(buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir)).reused).toBe(false);
    expect(buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir)).reused).toBe(true);
  });

  it('builds without the cache when the directory cannot be written', () => {
    const dir = cacheDir();
    writeFileSync(path.dirname(dir) + '/cache', 'a file where the directory should be');
    const space = buildLatentSpace(model, 3, LATENT_ITERATIONS, latentBasisFiles(dir));
    expect(space.reused).toBe(false);
    expect(space.rows).toEqual(buildLatentSpace(model, 3).rows);
  });
});

describe('line numbers on disk', () => {
  const lineCatalog = [
    buildRecord({ id: 'fra-1', brand: 'Christian Dior', name: 'Sauvage' }),
    buildRecord({ id: 'fra-2', brand: 'Chanel', name: 'Coco Mademoiselle' }),
    buildRecord({ id: 'fra-3', brand: 'Christian Dior', name: 'Sauvage Eau de Parfum' }),
    buildRecord({ id: 'fra-4', brand: 'Chanel', name: 'Coco Mademoiselle Intense' }),
    buildRecord({ id: 'fra-5', brand: 'Creed', name: 'Aventus' }),
  ];
  const lineFiles = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('lines-'));
  /** An intact file of other numbers under the key of `name` ("lines-<key>.bin"). */
  const storeUnderSameKey = (dir: string, name: string, payload: Uint8Array) =>
    byteFiles(dir, 'lines-', 'Linien').write(name.slice('lines-'.length, -'.bin'.length), [
      payload,
    ]);
  const build = (dir: string, records = lineCatalog) =>
    buildCatalogModel(records, {
      catalogDigest: catalogDigest(records),
      lineStore: lineNumberFiles(dir),
    });

  it('are stored on the first build and read back on the next', () => {
    const dir = cacheDir();
    const computed = build(dir);
    expect(Array.from(computed.lineOf)).toEqual([0, 1, 0, 1, 2]);
    expect(Array.from(computed.lineOf)).toEqual(Array.from(buildCatalogModel(lineCatalog).lineOf));
    expect(lineFiles(dir)).toHaveLength(1);
    // The next build takes the file: a valid other numbering written under the same key shows it.
    const single = new Int32Array(lineCatalog.length);
    storeUnderSameKey(dir, lineFiles(dir)[0]!, new Uint8Array(single.buffer));
    expect(Array.from(build(dir).lineOf)).toEqual([0, 0, 0, 0, 0]);
    expect(build(dir).rowsOfLine(0)).toHaveLength(5);
  });

  it('are regrouped for another catalog, and only the newest are kept', () => {
    const dir = cacheDir();
    build(dir);
    const [first] = lineFiles(dir);
    const renamed = lineCatalog.map((record, i) =>
      i === 2 ? { ...record, name: 'Fahrenheit' } : record,
    );
    expect(Array.from(build(dir, renamed).lineOf)).toEqual([0, 1, 2, 1, 3]);
    expect(lineFiles(dir)).toHaveLength(1);
    expect(lineFiles(dir)).not.toContain(first);
  });

  it('are recomputed from a damaged file or one that is not numbered in order', () => {
    const dir = cacheDir();
    build(dir);
    const file = path.join(dir, lineFiles(dir)[0]!);
    const bytes = readFileSync(file);
    bytes[bytes.length - 1]! ^= 0xff;
    writeFileSync(file, bytes);
    expect(Array.from(build(dir).lineOf)).toEqual([0, 1, 0, 1, 2]);
    // A checksum that holds over numbers no grouping gives (a line skipped) is not taken either.
    const skipping = Int32Array.from([0, 2, 0, 2, 3]);
    storeUnderSameKey(dir, path.basename(file), new Uint8Array(skipping.buffer));
    expect(Array.from(build(dir).lineOf)).toEqual([0, 1, 0, 1, 2]);
  });
});
