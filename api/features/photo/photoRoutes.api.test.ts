import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import OpenAI from 'openai';
import { createProviderGuard } from '../engine/openai/providerGuard';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photoAnalysisResponseSchema } from '../../contract/photo';
import { unpricedPerfume } from '../../contract/perfume';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { type FakeOpenAi, startFakeOpenAi } from '../../../tests/support/fakeOpenAi';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { migrate } from '../../db/migrate';
import type { Database, Queryable } from '../../db/database';
import { catalogFromPerfumes } from '../perfumes/memoryCatalog';
import { OpenAiEngineError } from '../engine/openai/openAiClient';
import { createTesseractReader, type OcrReader } from './ocr';
import {
  createLocalPhotoAnalyzer,
  createOpenAiPhotoAnalyzer,
  type PhotoAnalyzer,
} from './photoAnalyzers';
import type { AuthUser } from '../auth/requireUser';
import { memoryRateLimitStore } from '../limits/rateLimitStore';
import { IMAGE_PROBLEM_MESSAGES, PHOTO_MESSAGES, photoRoutes } from './photoRoutes';
import { clearUploadDir } from './tempUploads';
import { renderBottlePhoto } from './testPhotos';

const catalog = catalogFromPerfumes(sampleCatalog().map(unpricedPerfume));
const twoBottles = [
  ['CREED', 'AVENTUS'],
  ['DIOR', 'SAUVAGE'],
];

let database: TestDatabase;
let uploadDir: string;
let tesseract: OcrReader;
let ocrCalls = 0;
let fake: FakeOpenAi;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  tesseract = createTesseractReader();
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await tesseract.close();
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'duftkompass-uploads-'));
  await database.db.exec('DELETE FROM ai_calls; DELETE FROM ai_cache;');
  ocrCalls = 0;
  fake.requests.length = 0;
});

function localAnalyzer(): PhotoAnalyzer {
  const counted: OcrReader = {
    model: tesseract.model,
    read: (image) => {
      ocrCalls++;
      return tesseract.read(image);
    },
    close: async () => {},
  };
  return createLocalPhotoAnalyzer({ catalog, db: database.db, ocr: counted });
}

/** Bearer tokens the test app accepts, each one account's (none by default). */
type Accounts = Record<string, AuthUser>;

function appWith(
  photoAnalyzer: PhotoAnalyzer,
  accounts: Accounts = {},
  db: Database = database.db,
) {
  return new Hono().route(
    '/api',
    photoRoutes({
      db,
      photoAnalyzer,
      uploadDir,
      auth: {
        verify: (token) => Promise.resolve(accounts[token] ?? null),
        reauthenticate: () =>
          Promise.resolve({ ok: false as const, code: 'reauthentication_needed' as const }),
      },
      rateLimitStore: memoryRateLimitStore(),
      clientIp: (c) => c.req.header('X-Test-Client-Ip') ?? '203.0.113.7',
    }),
  );
}

function upload(
  app: Hono,
  bytes: Uint8Array,
  fileName = 'foto.jpg',
  type = 'image/jpeg',
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('image', new File([new Uint8Array(bytes)], fileName, { type }));
  return app.request('/api/photo-analysis-batch', { method: 'POST', body: form, headers });
}

async function uploadsLeft() {
  return readdir(uploadDir);
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /api/photo-analysis-batch with local OCR', () => {
  it('recognises rendered perfumes on a JPEG and matches them to the catalog', async () => {
    const response = await upload(
      appWith(localAnalyzer()),
      renderBottlePhoto({ bottles: twoBottles }),
    );
    expect(response.status).toBe(200);
    const body = photoAnalysisResponseSchema.parse(await response.json());
    const aventus = body.detectedPerfumes.find((entry) => entry.detected.name === 'Aventus');
    expect(aventus).toMatchObject({ hasMatches: true, detected: { brand: 'Creed' } });
    expect(aventus!.searchResults[0]!.id).toBe('fra-9828');
    expect(aventus!.confidence).toBeGreaterThan(0.5);
    expect(body.detectedPerfumes.map((entry) => entry.searchResults[0]?.id)).toContain('fra-31861');
    expect(await uploadsLeft()).toEqual([]);
  });

  it('reads a PNG too, and serves the same photo again from the cache', async () => {
    const app = appWith(localAnalyzer());
    const png = renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']], format: 'png' });
    const first = photoAnalysisResponseSchema.parse(
      await (await upload(app, png, 'a.png', 'image/png')).json(),
    );
    expect(first.detectedPerfumes.map((entry) => entry.searchResults[0]?.id)).toEqual(['fra-9828']);
    const second = await (await upload(app, png, 'b.png', 'image/png')).json();
    expect(second).toEqual(first);
    expect(ocrCalls).toBe(1);
    const { rows } = await database.db.query<{ type: string; engine: string; cache_hit: boolean }>(
      'SELECT type, engine, cache_hit FROM ai_calls ORDER BY id',
    );
    expect(rows).toEqual([
      { type: 'photo', engine: 'local', cache_hit: false },
      { type: 'photo', engine: 'local', cache_hit: true },
    ]);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('leaves an unknown bottle unmatched and answers an empty photo with no detections', async () => {
    const app = appWith(localAnalyzer());
    const unknown = photoAnalysisResponseSchema.parse(
      await (
        await upload(app, renderBottlePhoto({ bottles: [['MONDSCHEIN', 'WALDHAUS']] }))
      ).json(),
    );
    expect(unknown.detectedPerfumes).toEqual([]);
    const empty = photoAnalysisResponseSchema.parse(
      await (await upload(app, renderBottlePhoto({ bottles: [] }))).json(),
    );
    expect(empty.detectedPerfumes).toEqual([]);
  });
});

describe('the cached reading of a photo (review N16)', () => {
  const anna: AuthUser = { id: randomUUID(), email: 'anna@example.de', emailConfirmed: true };
  const ben: AuthUser = { id: randomUUID(), email: 'ben@example.de', emailConfirmed: true };
  const signedIn = (user: AuthUser) => ({ Authorization: `Bearer token-${user.id}` });
  const fromNetwork = (address: string) => ({ 'X-Test-Client-Ip': address });
  const keys = async () =>
    (
      await database.db.query<{ key: string }>(
        `SELECT key FROM ai_cache WHERE type = 'photo' ORDER BY key`,
      )
    ).rows.map((row) => row.key);

  it('is served only to its owner: another network or account reads the photo itself', async () => {
    const app = appWith(localAnalyzer(), {
      [`token-${anna.id}`]: anna,
      [`token-${ben.id}`]: ben,
    });
    const photo = renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']] });
    const read = async (headers: Record<string, string>) => {
      const response = await upload(app, photo, 'foto.jpg', 'image/jpeg', headers);
      expect(response.status).toBe(200);
      const body = photoAnalysisResponseSchema.parse(await response.json());
      expect(body.detectedPerfumes.map((entry) => entry.searchResults[0]?.id)).toEqual([
        'fra-9828',
      ]);
    };

    await read(fromNetwork('198.51.100.1'));
    await read(fromNetwork('198.51.100.1'));
    expect(ocrCalls).toBe(1);
    await read(fromNetwork('198.51.100.2'));
    expect(ocrCalls).toBe(2);
    await read({ ...signedIn(anna), ...fromNetwork('198.51.100.1') });
    await read({ ...signedIn(anna), ...fromNetwork('198.51.100.2') });
    expect(ocrCalls).toBe(3);
    await read({ ...signedIn(ben), ...fromNetwork('198.51.100.1') });
    expect(ocrCalls).toBe(4);

    // Four owners, four rows. An account's key starts with it, so its deletion finds the row
    // (accountDeletion.api.test.ts); a network is only hashed in, never stored readable.
    const stored = await keys();
    expect(stored).toHaveLength(4);
    expect(stored.filter((key) => key.startsWith(`user:${anna.id}:`))).toHaveLength(1);
    expect(stored.filter((key) => key.startsWith(`user:${ben.id}:`))).toHaveLength(1);
    expect(stored.filter((key) => /^[0-9a-f]{64}$/.test(key))).toHaveLength(2);
    expect(stored.join(' ')).not.toContain('198.51.100');
  });

  it("binds the vision model's answer to its owner in the same way", async () => {
    const client = new OpenAI({ apiKey: 'test-key', baseURL: fake.url, maxRetries: 0 });
    const app = appWith(
      createOpenAiPhotoAnalyzer({
        client,
        guard: createProviderGuard(),
        visionModel: 'gpt-4o',
        catalog,
        db: database.db,
      }),
      { [`token-${anna.id}`]: anna },
    );
    const answer = {
      json: {
        bottles: [
          { name: 'Aventus', brand: 'Creed', concentration: null, confidence: 0.9, barcode: null },
        ],
      },
    };
    fake.enqueue(answer);
    fake.enqueue(answer);
    const photo = renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']] });
    for (const headers of [signedIn(anna), signedIn(anna), fromNetwork('198.51.100.3')]) {
      const response = await upload(app, photo, 'foto.jpg', 'image/jpeg', headers);
      expect(response.status).toBe(200);
    }
    expect(fake.requests).toHaveLength(2);
    const stored = await keys();
    expect(stored).toHaveLength(2);
    expect(stored.filter((key) => key.startsWith(`user:${anna.id}:`))).toHaveLength(1);
  });
});

describe('POST /api/photo-analysis-batch: uploads and privacy', () => {
  it('writes the upload only into the upload directory, for the duration of the analysis', async () => {
    const seen: { file: string; existed: boolean; listing: string[] }[] = [];
    const spy: PhotoAnalyzer = {
      engine: 'local',
      analyze: async ({ filePath }) => {
        seen.push({ file: filePath, existed: existsSync(filePath), listing: await uploadsLeft() });
        return { detectedPerfumes: [] };
      },
    };
    const response = await upload(appWith(spy), renderBottlePhoto({ bottles: twoBottles }));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(path.dirname(seen[0]!.file)).toBe(uploadDir);
    expect(seen[0]!.existed).toBe(true);
    expect(seen[0]!.listing).toEqual([path.basename(seen[0]!.file)]);
    expect(existsSync(seen[0]!.file)).toBe(false);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('deletes the upload when the analysis fails, with a German error', async () => {
    const failing: PhotoAnalyzer = {
      engine: 'local',
      analyze: async () => {
        throw new Error('OCR abgestürzt');
      },
    };
    const response = await upload(appWith(failing), renderBottlePhoto({ bottles: twoBottles }));
    expect(response.status).toBe(500);
    expect((await errorOf(response)).message).toBe(PHOTO_MESSAGES.analysisFailed);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('passes an AI service failure on with its German message and deletes the upload', async () => {
    const failing: PhotoAnalyzer = {
      engine: 'openai',
      analyze: async () => {
        throw new OpenAiEngineError('timeout');
      },
    };
    const response = await upload(appWith(failing), renderBottlePhoto({ bottles: twoBottles }));
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toEqual({
      code: 'service_unavailable',
      message: 'Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuche es erneut.',
    });
    expect(await uploadsLeft()).toEqual([]);
  });

  const neverCalled: PhotoAnalyzer = {
    engine: 'local',
    analyze: async () => {
      throw new Error('darf nicht aufgerufen werden');
    },
  };

  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const response = await upload(
      appWith(neverCalled),
      new TextEncoder().encode('kein Bild, nur Text'),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(IMAGE_PROBLEM_MESSAGES.not_image);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = renderBottlePhoto({ bottles: twoBottles });
    const response = await upload(
      appWith(neverCalled),
      jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(IMAGE_PROBLEM_MESSAGES.truncated);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a 12 MB file with 413 before analysing it', async () => {
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set(renderBottlePhoto({ bottles: twoBottles }).subarray(0, 1024));
    const response = await upload(appWith(neverCalled), big);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({
      code: 'payload_too_large',
      message: PHOTO_MESSAGES.tooLarge,
    });
    expect(await uploadsLeft()).toEqual([]);
  });

  it('asks for JPG or PNG when an unconverted HEIC arrives', async () => {
    const heic = new Uint8Array(64);
    heic.set([0, 0, 0, 24], 0);
    heic.set(new TextEncoder().encode('ftypheic'), 4);
    const response = await upload(appWith(neverCalled), heic, 'IMG_0001.HEIC', 'image/heic');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('JPG oder PNG');
    expect(await uploadsLeft()).toEqual([]);
  });

  it('asks for a photo when the image field is missing', async () => {
    const form = new FormData();
    form.append('bild', 'nichts');
    const response = await appWith(neverCalled).request('/api/photo-analysis-batch', {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(PHOTO_MESSAGES.missing);
  });

  it('empties the upload directory at start, creating it if needed', async () => {
    await writeFile(path.join(uploadDir, 'left-from-crash.jpg'), 'x');
    await mkdir(path.join(uploadDir, 'sub'));
    await writeFile(path.join(uploadDir, 'sub', 'deeper.png'), 'y');
    expect(await clearUploadDir(uploadDir)).toBe(2);
    expect(await uploadsLeft()).toEqual([]);
    const fresh = path.join(uploadDir, 'not-yet-there');
    expect(await clearUploadDir(fresh)).toBe(0);
    expect(await readdir(fresh)).toEqual([]);
    await rm(fresh, { recursive: true });
  });
});

describe('POST /api/photo-analysis-batch with an Idempotency-Key (queued photos)', () => {
  function countingAnalyzer() {
    const counter = { calls: 0 };
    const analyzer: PhotoAnalyzer = {
      engine: 'openai',
      analyze: async () => {
        counter.calls++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { detectedPerfumes: [] };
      },
    };
    return { analyzer, counter };
  }
  const photo = renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']] });

  it('answers a retried upload with the stored result without a second analysis', async () => {
    const { analyzer, counter } = countingAnalyzer();
    const app = appWith(analyzer);
    const headers = { 'Idempotency-Key': randomUUID() };
    const [first, concurrent] = await Promise.all([
      upload(app, photo, 'a.jpg', 'image/jpeg', headers),
      upload(app, photo, 'a.jpg', 'image/jpeg', headers),
    ]);
    const later = await upload(app, photo, 'b.jpg', 'image/jpeg', headers);
    const bodies = await Promise.all([first, concurrent, later].map((r) => r.json()));
    expect([first.status, concurrent.status, later.status]).toEqual([200, 200, 200]);
    expect(bodies).toEqual([bodies[0], bodies[0], bodies[0]]);
    expect(counter.calls).toBe(1);
    // Without a key every upload is analysed (the content cache aside).
    await upload(app, photo);
    expect(counter.calls).toBe(2);
  });

  it('runs one analysis when a retry’s lookup of the stored answer outlasts the first upload', async () => {
    const { analyzer, counter } = countingAnalyzer();
    // A database whose second lookup of a stored answer reads before the first upload stored
    // its answer and returns only after that upload is done (two pooled connections).
    let lookups = 0;
    let releaseSecondLookup = () => {};
    const secondLookupMayReturn = new Promise<void>((resolve) => {
      releaseSecondLookup = resolve;
    });
    const query: Queryable['query'] = async (sql, params) => {
      const rows = await database.db.query(sql, params);
      if (/^SELECT request_hash.*FROM idempotency_keys/s.test(sql) && ++lookups === 2) {
        await secondLookupMayReturn;
      }
      return rows as never;
    };
    const slowDb = new Proxy(database.db, {
      get: (target, key) => {
        if (key === 'query') return query;
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const app = appWith(analyzer, {}, slowDb);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = upload(app, photo, 'a.jpg', 'image/jpeg', headers);
    const retry = upload(app, photo, 'a.jpg', 'image/jpeg', headers);
    const firstResponse = await first;
    releaseSecondLookup();
    const retryResponse = await retry;

    expect([firstResponse.status, retryResponse.status]).toEqual([200, 200]);
    expect(await retryResponse.json()).toEqual(await firstResponse.json());
    expect(counter.calls).toBe(1);
  });

  it('analyses again when the stored answer no longer parses, instead of serving it', async () => {
    const { analyzer, counter } = countingAnalyzer();
    const app = appWith(analyzer);
    const key = randomUUID();
    await upload(app, photo, 'a.jpg', 'image/jpeg', { 'Idempotency-Key': key });
    await database.db.query(`UPDATE idempotency_keys SET body = '"kaputt"' WHERE key = $1`, [key]);

    const retried = await upload(app, photo, 'a.jpg', 'image/jpeg', { 'Idempotency-Key': key });

    expect(retried.status).toBe(200);
    expect(photoAnalysisResponseSchema.safeParse(await retried.json()).success).toBe(true);
    expect(counter.calls).toBe(2);
  });

  it('refuses the same key for another photo (422) and a key that is no UUID (400)', async () => {
    const { analyzer, counter } = countingAnalyzer();
    const app = appWith(analyzer);
    const key = randomUUID();
    await upload(app, photo, 'a.jpg', 'image/jpeg', { 'Idempotency-Key': key });
    const other = renderBottlePhoto({ bottles: [['DIOR', 'SAUVAGE']] });
    const reused = await upload(app, other, 'b.jpg', 'image/jpeg', { 'Idempotency-Key': key });
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).code).toBe('idempotency_key_reused');
    const bad = await upload(app, photo, 'a.jpg', 'image/jpeg', { 'Idempotency-Key': 'foto-1' });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toEqual({
      code: 'invalid_idempotency_key',
      message: 'Der Idempotency-Key muss eine UUID sein.',
    });
    expect(counter.calls).toBe(1);
  });
});

describe('POST /api/photo-analysis-batch with the OpenAI vision model', () => {
  function openAiApp() {
    const client = new OpenAI({
      apiKey: 'test-key',
      baseURL: fake.url,
      maxRetries: 0,
      timeout: 2000,
    });
    return appWith(
      createOpenAiPhotoAnalyzer({
        client,
        guard: createProviderGuard(),
        visionModel: 'gpt-4o',
        catalog,
        db: database.db,
      }),
    );
  }

  it('sends the photo to the vision model and matches each bottle it names', async () => {
    fake.enqueue({
      json: {
        bottles: [
          {
            name: 'Aventus',
            brand: 'Creed',
            concentration: 'Eau de Parfum',
            confidence: 0.9,
            barcode: null,
          },
          {
            name: 'Nebelmoos',
            brand: 'Kleines Haus',
            concentration: null,
            confidence: 0.4,
            barcode: null,
          },
        ],
      },
    });
    const response = await upload(openAiApp(), renderBottlePhoto({ bottles: twoBottles }));
    expect(response.status).toBe(200);
    const body = photoAnalysisResponseSchema.parse(await response.json());
    expect(body.detectedPerfumes).toHaveLength(2);
    expect(body.detectedPerfumes[0]).toMatchObject({
      detected: { name: 'Aventus', brand: 'Creed', concentration: 'Eau de Parfum' },
      hasMatches: true,
      confidence: 0.9,
    });
    expect(body.detectedPerfumes[0]!.searchResults[0]!.id).toBe('fra-9828');
    expect(body.detectedPerfumes[1]).toMatchObject({ hasMatches: false, searchResults: [] });
    const request = fake.requests[0]!;
    expect(request.model).toBe('gpt-4o');
    expect(JSON.stringify(request.messages[1]!.content)).toContain('data:image/jpeg;base64,');
    const { rows } = await database.db.query<{ type: string; engine: string; model: string }>(
      'SELECT type, engine, model FROM ai_calls',
    );
    expect(rows).toEqual([{ type: 'photo', engine: 'openai', model: 'gpt-4o' }]);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('answers a malformed vision answer with a German 503 and deletes the upload', async () => {
    fake.enqueue({ json: { bottles: [{ name: 'Aventus' }] } });
    const response = await upload(openAiApp(), renderBottlePhoto({ bottles: twoBottles }));
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toBe(
      'Die Antwort des KI-Dienstes hatte nicht das erwartete Format.',
    );
    expect(await uploadsLeft()).toEqual([]);
  });
});
