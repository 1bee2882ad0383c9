// The upload half of the abuse suite: hostile files, OCR failures, time-outs and load sent
// through the real app with the real tesseract.js OCR. Each must fail its own request with
// a German error and nothing else: the app keeps answering, no file stays behind.
import { embeddedLoginDeletion } from '../account/loginDeletion';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker as WorkerThread } from 'node:worker_threads';
import { createWorker } from 'tesseract.js';
import OpenAI from 'openai';
import { createProviderGuard } from '../engine/openai/providerGuard';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../contract/errors';
import { photoAnalysisResponseSchema } from '../../contract/photo';
import { createApp } from '../../app';
import { importRecords } from '../../catalog/importCatalog';
import { migrate } from '../../db/migrate';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { buildTestAuth, TEST_PUBLIC_URL, type TestAuth } from '../../../tests/support/authTestApp';
import { type FakeOpenAi, startFakeOpenAi } from '../../../tests/support/fakeOpenAi';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { memoryRateLimitStore } from '../limits/rateLimitStore';
import { engineCatalogOf } from '../perfumes/memoryCatalog';
import { createLocalEngine } from '../engine/local/createLocalEngine';
import { CatalogSearch } from '../perfumes/catalogSearch';
import {
  fakeWebp,
  heic,
  jpeg,
  jpegZipHtmlPolyglot,
  junk,
  png,
  pngBomb,
  pngChunk,
  pngSignatureWithGarbage,
  riffWebp,
  vp8,
} from './hostileFiles';
import { createTesseractReader, OcrReadError, type OcrReader } from './ocr';
import {
  createLocalPhotoAnalyzer,
  createOpenAiPhotoAnalyzer,
  type PhotoAnalyzer,
} from './photoAnalyzers';
import type { PhotoLimits } from './photoGate';
import { IMAGE_PROBLEM_MESSAGES, PHOTO_MESSAGES } from './photoRoutes';
import { renderBottlePhoto } from './testPhotos';

let database: TestDatabase;
let catalog: CatalogSearch;
let auth: TestAuth;
let tesseract: OcrReader;
let fake: FakeOpenAi;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await importRecords(database.db, sampleCatalog(), {
    source: 'builtin',
    version: 'test',
    retireMissing: true,
  });
  catalog = await CatalogSearch.load(database.db);
  auth = await buildTestAuth(database.db);
  tesseract = createTesseractReader();
  fake = await startFakeOpenAi();
});
// A cached result would answer without the OCR: every test reads its photos afresh.
beforeEach(async () => {
  await database.db.exec('DELETE FROM ai_calls; DELETE FROM ai_cache;');
});
afterAll(async () => {
  await tesseract.close();
  await fake.close();
  await database.drop();
});

function localAnalyzer(ocr: OcrReader = tesseract): PhotoAnalyzer {
  return createLocalPhotoAnalyzer({ catalog: engineCatalogOf(catalog), db: database.db, ocr });
}

/** The real app, with its own empty upload directory. */
async function appWith(photoAnalyzer: PhotoAnalyzer, photoLimits?: Partial<PhotoLimits>) {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'duftkompass-abuse-'));
  const engine = createLocalEngine(catalog.perfumes(), {
    affiliateLink: () => null,
    affiliateShop: null,
  });
  const app = createApp({
    publicUrl: TEST_PUBLIC_URL,
    db: database.db,
    catalog,
    staticDir: null,
    auth: auth.embedded.verifier,
    authRoutes: auth.embedded.routes,
    loginDeletion: embeddedLoginDeletion(auth.embedded.services.sessionCache),
    engine: () => engine,
    rateLimitStore: memoryRateLimitStore(),
    clientIp: () => '203.0.113.7',
    photoAnalyzer,
    uploadDir,
    ...(photoLimits ? { photoLimits } : {}),
    runtimeConfig: {
      auth: {
        url: TEST_PUBLIC_URL,
        anonKey: auth.embedded.anonKey,
        mode: 'embedded',
        googleEnabled: false,
      },
    },
  });
  const upload = (bytes: Uint8Array, fileName = 'foto.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(bytes)], fileName, { type }));
    return app.request('/api/photo-analysis-batch', { method: 'POST', body: form });
  };
  return {
    upload,
    uploadsLeft: () => readdir(uploadDir),
    live: async () => (await app.request('/api/health/live')).status,
  };
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}

/** German user text: starts or continues in German, and no English word slipped in. */
function expectGerman(message: string) {
  expect(message).toMatch(/\b(Bitte|Das|Die|Der|Gerade|Fotos?)\b/);
  expect(message).not.toMatch(/\b(the|please|error|failed|invalid|image)\b/i);
}

const aventusPhoto = () => renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']] });
const truncatedJpeg = () => {
  const bytes = renderBottlePhoto({ bottles: [['DIOR', 'SAUVAGE']] });
  return bytes.subarray(0, Math.floor(bytes.length * 0.6));
};
/** A header that passes the check over image data the OCR cannot decode. */
const undecodable = {
  webp: () => riffWebp(vp8(640, 480)),
  png: () =>
    Buffer.concat([
      png({ width: 100, height: 100 }).subarray(0, 33),
      pngChunk('IDAT', junk(50)),
      pngChunk('IEND'),
    ]),
  jpeg: () => jpeg(640, 480),
};

const unreadable = errorCatalog.photo_unreadable.message;

describe('hostile photo uploads through the real app and OCR', () => {
  it.each([
    {
      file: 'a fake WebP (RIFF…WEBP and junk, 60 bytes)',
      status: 400,
      bytes: fakeWebp,
      name: 'a.webp',
      message: IMAGE_PROBLEM_MESSAGES.broken,
    },
    {
      file: 'a PNG signature followed by garbage',
      status: 400,
      bytes: pngSignatureWithGarbage,
      name: 'a.png',
      message: IMAGE_PROBLEM_MESSAGES.broken,
    },
    {
      file: 'a truncated JPEG',
      status: 400,
      bytes: truncatedJpeg,
      name: 'a.jpg',
      message: IMAGE_PROBLEM_MESSAGES.truncated,
    },
    {
      file: 'an empty file',
      status: 400,
      bytes: () => new Uint8Array(0),
      name: 'a.jpg',
      message: IMAGE_PROBLEM_MESSAGES.not_image,
    },
    {
      file: 'a text file named .jpg',
      status: 400,
      bytes: () => new TextEncoder().encode('Ich bin kein Foto.\n'),
      name: 'a.jpg',
      message: IMAGE_PROBLEM_MESSAGES.not_image,
    },
    {
      file: 'a PNG decompression bomb (30,000 × 30,000 in 110 KB)',
      status: 400,
      bytes: pngBomb,
      name: 'a.png',
      message: IMAGE_PROBLEM_MESSAGES.too_many_pixels,
    },
    {
      file: 'a JPEG bomb (65,000 × 65,000 declared)',
      status: 400,
      bytes: () => jpeg(65_000, 65_000),
      name: 'a.jpg',
      message: IMAGE_PROBLEM_MESSAGES.too_many_pixels,
    },
    {
      file: 'a HEIC photo',
      status: 400,
      bytes: heic,
      name: 'IMG_0001.HEIC',
      message: IMAGE_PROBLEM_MESSAGES.heic,
    },
    {
      file: 'a 12 MB file',
      status: 413,
      bytes: () => Buffer.concat([aventusPhoto(), Buffer.alloc(12 * 1024 * 1024)]),
      name: 'a.jpg',
      message: PHOTO_MESSAGES.tooLarge,
    },
    {
      file: 'a polyglot (JPEG header, ZIP, HTML)',
      status: 400,
      bytes: jpegZipHtmlPolyglot,
      name: 'a.jpg',
      message: IMAGE_PROBLEM_MESSAGES.broken,
    },
    {
      file: 'a WebP whose frame the OCR cannot decode',
      status: 422,
      bytes: undecodable.webp,
      name: 'a.webp',
      message: unreadable,
    },
    {
      file: 'a PNG whose image data the OCR cannot inflate',
      status: 422,
      bytes: undecodable.png,
      name: 'a.png',
      message: unreadable,
    },
    {
      file: 'a JPEG without its tables',
      status: 422,
      bytes: undecodable.jpeg,
      name: 'a.jpg',
      message: unreadable,
    },
  ])(
    'answers $file with a German $status, keeps serving and leaves no file',
    async ({ bytes, name, status, message }) => {
      const app = await appWith(localAnalyzer());
      const response = await app.upload(bytes(), name);
      expect(response.status).toBe(status);
      const error = await errorOf(response);
      expect(error.message).toBe(message);
      expectGerman(error.message);
      expect(error.code).toBe(
        status === 413 ? 'payload_too_large' : status === 422 ? 'photo_unreadable' : 'bad_request',
      );
      expect(await app.live()).toBe(200);
      expect(await app.uploadsLeft()).toEqual([]);
    },
  );

  it('reads a real photo right after the OCR failed on three others (broken workers are replaced)', async () => {
    const app = await appWith(localAnalyzer());
    for (const bytes of [undecodable.webp(), undecodable.png(), undecodable.jpeg()]) {
      expect((await app.upload(bytes)).status).toBe(422);
    }
    const response = await app.upload(aventusPhoto());
    expect(response.status).toBe(200);
    const body = photoAnalysisResponseSchema.parse(await response.json());
    expect(body.detectedPerfumes.map((entry) => entry.searchResults[0]?.id)).toEqual(['fra-9828']);
    expect(await app.uploadsLeft()).toEqual([]);
  });

  it('answers a photo whose OCR thread fails mid-read with a German 422, then starts a fresh worker', async () => {
    const threads: WorkerThread[] = [];
    const reader = createTesseractReader({
      startWorker: async (...args) => {
        const worker = await createWorker(...args);
        if ('worker' in worker && worker.worker instanceof WorkerThread)
          threads.push(worker.worker);
        return worker;
      },
    });
    let crashNext = true;
    const crashing: OcrReader = {
      model: reader.model,
      read: async (image, signal) => {
        const reading = reader.read(image, signal);
        if (crashNext) {
          crashNext = false;
          while (threads.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
          await new Promise((resolve) => setTimeout(resolve, 10));
          // What the thread emits when code inside it throws: fatal with no listener.
          threads[0]!.emit('error', new Error('RuntimeError: memory access out of bounds'));
        }
        return reading;
      },
      close: () => reader.close(),
    };
    try {
      const app = await appWith(localAnalyzer(crashing));
      const failed = await app.upload(renderBottlePhoto({ bottles: [['ABSTURZ', 'EINS']] }));
      expect(failed.status).toBe(422);
      expect((await errorOf(failed)).code).toBe('photo_unreadable');
      expect(await app.uploadsLeft()).toEqual([]);
      const next = await app.upload(aventusPhoto());
      expect(next.status).toBe(200);
      expect(threads).toHaveLength(2);
    } finally {
      await reader.close();
    }
  });

  it('survives the 60 bytes fed straight to the OCR in a separate server process', async () => {
    // Past the header check, as if it had a gap: the real analyzer and worker get the
    // bytes that used to end the process with an uncaught exception.
    const script = fileURLToPath(new URL('ocrSurvivalCheck.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      timeout: 120_000,
    });
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([{ error: 'photo_unreadable' }, { ok: ['fra-9828'] }]);
  });
});

describe('photo recognition within its limits', () => {
  /** A reader that behaves as told for the next read and uses tesseract after that. */
  function scriptedReader(first: (signal?: AbortSignal) => Promise<never>) {
    let used = false;
    const reader: OcrReader = {
      model: 'scripted',
      read: (image, signal) => {
        if (used) return tesseract.read(image, signal);
        used = true;
        return first(signal);
      },
      close: async () => {},
    };
    return reader;
  }

  it('answers a recognition that never ends with a German 503 and Retry-After, then reads the next photo', async () => {
    const app = await appWith(localAnalyzer(scriptedReader(() => new Promise<never>(() => {}))), {
      timeoutMs: 50,
    });
    const response = await app.upload(renderBottlePhoto({ bottles: [['DIOR', 'SAUVAGE']] }));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await errorOf(response)).toEqual({
      code: 'photo_timeout',
      message: errorCatalog.photo_timeout.message,
    });
    expect(await app.uploadsLeft()).toEqual([]);
    expect(await app.live()).toBe(200);
  });

  it('ends a real OCR run at the time limit and still reads the next photo', async () => {
    const hurried = await appWith(localAnalyzer(), { timeoutMs: 1 });
    const cutOff = await hurried.upload(renderBottlePhoto({ bottles: [['ZEITLIMIT', 'EINS']] }));
    expect(cutOff.status).toBe(503);
    expect((await errorOf(cutOff)).code).toBe('photo_timeout');
    expect(await hurried.uploadsLeft()).toEqual([]);
    const patient = await appWith(localAnalyzer());
    const next = await patient.upload(aventusPhoto());
    expect(next.status).toBe(200);
  });

  it('answers a read that fails asynchronously with a German 422, and the next upload works', async () => {
    const app = await appWith(
      localAnalyzer(
        scriptedReader(
          () =>
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new OcrReadError('Bild unlesbar')), 5),
            ),
        ),
      ),
    );
    const failed = await app.upload(renderBottlePhoto({ bottles: [['UNLESBAR', 'EINS']] }));
    expect(failed.status).toBe(422);
    expect(await errorOf(failed)).toEqual({ code: 'photo_unreadable', message: unreadable });
    expect(await app.uploadsLeft()).toEqual([]);
    const next = await app.upload(aventusPhoto());
    expect(next.status).toBe(200);
    expect(await app.uploadsLeft()).toEqual([]);
  });

  it('refuses a photo with a German 503 and Retry-After while all slots and the queue are taken', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const isRunning = new Promise<void>((resolve) => {
      started = resolve;
    });
    const blocking: OcrReader = {
      model: 'blocking',
      read: () => {
        started();
        return new Promise((resolve) => {
          release = () => resolve([]);
        });
      },
      close: async () => {},
    };
    const app = await appWith(localAnalyzer(blocking), { concurrency: 1, queue: 0 });
    const first = app.upload(renderBottlePhoto({ bottles: [['WARTESCHLANGE', 'EINS']] }));
    await isRunning;
    const second = await app.upload(renderBottlePhoto({ bottles: [['WARTESCHLANGE', 'ZWEI']] }));
    expect(second.status).toBe(503);
    expect(second.headers.get('Retry-After')).toBe('5');
    expect(await errorOf(second)).toEqual({
      code: 'photo_busy',
      message: errorCatalog.photo_busy.message,
    });
    release();
    expect((await first).status).toBe(200);
    expect(await app.uploadsLeft()).toEqual([]);
  });
});

describe('photo recognition with the OpenAI vision model within its limits', () => {
  const openAi = (photoLimits?: Partial<PhotoLimits>) =>
    appWith(
      createOpenAiPhotoAnalyzer({
        client: new OpenAI({
          apiKey: 'test-key',
          baseURL: fake.url,
          maxRetries: 0,
          timeout: 10_000,
        }),
        guard: createProviderGuard(),
        visionModel: 'gpt-4o',
        catalog: engineCatalogOf(catalog),
        db: database.db,
      }),
      photoLimits,
    );

  it('answers a vision call that outlasts the limit with a German 503 and Retry-After', async () => {
    // The default, not a queued reply: the call may be cut off before it is even sent.
    fake.setDefault({ delayMs: 5_000, then: { json: { bottles: [] } } });
    const app = await openAi({ openAiTimeoutMs: 50 });
    let response: Response;
    try {
      response = await app.upload(renderBottlePhoto({ bottles: [['LANGSAM', 'EINS']] }));
    } finally {
      fake.setDefault({ status: 500 });
    }
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect((await errorOf(response)).code).toBe('photo_timeout');
    expect(await app.uploadsLeft()).toEqual([]);
    expect(await app.live()).toBe(200);
  });

  it('answers a failing vision service with a German 503 and Retry-After', async () => {
    fake.enqueue({ status: 500 });
    const app = await openAi();
    const response = await app.upload(renderBottlePhoto({ bottles: [['FEHLER', 'EINS']] }));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    const error = await errorOf(response);
    expect(error.code).toBe('service_unavailable');
    expectGerman(error.message);
    expect(await app.uploadsLeft()).toEqual([]);
  });
});
