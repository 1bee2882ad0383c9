import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIndexSchema, OfflineCatalogSearch } from '../../contract/catalogIndex';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp } from '../../../tests/support/testApp';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(sampleCatalog());
});

afterAll(async () => {
  await testApp.close();
});

function getIndex(headers: Record<string, string> = {}) {
  return testApp.app.request('/api/catalog/index', { headers });
}

describe('GET /api/catalog/index', () => {
  it('sends the validated compact index gzip-compressed with a strong ETag', async () => {
    const response = await getIndex({ 'Accept-Encoding': 'gzip, deflate, br' });

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('ETag')).toMatch(/^"ci3-[A-Za-z0-9_-]{22}-gz"$/);
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    const index = catalogIndexSchema.parse(JSON.parse(body));
    expect(index.count).toBe(sampleCatalog().length);
    const [first] = new OfflineCatalogSearch(index).page('sauvage', 1, 20).perfumes;
    expect(first).toMatchObject({ name: 'Sauvage', brand: 'Christian Dior' });
  });

  it('sends plain JSON to a client that does not accept gzip', async () => {
    const response = await getIndex();

    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('ETag')).toMatch(/^"ci3-[A-Za-z0-9_-]{22}"$/);
    expect(catalogIndexSchema.parse(await response.json()).count).toBe(sampleCatalog().length);
  });

  it('answers 304 without a body when the stored copy is current, in either encoding', async () => {
    const gzipTag = (await getIndex({ 'Accept-Encoding': 'gzip' })).headers.get('ETag')!;
    const plainTag = (await getIndex()).headers.get('ETag')!;

    for (const tag of [gzipTag, plainTag, `W/${gzipTag}`, `"ci0-alt", ${plainTag}`]) {
      const response = await getIndex({ 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
      expect(response.status).toBe(304);
      expect(response.headers.get('ETag')).toBe(gzipTag);
      expect(await response.text()).toBe('');
    }
  });

  it('sends the whole index again for an outdated ETag', async () => {
    const response = await getIndex({ 'Accept-Encoding': 'gzip', 'If-None-Match': '"ci3-alt"' });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('keeps the same ETag across requests, because the body is prepared once', async () => {
    const first = (await getIndex({ 'Accept-Encoding': 'gzip' })).headers.get('ETag');
    const second = (await getIndex({ 'Accept-Encoding': 'gzip' })).headers.get('ETag');
    expect(second).toBe(first);
  });
});
