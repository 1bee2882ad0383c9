import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '../contract/perfume';
import { buildRecord, sampleCatalog } from '../../tests/fixtures/perfumes';
import { createTestApp } from '../../tests/support/testApp';
import { negotiateEncoding } from './compression';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
/** A perfume with a long note list: its own JSON is over a kilobyte. */
const noteRich = buildRecord({
  name: 'Notenreich',
  notes: Array.from({ length: 80 }, (_, i) => `Note Nummer ${i + 1}`),
});

beforeAll(async () => {
  const roses = Array.from({ length: 30 }, (_, i) =>
    buildRecord({ name: `Rose Nummer ${i + 1}`, brand: 'Rosenhaus', votes: 100 + i }),
  );
  testApp = await createTestApp([...sampleCatalog(), ...roses, noteRich]);
});

afterAll(async () => {
  await testApp.close();
});

/** A search broad enough that its answer is worth compressing. */
const SEARCH = '/api/perfumes/search?q=rose&limit=30';

async function get(path: string, acceptEncoding?: string) {
  const headers: Record<string, string> = acceptEncoding
    ? { 'Accept-Encoding': acceptEncoding }
    : {};
  const response = await testApp.app.request(path, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('compressed JSON answers', () => {
  it('sends a large search answer as Brotli to a client that accepts it, same JSON inside', async () => {
    const plain = await get(SEARCH);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(plain.response.headers.get('Vary')).toMatch(/Accept-Encoding/i);

    const brotli = await get(SEARCH, 'gzip, deflate, br');
    expect(brotli.response.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.response.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length);
    const inside = JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'));
    expect(searchResponseSchema.parse(inside)).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('falls back to gzip when Brotli is refused, also for an answer from the cache', async () => {
    for (let i = 0; i < 2; i++) {
      const { response, bytes } = await get(SEARCH, 'br;q=0, gzip');
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      const inside = searchResponseSchema.parse(JSON.parse(gunzipSync(bytes).toString('utf8')));
      expect(inside.perfumes.length).toBeGreaterThan(0);
    }
  });

  it('leaves small answers and clients without compression alone', async () => {
    const small = await get('/api/perfumes/search?q=xq', 'br');
    expect(small.response.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(small.bytes.toString('utf8'))).toMatchObject({ totalCount: 0 });
    const identity = await get(SEARCH, 'identity');
    expect(identity.response.headers.get('Content-Encoding')).toBeNull();
  });

  it('compresses other large JSON answers of the API too', async () => {
    const path = `/api/perfumes/${noteRich.id}`;
    const plain = await get(path);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const compressed = await get(path, 'gzip');
    expect(compressed.response.status).toBe(200);
    expect(compressed.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(compressed.response.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(compressed.bytes).equals(plain.bytes)).toBe(true);
  });

  it('never compresses the catalog index twice', async () => {
    const { response, bytes } = await get('/api/catalog/index', 'gzip');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toHaveProperty('perfumes');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', null],
  ] as const)('picks %j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
