import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../api/contract/endpoints';
import { ApiFailure } from './apiFailure';
import { createApiClient, type TokenSource } from './client';
import { AUTH_REQUIRED_TEXT, OFFLINE_TEXT, UNEXPECTED_TEXT, unreachableText } from './errorTexts';

const collection = {
  id: '0b8a3f70-4c38-4a51-9d3b-7f6a0d6a1c11',
  name: 'Meine Parfümsammlung',
  type: 'main',
  created_at: '2025-01-01T00:00:00Z',
  disliked_notes: ['Oud'],
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

function tokens(access: string | null = 'alt', refreshed: string | null = 'neu') {
  return {
    accessToken: vi.fn(async () => access),
    refreshedAccessToken: vi.fn(async () => refreshed),
  } satisfies TokenSource;
}

function clientOf(fetch: Fetch, source: TokenSource = tokens(), timeoutMs = 1_000) {
  return createApiClient({ fetch, tokens: () => source, timeoutMs, now: () => 0 });
}

const headerOf = (init: RequestInit | undefined, name: string) =>
  new Headers(init?.headers).get(name);

describe('call', () => {
  it('sends the bearer token and returns the answer checked against the contract', async () => {
    const fetch = vi.fn<Fetch>(async () => json(200, [collection]));
    await expect(clientOf(fetch).call(endpoints.collectionsSimple)).resolves.toEqual([collection]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/collections-simple');
    expect(init.method).toBe('GET');
    expect(headerOf(init, 'Authorization')).toBe('Bearer alt');
  });

  it('refreshes the session once after a 401 and retries with the new token', async () => {
    const fetch = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(
        json(401, { error: { code: 'unauthorized', message: 'Bitte melde dich an.' } }),
      )
      .mockResolvedValueOnce(json(200, { created: true, collections: [collection] }));
    const source = tokens();
    await expect(clientOf(fetch, source).call(endpoints.ensureCollections)).resolves.toMatchObject({
      created: true,
    });
    expect(source.refreshedAccessToken).toHaveBeenCalledTimes(1);
    expect(headerOf(fetch.mock.calls[1]![1], 'Authorization')).toBe('Bearer neu');
  });

  it('does not refresh twice when the retried request is refused again', async () => {
    const refused = () =>
      json(401, { error: { code: 'unauthorized', message: 'Bitte melde dich an.' } });
    const fetch = vi.fn<Fetch>(async () => refused());
    const source = tokens();
    const failure = await clientOf(fetch, source)
      .call(endpoints.collectionsSimple)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'auth_required', status: 401 });
    expect((failure as ApiFailure).message).toBe(AUTH_REQUIRED_TEXT);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(source.refreshedAccessToken).toHaveBeenCalledTimes(1);
  });

  it('does not call the server for a signed-in endpoint without a session', async () => {
    const fetch = vi.fn<Fetch>(async () => json(200, []));
    await expect(
      clientOf(fetch, tokens(null)).call(endpoints.tempMigrate, {
        body: { email: 'anna@example.de', deviceId: 'c0ffee00-0000-4000-8000-000000000000' },
      }),
    ).rejects.toThrow(AUTH_REQUIRED_TEXT);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends public calls without a token when nobody is signed in', async () => {
    const fetch = vi.fn<Fetch>(async () => json(200, []));
    await clientOf(fetch, tokens(null)).call(endpoints.tempCollections, {
      query: { email: 'anna@example.de', deviceId: 'c0ffee00-0000-4000-8000-000000000000' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(
      '/api/temp-collections?email=anna%40example.de&deviceId=c0ffee00-0000-4000-8000-000000000000',
    );
    expect(headerOf(init, 'Authorization')).toBeNull();
  });

  it('fills path parameters and sends JSON bodies with their content type', async () => {
    const fetch = vi.fn<Fetch>(async () => json(200, { variants: [] }));
    await clientOf(fetch).call(endpoints.lineVariants, { body: { perfumeIds: ['fra-1'] } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/perfumes/line-variants');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ perfumeIds: ['fra-1'] });

    const wishlist = vi.fn<Fetch>(async () =>
      json(200, { success: true, id: '0b8a3f70-4c38-4a51-9d3b-7f6a0d6a1c11' }),
    );
    await clientOf(wishlist).call(endpoints.wishlistDelete, {
      params: { id: '0b8a3f70-4c38-4a51-9d3b-7f6a0d6a1c11' },
    });
    expect(wishlist.mock.calls[0]![0]).toBe('/api/wishlist/0b8a3f70-4c38-4a51-9d3b-7f6a0d6a1c11');
    expect(wishlist.mock.calls[0]![1].method).toBe('DELETE');
  });

  it("passes on the server's German message with its code, status and Retry-After", async () => {
    const fetch = vi.fn<Fetch>(async () =>
      json(
        429,
        {
          error: {
            code: 'recommendation_rate_limited',
            message:
              'Rate-Limit erreicht: Wir können maximal 10 Empfehlungen pro Minute erstellen.',
          },
        },
        { 'Retry-After': '30' },
      ),
    );
    const failure = await clientOf(fetch)
      .call(endpoints.tempRecommendations, {
        body: { perfumeIds: ['fra-1'], perfumeNames: [], occasion: 'all' },
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      code: 'recommendation_rate_limited',
      status: 429,
      retryAfterMs: 30_000,
      message: 'Rate-Limit erreicht: Wir können maximal 10 Empfehlungen pro Minute erstellen.',
    });
  });

  it('keeps the message of an error code this build does not know yet', async () => {
    const fetch = vi.fn<Fetch>(async () =>
      json(409, { error: { code: 'brand_new_code', message: 'Neu und deutsch.' } }),
    );
    await expect(clientOf(fetch).call(endpoints.collectionsSimple)).rejects.toMatchObject({
      code: 'unknown',
      status: 409,
      message: 'Neu und deutsch.',
    });
  });

  it('explains a proxy page, an unreachable server and a broken answer in German', async () => {
    const proxy = clientOf(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(proxy.call(endpoints.collectionsSimple)).rejects.toThrow(unreachableText(502));
    const offline = clientOf(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.call(endpoints.collectionsSimple)).rejects.toMatchObject({
      code: 'network',
      status: 0,
      message: OFFLINE_TEXT,
    });
    const odd = clientOf(async () => json(200, { unexpected: true }));
    await expect(odd.call(endpoints.collectionsSimple)).rejects.toMatchObject({
      code: 'unexpected',
      message: UNEXPECTED_TEXT,
    });
  });

  it('gives up on an answer that does not arrive in time and aborts the request', async () => {
    let aborted = false;
    const hanging: Fetch = (_url, init) =>
      new Promise<Response>(() => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
        });
      });
    await expect(clientOf(hanging, tokens(), 20).call(endpoints.config)).rejects.toMatchObject({
      code: 'network',
    });
    expect(aborted).toBe(true);
  });

  it("rejects with the caller's AbortError untouched, so an aborted search is ignored", async () => {
    const controller = new AbortController();
    const slow: Fetch = (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('abgebrochen', 'AbortError')),
        );
      });
    const attempt = clientOf(slow).call(endpoints.search, {
      query: { q: 'aventus' },
      signal: controller.signal,
    });
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('exchange', () => {
  it('tells a refusal in our shape from a page that says nothing about the request', async () => {
    const refusal = { error: { code: 'already_exists', message: 'Parfüm bereits vorhanden' } };
    const ours = clientOf(async () => json(409, refusal));
    await expect(ours.exchange(endpoints.collectionsSimple)).resolves.toEqual({
      kind: 'rejected',
      status: 409,
      body: refusal,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const portal = clientOf(async () => new Response('<html>Bitte anmelden</html>'));
    await expect(portal.exchange(endpoints.collectionsSimple)).resolves.toEqual({
      kind: 'server',
      status: 200,
      retryAfterMs: null,
    });
    vi.restoreAllMocks();
  });

  it('reports no session as auth and no connection as network', async () => {
    const fetch = vi.fn<Fetch>(async () => json(200, []));
    await expect(
      clientOf(fetch, tokens(null)).exchange(endpoints.collectionsSimple),
    ).resolves.toEqual({ kind: 'auth' });
    const offline = clientOf(async () => Promise.reject(new TypeError('offline')));
    await expect(offline.exchange(endpoints.collectionsSimple)).resolves.toEqual({
      kind: 'network',
    });
  });
});

describe('download', () => {
  it('answers null for an unchanged resource and the text with its ETag otherwise', async () => {
    const fetch = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 304 }))
      .mockResolvedValueOnce(new Response('{"format":1}', { headers: { ETag: '"v2"' } }));
    const client = clientOf(fetch, tokens(null));
    await expect(client.download(endpoints.catalogIndex, { ifNoneMatch: '"v1"' })).resolves.toBe(
      null,
    );
    expect(headerOf(fetch.mock.calls[0]![1], 'If-None-Match')).toBe('"v1"');
    await expect(client.download(endpoints.catalogIndex, { ifNoneMatch: '"v1"' })).resolves.toEqual(
      { text: '{"format":1}', etag: '"v2"' },
    );
  });
});
