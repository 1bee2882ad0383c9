import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { cheaperAlternativeResponseSchema } from '../../contract/cheaperAlternative';
import {
  cheaperAlternativesFileSchema,
  pickCheaperAlternative,
} from '../../contract/cheaperAlternativesFile';
import { apiErrorSchema } from '../../contract/errors';
import { buildRecord } from '../../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  TEST_AFFILIATE_TEMPLATE,
  testScentDeps,
} from '../../../tests/support/testApp';
import { Hono } from 'hono';
import { ApiError, sendError } from '../../http/apiError';
import { API_MOUNT } from '../../http/endpointRoutes';
import { catalogIndexRoutes } from '../catalogIndex/catalogIndexRoutes';
import type { ScentEngine } from '../engine/engine';
import { setUpEngine } from '../engine/engineSetup';

const accord = (key: string, name: string) => ({ key, name });
const oudAccords = [
  accord('oud', 'Oud'),
  accord('woody', 'Holzig'),
  accord('warm spicy', 'Warm-würzig'),
  accord('amber', 'Amber'),
];
const oudNotes = ['Oud', 'Safran', 'Rose', 'Sandelholz', 'Patschuli'];

const catalog = [
  buildRecord({ id: 'fra-1001', name: 'Oud Royal', brand: 'Nischenhaus', votes: 300 }),
  buildRecord({
    id: 'fra-1002',
    name: 'Holz und Gewürz',
    brand: 'Designerhaus',
    votes: 2000,
    accords: oudAccords.slice(0, 3),
    notes: ['Oud', 'Safran', 'Sandelholz', 'Zeder'],
  }),
  // As close as can be and cheapest, but hardly anyone knows it.
  buildRecord({ id: 'fra-1003', name: 'Fast Gleich', brand: 'Billigmarke', votes: 3 }),
  // Well known and identical, but not 30 % cheaper.
  buildRecord({ id: 'fra-1004', name: 'Knapp Günstiger', brand: 'Zweithaus', votes: 2500 }),
  // Well known and cheap, but the same perfume in another concentration.
  buildRecord({ id: 'fra-1005', name: 'Oud Royal Intense', brand: 'Nischenhaus', votes: 2200 }),
  buildRecord({
    id: 'fra-1006',
    name: 'Frische Brise',
    brand: 'Meereshaus',
    votes: 3000,
    accords: [accord('citrus', 'Zitrisch'), accord('marine', 'Marin')],
    notes: ['Zitrone', 'Meersalz'],
  }),
  ...Array.from({ length: 100 }, (_, i) =>
    buildRecord({ name: `Rosenwasser ${i + 1}`, brand: 'Blütenhaus', votes: i < 2 ? 1000 : i }),
  ),
].map((record) =>
  record.id === 'fra-1002' || record.id === 'fra-1006' || record.name.startsWith('Rosen')
    ? record
    : { ...record, accords: oudAccords, notes: oudNotes },
);

const feed = [
  'name,brand,price,currency,image_url,deep_link',
  'Oud Royal Eau de Parfum 100 ml,Nischenhaus,"250,00",EUR,,https://shop.example/oud-royal',
  'Holz und Gewürz 100 ml,Designerhaus,"79,00",EUR,,https://shop.example/holz',
  'Fast Gleich,Billigmarke,"20,00",EUR,,https://shop.example/gleich',
  'Knapp Günstiger,Zweithaus,"190,00",EUR,,https://shop.example/knapp',
  'Oud Royal Intense,Nischenhaus,"100,00",EUR,,https://shop.example/intense',
  'Frische Brise,Meereshaus,"30,00",EUR,,https://shop.example/brise',
].join('\n');

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(catalog, {}, { feed });
});

afterAll(async () => {
  await testApp.close();
});

async function alternativeOf(id: string) {
  const response = await testApp.app.request(`/api/perfumes/${id}/cheaper-alternative`);
  expect(response.status).toBe(200);
  return cheaperAlternativeResponseSchema.parse(await response.json()).alternative;
}

describe('GET /api/perfumes/:id/cheaper-alternative', () => {
  it('names the closest well-known perfume that costs at least 30 % less, with the shared accords and notes', async () => {
    expect(await alternativeOf('fra-1001')).toEqual({
      id: 'fra-1002',
      name: 'Holz und Gewürz',
      brand: 'Designerhaus',
      priceCents: 7900,
      currency: 'EUR',
      affiliate_link: 'https://shop.example/holz',
      shop: 'shop.example',
      // The feed's title names the bottle: the page shows the Grundpreis with it.
      sizeMl: 100,
      savingPercent: 68,
      sharedAccords: ['Oud', 'Holzig', 'Warm-würzig'],
      sharedNotes: ['Oud', 'Safran', 'Sandelholz'],
    });
  });

  it('offers none when only unknown, unlike or not much cheaper perfumes are left', async () => {
    // Holz und Gewürz at 79 €: Fast Gleich is cheaper but unknown, Frische Brise unlike.
    expect(await alternativeOf('fra-1002')).toBeNull();
    expect(await alternativeOf('fra-1006')).toBeNull();
  });

  it('offers none for a perfume without a shop price', async () => {
    const unpriced = catalog.find((record) => record.name === 'Rosenwasser 1')!;
    expect(await alternativeOf(unpriced.id)).toBeNull();
  });

  it('skips, for a signed-in person, a perfume of a line they already hold', async () => {
    const person = await signedInUserWithCollections(testApp);
    await testApp.db.query(
      `INSERT INTO collection_items (collection_id, perfume_id, name, brand)
       VALUES ($1, 'fra-1002', 'Holz und Gewürz', 'Designerhaus')`,
      [person.collections.partner],
    );
    const response = await callApi(testApp, 'GET', '/api/perfumes/fra-1001/cheaper-alternative', {
      token: person.accessToken,
    });
    expect(response.status).toBe(200);
    const { alternative } = cheaperAlternativeResponseSchema.parse(await response.json());
    expect(alternative?.id).not.toBe('fra-1002');
    // Anonymous visitors still get the closest one, and a bad token counts as anonymous.
    expect((await alternativeOf('fra-1001'))?.id).toBe('fra-1002');
    const badToken = await callApi(testApp, 'GET', '/api/perfumes/fra-1001/cheaper-alternative', {
      token: 'kein-gueltiges-token',
    });
    expect(badToken.status).toBe(200);
    const anonymous = cheaperAlternativeResponseSchema.parse(await badToken.json());
    expect(anonymous.alternative?.id).toBe('fra-1002');
  });

  it('answers 404 with a German message for an unknown perfume', async () => {
    const response = await testApp.app.request('/api/perfumes/fra-999999/cheaper-alternative');
    expect(response.status).toBe(404);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe('perfume_not_found');
  });
});

describe('GET /api/catalog/cheaper-alternatives (the offline file)', () => {
  /** The file, once the build the app started in the background has finished. */
  async function offlineFile(headers: Record<string, string> = {}) {
    for (;;) {
      const response = await testApp.app.request('/api/catalog/cheaper-alternatives', {
        headers: { 'Accept-Encoding': 'gzip', ...headers },
      });
      if (response.status !== 503) return response;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('is sent gzip-compressed with a strong ETag and revalidates with 304', async () => {
    const response = await offlineFile();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const etag = response.headers.get('ETag')!;
    expect(etag).toMatch(/^"ca1-[A-Za-z0-9_-]{22}-gz"$/);
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    cheaperAlternativesFileSchema.parse(JSON.parse(body));
    const again = await offlineFile({ 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('gives on the device what the server answers, anonymous and with held lines', async () => {
    const response = await offlineFile();
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    const file = cheaperAlternativesFileSchema.parse(JSON.parse(body));
    expect(pickCheaperAlternative(file, 'fra-1001')).toEqual(await alternativeOf('fra-1001'));
    expect(pickCheaperAlternative(file, 'fra-1001')?.id).toBe('fra-1002');

    const person = await signedInUserWithCollections(testApp);
    await testApp.db.query(
      `INSERT INTO collection_items (collection_id, perfume_id, name, brand)
       VALUES ($1, 'fra-1002', 'Holz und Gewürz', 'Designerhaus')`,
      [person.collections.partner],
    );
    const signedIn = await callApi(testApp, 'GET', '/api/perfumes/fra-1001/cheaper-alternative', {
      token: person.accessToken,
    });
    const { alternative } = cheaperAlternativeResponseSchema.parse(await signedIn.json());
    expect(pickCheaperAlternative(file, 'fra-1001', ['fra-1002'])).toEqual(alternative);
    for (const id of ['fra-1002', 'fra-1003', 'fra-1004', 'fra-1005', 'fra-1006']) {
      expect(pickCheaperAlternative(file, id)).toEqual(await alternativeOf(id));
    }
  });
});

describe('the offline file is built in the background', () => {
  /** The real engine, whose file build waits for `release` (a build that takes long). */
  function gatedEngine(engine: ScentEngine) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const gated: Pick<ScentEngine, 'cheaperAlternativesFile'> = {
      cheaperAlternativesFile: async () => {
        started++;
        await gate;
        return engine.cheaperAlternativesFile();
      },
    };
    return { gated, release, started: () => started };
  }

  /** The routes mounted as the app mounts them, with its error answers. */
  function mounted(routes: ReturnType<typeof catalogIndexRoutes>) {
    const app = new Hono().route(API_MOUNT, routes);
    app.onError((error, c) =>
      error instanceof ApiError ? sendError(c, error.code, error.message) : Promise.reject(error),
    );
    return (headers: Record<string, string> = {}) =>
      app.request('/api/catalog/cheaper-alternatives', { headers });
  }

  it('answers 503 with Retry-After and a German message during the first build, never waiting for it, and the previous file during a later one', async () => {
    const deps = testScentDeps(testApp.catalog, testApp.db);
    const real = deps.engine();
    const first = gatedEngine(real);
    let inUse = first.gated;
    const rebuildListeners: (() => void)[] = [];
    const routes = catalogIndexRoutes({
      ...deps,
      catalog: testApp.catalog,
      engine: () => inUse,
      onEngineRebuild: (listener) => rebuildListeners.push(listener),
    });
    const get = mounted(routes);

    // The build started with the routes (after the current turn), not with a request.
    await new Promise((resolve) => setImmediate(resolve));
    expect(first.started()).toBe(1);
    const during = await get();
    expect(during.status).toBe(503);
    expect(during.headers.get('Retry-After')).toBe('10');
    const body = apiErrorSchema.parse(await during.json());
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toBe(
      'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.',
    );
    // Asking again does not start a second build.
    expect((await get()).status).toBe(503);
    expect(first.started()).toBe(1);

    first.release();
    let ready = await get();
    while (ready.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ready = await get();
    }
    expect(ready.status).toBe(200);
    const etag = ready.headers.get('ETag')!;
    const file = cheaperAlternativesFileSchema.parse(await ready.json());
    expect(pickCheaperAlternative(file, 'fra-1001')?.id).toBe('fra-1002');

    // A feed import rebuilt the engine: its build runs, the previous file is served meanwhile.
    const second = gatedEngine(real);
    inUse = second.gated;
    for (const listener of rebuildListeners) listener();
    const meanwhile = await get({ 'If-None-Match': etag });
    expect(meanwhile.status).toBe(304);
    expect(second.started()).toBe(1);
    second.release();
  });

  it('builds once at start and exactly once per engine rebuild, with no timer of its own', async () => {
    const holder = setUpEngine(
      { kind: 'local', affiliateTemplate: TEST_AFFILIATE_TEMPLATE },
      testApp.catalog,
      testApp.db,
    );
    let builds = 0;
    const counted = () => {
      const engine = holder.current();
      return {
        cheaperAlternativesFile: () => {
          builds++;
          return engine.cheaperAlternativesFile();
        },
      };
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout'] });
    let routes: ReturnType<typeof catalogIndexRoutes>;
    try {
      routes = catalogIndexRoutes({
        ...testScentDeps(testApp.catalog, testApp.db),
        catalog: testApp.catalog,
        engine: counted,
        onEngineRebuild: holder.onRebuild,
      });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    const get = mounted(routes);
    const status = async () => (await get()).status;

    await new Promise((resolve) => setImmediate(resolve));
    expect(builds).toBe(1);
    // Asking while the first build runs starts no other.
    while ((await status()) === 503) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(builds).toBe(1);

    holder.rebuild();
    expect(builds).toBe(2);
    // Requests while it runs get the previous file and start no build of their own.
    expect(await status()).toBe(200);
    expect(await status()).toBe(200);
    expect(builds).toBe(2);
    holder.rebuild();
    expect(builds).toBe(3);
    await holder.close();
  });
});
