import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../contract/errors';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/testApp';
import { migrate } from '../../db/migrate';
import { memoryRateLimitStore } from '../limits/rateLimitStore';
import type { PhotoAnalyzer } from './photoAnalyzers';
import { photoRoutes } from './photoRoutes';
import { renderBottlePhoto } from './testPhotos';
import { formFile } from './uploadBody';

// Review N4: an upload takes a slot before its first byte is read, so slow or stalled
// uploads beyond the gate's capacity are refused at once instead of being buffered; a
// body that does not arrive in time ends its request.
let database: TestDatabase;
let uploadDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'duftkompass-slots-'));
});
afterAll(async () => {
  await database.drop();
  await rm(uploadDir, { recursive: true, force: true });
});

const nothingFound: PhotoAnalyzer = {
  engine: 'local',
  analyze: async () => ({ detectedPerfumes: [] }),
};

function appWith(limits: { concurrency: number; queue: number }, uploadTimeoutMs: number) {
  return new Hono().route(
    '/api',
    photoRoutes({
      db: database.db,
      photoAnalyzer: nothingFound,
      uploadDir,
      auth: {
        verify: () => Promise.resolve(null),
        reauthenticate: () =>
          Promise.resolve({ ok: false as const, code: 'reauthentication_needed' as const }),
      },
      rateLimitStore: memoryRateLimitStore(),
      clientIp: (c) => c.req.header('X-Test-Client-Ip') ?? '203.0.113.7',
      photoLimits: limits,
      uploadTimeoutMs,
    }),
  );
}

const BOUNDARY = 'duftkompass-test-grenze';
const head = new TextEncoder().encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n',
);

/** A multipart upload that sends its first bytes and then stalls; `pulled` tells if anyone read it. */
function stalledUpload(app: Hono, network: string, declaredBytes?: number) {
  const state = { pulled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled) return new Promise(() => {});
        state.pulled = true;
        controller.enqueue(head);
        return undefined;
      },
      // Nothing is pulled before someone reads.
    },
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> = {
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    'X-Test-Client-Ip': network,
  };
  if (declaredBytes !== undefined) headers['Content-Length'] = String(declaredBytes);
  const response = app.request('/api/photo-analysis-batch', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  return { response, state };
}

function upload(app: Hono, network: string) {
  const form = new FormData();
  const photo = renderBottlePhoto({ bottles: [['CREED', 'AVENTUS']] });
  form.append('image', new File([new Uint8Array(photo)], 'a.jpg', { type: 'image/jpeg' }));
  return app.request('/api/photo-analysis-batch', {
    method: 'POST',
    body: form,
    headers: { 'X-Test-Client-Ip': network },
  });
}

describe('photo upload slots', () => {
  it('refuses uploads beyond the slots before reading a byte, and frees a stalled slot after its time', async () => {
    // One running and one waiting: two slots, one per network.
    const app = appWith({ concurrency: 1, queue: 1 }, 300);
    const first = stalledUpload(app, '198.51.100.1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sameNetwork = stalledUpload(app, '198.51.100.1');
    const busy = await sameNetwork.response;
    expect(busy.status).toBe(503);
    expect(busy.headers.get('Retry-After')).toBe('5');
    expect(await busy.json()).toEqual({
      error: { code: 'photo_busy', message: errorCatalog.photo_busy.message },
    });
    expect(sameNetwork.state.pulled).toBe(false);

    const second = stalledUpload(app, '198.51.100.2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const third = stalledUpload(app, '198.51.100.3');
    expect((await third.response).status).toBe(503);
    expect(third.state.pulled).toBe(false);

    // The stalled bodies never arrive: each request ends with a German 408, its slot free.
    for (const stalled of [first, second]) {
      const response = await stalled.response;
      expect(response.status).toBe(408);
      expect(await response.json()).toEqual({
        error: { code: 'upload_timeout', message: errorCatalog.upload_timeout.message },
      });
    }
    expect((await upload(app, '198.51.100.1')).status).toBe(200);
  });

  it('keeps memory bounded while 20 uploads of 10 MB trickle in from one network', async () => {
    const app = appWith({ concurrency: 2, queue: 4 }, 400);
    const rss = process.memoryUsage().rss;
    const uploads = Array.from({ length: 20 }, () =>
      stalledUpload(app, '198.51.100.20', 10 * 1024 * 1024),
    );
    const responses = await Promise.all(uploads.map((u) => u.response));
    const grownMb = (process.memoryUsage().rss - rss) / 2 ** 20;
    console.log(
      `[photo slots] 20 trickled 10 MB uploads from one network: RSS +${grownMb.toFixed(1)} MB`,
    );
    const statuses = responses.map((r) => r.status).sort();
    // Half of the six slots for one network: three were read (and timed out), the rest refused unread.
    expect(statuses).toEqual([...Array<number>(3).fill(408), ...Array<number>(17).fill(503)]);
    expect(uploads.filter((u) => u.state.pulled)).toHaveLength(3);
    // Three buffers of at most 10 MB; without slots twenty would be held.
    expect(grownMb).toBeLessThan(100);
  });
});

describe('formFile', () => {
  const contentType = `multipart/form-data; boundary="${BOUNDARY}"`;
  const form = (parts: string) => Buffer.from(`${parts}--${BOUNDARY}--\r\n`, 'latin1');
  const part = (disposition: string, content: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${content}\r\n`;

  it('finds the image file among other fields, as bytes of the body', () => {
    const body = form(
      part('name="note"', 'hallo') + part('name="image"; filename="a.jpg"', 'JPEG'),
    );
    const file = formFile(body, contentType, 'image');
    expect(file.ok && file.bytes.toString('latin1')).toBe('JPEG');
  });

  it('tells a form without the file from a body that is no form', () => {
    expect(formFile(form(part('name="image"', 'nur Text')), contentType, 'image')).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(
      formFile(form(part('name="filename"; filename="x"', 'x')), contentType, 'image'),
    ).toEqual({ ok: false, problem: 'missing' });
    expect(formFile(Buffer.from('{"image":1}'), 'application/json', 'image')).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    expect(formFile(Buffer.from('kaputt'), contentType, 'image')).toEqual({
      ok: false,
      problem: 'unreadable',
    });
  });
});
