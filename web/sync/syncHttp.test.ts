import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { classifyAnswer, createSyncHttp, type Transport } from './syncHttp';

const success = z.object({ ok: z.literal(true) });
const ourError = { error: { code: 'already_exists', message: 'Parfüm bereits vorhanden' } };

describe('classifyAnswer', () => {
  it('accepts a 2xx only in the endpoint’s shape', () => {
    expect(classifyAnswer(200, { ok: true }, success)).toEqual({
      kind: 'accepted',
      status: 200,
      body: { ok: true },
    });
    expect(classifyAnswer(200, undefined, success).kind).toBe('retry');
    expect(classifyAnswer(204, { welcome: 'Hotel-WLAN' }, success).kind).toBe('retry');
  });

  it('takes a 4xx in our error shape as the server’s refusal', () => {
    expect(classifyAnswer(409, ourError, success)).toEqual({
      kind: 'rejected',
      status: 409,
      body: ourError,
    });
    // A code this device does not know yet (newer server) is still the server's word.
    const newer = { error: { code: 'some_new_code', message: 'Neu.' } };
    expect(classifyAnswer(422, newer, success).kind).toBe('rejected');
  });

  it('retries a 4xx in any other shape', () => {
    expect(classifyAnswer(403, undefined, success).kind).toBe('retry');
    expect(classifyAnswer(404, { message: 'Not Found' }, success).kind).toBe('retry');
    expect(classifyAnswer(400, { error: 'Bad Request' }, success).kind).toBe('retry');
  });

  it('retries 5xx, 408 and 429 even in our error shape, and anything outside 2xx and 4xx', () => {
    for (const status of [500, 502, 503, 408, 429, 302, 101]) {
      expect(classifyAnswer(status, ourError, success).kind).toBe('retry');
    }
  });
});

const emptyPush = { mutations: [] };

function httpWith(fetch: Transport, timeoutMs = 1_000) {
  return createSyncHttp({
    fetch,
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'token',
    refreshSession: async () => 'token',
    now: () => 0,
    timeoutMs,
  });
}

const page =
  (status: number, body: string, type = 'application/json') =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': type } });

describe('createSyncHttp', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  it('turns a proxy’s HTML page into a failure to retry, not a refusal', async () => {
    const http = httpWith(page(403, '<html>Zugriff verweigert</html>', 'text/html'));
    const answer = await http.push(emptyPush);
    expect(answer).toEqual({ kind: 'server', status: 403, retryAfterMs: null });
  });

  it('passes on our own refusal with its body', async () => {
    const http = httpWith(page(409, JSON.stringify(ourError)));
    expect(await http.push(emptyPush)).toEqual({
      kind: 'rejected',
      status: 409,
      body: ourError,
    });
  });

  it('counts a captive portal’s 200 as a failure, not as a saved change', async () => {
    const http = httpWith(page(200, '<html>Bitte anmelden</html>', 'text/html'));
    const body = {
      email: 'a@example.org',
      deviceId: crypto.randomUUID(),
      collectionId: 'main' as const,
      perfumeIds: [],
      perfumes: [],
    };
    expect((await http.tempAddPerfumes(body, crypto.randomUUID())).kind).toBe('server');
    expect('kind' in (await http.pullPage('0'))).toBe(true);
  });

  it('gives up on a request that does not answer in time and calls it a network error', async () => {
    let aborted = false;
    const hanging: Transport = (_url, init) =>
      new Promise<Response>(() => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
        });
      });
    const http = httpWith(hanging, 20);
    expect(await http.push(emptyPush)).toEqual({ kind: 'network' });
    expect(await http.pullPage('5')).toEqual({ kind: 'network' });
    expect(aborted).toBe(true);
  });

  it('does not wait forever for a session refresh that never settles', async () => {
    const http = createSyncHttp({
      fetch: page(401, JSON.stringify({ error: { code: 'unauthorized', message: 'Anmelden.' } })),
      baseUrl: 'http://api.test',
      getAccessToken: async () => 'abgelaufen',
      refreshSession: () => new Promise<string | null>(() => undefined),
      now: () => 0,
      timeoutMs: 20,
    });
    expect(await http.push(emptyPush)).toEqual({ kind: 'network' });
  });

  it('times out a body that stalls after the headers arrived', async () => {
    const stalled: Transport = async () =>
      new Response(new ReadableStream({ start: () => undefined }), { status: 200 });
    expect(await httpWith(stalled, 20).pullPage('0')).toEqual({ kind: 'network' });
  });

  it('starts the pull again from "0" only when the server refuses the cursor', async () => {
    const refused = { error: { code: 'invalid_cursor', message: 'Cursor ungültig.' } };
    expect(await httpWith(page(400, JSON.stringify(refused))).pullPage('9')).toEqual({
      changes: [],
      cursor: '0',
      hasMore: true,
      reset: true,
    });
    expect(
      await httpWith(page(400, '<html>Bad Request</html>', 'text/html')).pullPage('9'),
    ).toEqual({ kind: 'server', status: 400, retryAfterMs: null });
  });

  it('marks the later pages of a full pull, so pruned tombstones do not send it back to "0"', async () => {
    const urls: string[] = [];
    const answer: Transport = async (url) => {
      urls.push(url);
      return new Response(
        JSON.stringify({ changes: [], cursor: '7', hasMore: false, reset: false }),
        {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    };
    const http = httpWith(answer);
    await http.pullPage('0', true);
    await http.pullPage('7', true);
    await http.pullPage('7');
    const queries = urls.map((url) => new URL(url).searchParams);
    expect(queries.map((q) => [q.get('since'), q.get('full')])).toEqual([
      ['0', null],
      ['7', '1'],
      ['7', null],
    ]);
  });
});
