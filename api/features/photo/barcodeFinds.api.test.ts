import { Hono } from 'hono';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { type FakeOpenAi, startFakeOpenAi } from '../../../tests/support/fakeOpenAi';
import { openTestDatabase, type TestDatabase, testScentDeps } from '../../../tests/support/testApp';
import { importRecords } from '../../catalog/importCatalog';
import { importFeed } from '../../catalog/shopFeed';
import { photoAnalysisResponseSchema, type PhotoAnalysisResponse } from '../../contract/photo';
import { migrate } from '../../db/migrate';
import { CatalogSearch } from '../perfumes/catalogSearch';
import { renderShelfPhoto, type ShelfPhotoOptions } from './barcodePhotos';
import { createProviderGuard } from '../engine/openai/providerGuard';
import { createOpenAiPhotoAnalyzer, type PhotoAnalyzer } from './photoAnalyzers';
import { photoRoutes } from './photoRoutes';

// The real photo route with the app's local analyzer (scene-text OCR and barcode reader)
// over the sample catalog and a shop feed that names EANs for Sauvage (two sizes), Aventus
// and Eau Sauvage. The time limit is raised: on a loaded machine the first OCR alone takes longer
// than the production 20 s (timeouts have tests of their own).
const FEED = [
  'name;brand;price;deep_link;inhalt;ean',
  'Sauvage EDT;Dior;89,95;https://shop.example/sauvage-100;100 ml;3348901250146',
  'Sauvage EDT;Dior;64,95;https://shop.example/sauvage-60;60 ml;3348901250153',
  'Aventus;Creed;299;https://shop.example/aventus;100 ml;3508441001114',
  'Eau Sauvage EDT;Dior;94,95;https://shop.example/eau-sauvage;100 ml;3348901010108',
].join('\n');
const TIME_LIMIT_MS = 170_000;

let database: TestDatabase;
let app: Hono;
let visionApp: Hono;
let fake: FakeOpenAi;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await importRecords(database.db, sampleCatalog(), {
    source: 'builtin',
    version: 'test',
    retireMissing: true,
  });
  await importFeed(database.db, FEED, 'feed.csv');
  const catalog = await CatalogSearch.load(database.db);
  const scent = testScentDeps(catalog, database.db);
  fake = await startFakeOpenAi();
  const vision = createOpenAiPhotoAnalyzer({
    client: new OpenAI({ apiKey: 'test-key', baseURL: fake.url, maxRetries: 0, timeout: 5000 }),
    guard: createProviderGuard(),
    visionModel: 'gpt-4o',
    catalog,
    db: database.db,
  });
  app = appWith(scent.photoAnalyzer, scent);
  visionApp = appWith(vision, scent);
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});

function appWith(photoAnalyzer: PhotoAnalyzer, scent: ReturnType<typeof testScentDeps>): Hono {
  return new Hono().route(
    '/api',
    photoRoutes({
      db: database.db,
      photoAnalyzer,
      uploadDir: scent.uploadDir,
      auth: {
        verify: () => Promise.resolve(null),
        reauthenticate: () =>
          Promise.resolve({ ok: false as const, code: 'reauthentication_needed' as const }),
      },
      rateLimitStore: scent.rateLimitStore,
      clientIp: scent.clientIp,
      photoLimits: { timeoutMs: TIME_LIMIT_MS },
    }),
  );
}

async function analyse(
  options: ShelfPhotoOptions,
  through: Hono = app,
): Promise<PhotoAnalysisResponse> {
  const form = new FormData();
  form.set(
    'image',
    new File([new Uint8Array(renderShelfPhoto(options))], 'regal.jpg', { type: 'image/jpeg' }),
  );
  const response = await through.request('/api/photo-analysis-batch', {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(200);
  return photoAnalysisResponseSchema.parse(await response.json());
}

/** Each entry as its first catalog match (or what was read) and the barcode that named it. */
function summary(result: PhotoAnalysisResponse): string[] {
  return result.detectedPerfumes.map((entry) =>
    [
      entry.searchResults[0]?.id ?? `${entry.detected.brand}: ${entry.detected.name}`,
      ...(entry.barcode ? [`EAN ${entry.barcode}`] : []),
    ].join(' '),
  );
}

describe('photo analysis with barcodes', () => {
  it(
    'identifies the perfume of a shelf tag barcode exactly, over what OCR reads on the tag',
    { timeout: TIME_LIMIT_MS + 10_000 },
    async () => {
      const result = await analyse({
        bottles: [
          { label: ['CREED', 'AVENTUS'] },
          {
            label: [],
            tag: { lines: ['CHRISTIAN DIOR', 'SAUV. EDT 100 ML', '89,95 €'], ean: '3348901250153' },
          },
        ],
      });
      const byBarcode = result.detectedPerfumes.filter((entry) => entry.barcode);
      expect(byBarcode).toHaveLength(1);
      expect(byBarcode[0]).toMatchObject({
        barcode: '3348901250153',
        confidence: 1,
        hasMatches: true,
        detected: { name: 'Sauvage', brand: 'Christian Dior' },
      });
      expect(byBarcode[0]!.searchResults[0]).toMatchObject({
        id: 'fra-31861',
        priceCents: expect.any(Number),
      });
      // The tag's own print is that object: no second, brand-only entry for it, no unread label.
      expect(
        result.detectedPerfumes.filter((entry) => entry.detected.brand === 'Christian Dior'),
      ).toHaveLength(1);
      expect(result.unreadLabels ?? 0).toBe(0);
      // The bottle without a barcode is still read by OCR.
      const aventus = result.detectedPerfumes.find(
        (entry) => entry.searchResults[0]?.id === 'fra-9828',
      );
      expect(aventus).toBeDefined();
      expect(aventus!.barcode).toBeUndefined();
    },
  );

  it(
    'lets a tag barcode win over what the bottle above it was read as: one entry per object',
    { timeout: TIME_LIMIT_MS + 10_000 },
    async () => {
      // The bottle's label shows "DIOR SAUVAGE" (the "EAU" is not on the front); its tag's
      // barcode says Eau Sauvage. The Creed bottle has no tag and is read by OCR.
      const shorter = await analyse({
        bottles: [
          {
            label: ['DIOR', 'SAUVAGE'],
            tag: { lines: ['DIOR EAU SAUV.', '100 ML 94,95 €'], ean: '3348901010108' },
          },
          { label: ['CREED', 'AVENTUS'] },
        ],
      });
      expect(summary(shorter)).toEqual(['fra-231 EAN 3348901010108', 'fra-9828']);
      expect(shorter.unreadLabels ?? 0).toBe(0);

      // A bottle whose label gave only its brand is its tag's perfume, not a second entry
      // "nicht im Katalog"; a bottle of another brand over a tag stays (the tag may hang
      // under the wrong bottle), and so does the tag's exact find.
      const brandOnly = await analyse({
        bottles: [
          {
            label: ['DIOR'],
            tag: { lines: ['SAUV. EDT 100 ML', '89,95 €'], ean: '3348901250146' },
          },
          {
            label: ['CREED', 'AVENTUS'],
            tag: { lines: ['EAU SAUV. 100 ML', '94,95 €'], ean: '3348901010108' },
          },
        ],
      });
      expect(summary(brandOnly).sort()).toEqual([
        'fra-231 EAN 3348901010108',
        'fra-31861 EAN 3348901250146',
        'fra-9828',
      ]);
      expect(brandOnly.unreadLabels ?? 0).toBe(0);
    },
  );

  it(
    'ignores a barcode no feed names: what OCR reads on the tag stands, nothing is guessed',
    { timeout: TIME_LIMIT_MS + 10_000 },
    async () => {
      const result = await analyse({
        bottles: [
          { label: ['CREED', 'AVENTUS'], tag: { lines: ['CREED AVENTUS'], ean: '4006381333931' } },
          {
            label: [],
            tag: { lines: ['CHRISTIAN DIOR', 'SAUV. EDT 100 ML', '89,95 €'], ean: '4012345678901' },
          },
        ],
      });
      expect(result.detectedPerfumes.some((entry) => entry.barcode)).toBe(false);
      expect(
        result.detectedPerfumes.some((entry) => entry.searchResults[0]?.id === 'fra-9828'),
      ).toBe(true);
      // The same Dior tag as above, read by OCR alone: the brand, not the perfume.
      const dior = result.detectedPerfumes.filter(
        (entry) => entry.detected.brand === 'Christian Dior',
      );
      expect(dior).toHaveLength(1);
      expect(dior[0]).toMatchObject({ hasMatches: false });
      expect(dior[0]!.confidence).toBeLessThan(1);
    },
  );

  it(
    'reads a photo without any text by its barcode alone',
    { timeout: TIME_LIMIT_MS + 10_000 },
    async () => {
      const result = await analyse({
        bottles: [{ label: [], tag: { ean: '3508441001114', angle: 10 } }],
      });
      expect(result.detectedPerfumes).toHaveLength(1);
      expect(result.detectedPerfumes[0]).toMatchObject({
        barcode: '3508441001114',
        searchResults: [expect.objectContaining({ id: 'fra-9828' })],
      });
    },
  );

  it('takes the digits the vision model read only when the check digit holds and a feed names them', async () => {
    const bottle = (name: string, brand: string, barcode: string | null) => ({
      name,
      brand,
      concentration: null,
      confidence: 0.6,
      barcode,
    });
    fake.enqueue({
      json: {
        bottles: [
          // Read as Sauvage, but the tag's EAN (spaced as printed) is Eau Sauvage's.
          bottle('Sauvage', 'Dior', '3 348901 010108'),
          // One digit off: the check digit fails, the name alone counts.
          bottle('Aventus', 'Creed', '3508441001115'),
          // A valid number no feed names: ignored.
          bottle('Bleu de Chanel', 'Chanel', '4006381333931'),
        ],
      },
    });
    const result = await analyse({ bottles: [{ label: ['DIOR', 'SAUVAGE'] }] }, visionApp);
    expect(summary(result)).toEqual(['fra-231 EAN 3348901010108', 'fra-9828', 'fra-9099']);
    expect(result.detectedPerfumes[0]).toMatchObject({
      confidence: 1,
      detected: { name: 'Eau Sauvage', brand: 'Christian Dior' },
    });
    expect(result.detectedPerfumes[1]!.confidence).toBe(0.6);
  });
});
