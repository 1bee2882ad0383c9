import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResponseSchema } from '../../contract/analysis';
import { apiErrorSchema } from '../../contract/errors';
import { createTestApp } from '../../../tests/support/testApp';
import { engineTestCatalog } from '../engine/local/testCatalog';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(engineTestCatalog());
});

afterAll(async () => {
  await testApp.close();
});

function analyse(body: unknown) {
  return testApp.app.request('/api/analysis', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function analysisOf(body: unknown) {
  const response = await analyse(body);
  expect(response.status).toBe(200);
  return analysisResponseSchema.parse(await response.json());
}

function categorisedNames(result: {
  kategorien: { categories: { perfumes: { name: string }[] }[] };
}) {
  return result.kategorien.categories.flatMap((category) => category.perfumes.map((p) => p.name));
}

describe('POST /api/analysis with the profile page’s perfume objects (spec 001 §7)', () => {
  it('matches each object by name and brand and categorises it under the name it was sent with', async () => {
    const result = await analysisOf({
      inputPerfumes: [
        {
          name: 'Brise 1',
          brand: 'Nordlicht',
          description: 'Frisch und hell.',
          notes: ['Bergamotte', 'Zitrone'],
          fragrance_family: 'Zitrisch',
          occasions: ['Alltag'],
        },
        {
          name: 'Brise 2',
          brand: 'Sonnhaus',
          description: null,
          notes: [],
          fragrance_family: null,
          occasions: [],
        },
      ],
    });
    expect(result.matching).toMatchObject({ matched: 2, unknown: [] });
    expect(categorisedNames(result).sort()).toEqual(['Brise 1', 'Brise 2']);
    expect(result.analysis.duft_ich.spider_web.frisch).toBeGreaterThan(
      result.analysis.duft_ich.spider_web.orientalisch,
    );
  });

  it('takes a collection item’s perfume as the device holds it: extra fields, no brand, nothing optional', async () => {
    const result = await analysisOf({
      inputPerfumes: [
        {
          id: 'c7a3e0a4-3f7e-4a43-9f61-0d7cf1f8a001',
          perfume_id: 'fra-woody0',
          name: 'Wald 1',
          brand: 'Nordlicht',
          image: '',
          description: null,
          notes: null,
          fragrance_family: null,
          occasions: null,
          reasoning: null,
          is_niche: false,
        },
        { name: 'Wald 2 Sonnhaus', brand: null },
        { name: 'Wald 3', brand: 'Atelier Grau' },
      ],
    });
    expect(result.matching).toMatchObject({ matched: 3, unknown: [] });
    expect(categorisedNames(result).sort()).toEqual(['Wald 1', 'Wald 2 Sonnhaus', 'Wald 3']);
  });

  it('analyses custom perfumes the catalog does not know by the notes they carry', async () => {
    const result = await analysisOf({
      inputPerfumes: [
        {
          name: 'Mein Vanilletraum',
          brand: '',
          notes: ['Vanille', 'Tonkabohne', 'Zimt'],
          fragrance_family: 'Orientalisch',
        },
        { name: 'Basar 1', brand: 'Nordlicht', notes: [], fragrance_family: 'Unknown' },
      ],
    });
    expect(result.matching).toMatchObject({ matched: 1, unknown: ['Mein Vanilletraum'] });
    expect(result.analysis.duft_ich.spider_web.orientalisch).toBeGreaterThan(
      result.analysis.duft_ich.spider_web.frisch,
    );
  });

  it('still takes the home page’s "name brand" strings', async () => {
    const result = await analysisOf({ inputPerfumes: ['Garten 1 Nordlicht', 'Garten 2 Sonnhaus'] });
    expect(result.matching).toMatchObject({ matched: 2, unknown: [] });
  });

  it('needs two different perfumes and refuses an object without a name, in German', async () => {
    const same = { name: 'Brise 1', brand: 'Nordlicht' };
    const one = await analyse({ inputPerfumes: [same, same] });
    expect(one.status).toBe(400);
    expect(apiErrorSchema.parse(await one.json()).error).toEqual({
      code: 'not_enough_perfumes',
      message: 'Du brauchst mindestens 2 Parfüms für eine Analyse.',
    });
    const nameless = await analyse({ inputPerfumes: [same, { name: ' ', brand: 'Nordlicht' }] });
    expect(nameless.status).toBe(400);
    expect(apiErrorSchema.parse(await nameless.json()).error).toEqual({
      code: 'invalid_body',
      message: 'Ungültige Angabe im Feld „inputPerfumes.1.name“.',
    });
  });
});
