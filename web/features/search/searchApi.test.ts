import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../api/contract/perfume';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import {
  SEARCH_UNAVAILABLE_MESSAGE,
  SEARCH_UNEXPECTED_MESSAGE,
  SearchError,
  searchPerfumes,
  type SearchDeps,
} from './searchApi';
import { clientWith } from '../../testing/apiClient';

/** Online, with no offline index on the device unless a test provides one. */
function deps({
  fetch,
  ...overrides
}: Partial<Omit<SearchDeps, 'client'>> & {
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}): Partial<SearchDeps> {
  return {
    isOnline: () => true,
    searchOffline: async () => null,
    ...(fetch ? { client: clientWith(fetch) } : {}),
    ...overrides,
  };
}

const offlineSauvage: SearchResponse = {
  perfumes: [buildPerfume({ name: 'Sauvage', brand: 'Christian Dior', notes: [] })],
  hasMore: false,
  totalCount: 1,
  page: 1,
  limit: 20,
};

function respondWith(status: number, body: unknown) {
  const calls: string[] = [];
  const fetchImpl = async (input: string) => {
    calls.push(input);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetchImpl };
}

async function failureMessage(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof SearchError)) throw new Error('Erwartet war ein SearchError');
  return error.message;
}

describe('searchPerfumes', () => {
  it('asks the API for the requested page of twenty and returns the validated results', async () => {
    const sauvage = buildPerfume({ name: 'Sauvage', brand: 'Dior' });
    const { calls, fetchImpl } = respondWith(200, {
      perfumes: [sauvage],
      hasMore: true,
      totalCount: 41,
      page: 2,
      limit: 20,
    });

    const result = await searchPerfumes({ query: 'sauvage', page: 2 }, deps({ fetch: fetchImpl }));

    expect(calls).toEqual(['/api/perfumes/search?q=sauvage&page=2&limit=20']);
    expect(result.perfumes.map((p) => p.name)).toEqual(['Sauvage']);
    expect(result.totalCount).toBe(41);
  });

  it("shows the server's German message for a rejected query", async () => {
    const { fetchImpl } = respondWith(400, {
      error: {
        code: 'query_too_long',
        message: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.',
      },
    });

    expect(
      await failureMessage(
        searchPerfumes({ query: 'x'.repeat(300), page: 1 }, deps({ fetch: fetchImpl })),
      ),
    ).toBe('Der Suchbegriff darf höchstens 200 Zeichen lang sein.');
  });

  it('reports a network failure as the search being unreachable', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(
      await failureMessage(searchPerfumes({ query: 'sauvage', page: 1 }, deps({ fetch: offline }))),
    ).toBe(SEARCH_UNAVAILABLE_MESSAGE);
  });

  it('treats a gateway error without our error body as unreachable', async () => {
    const { fetchImpl } = respondWith(502, '<html>Bad Gateway</html>');
    expect(
      await failureMessage(
        searchPerfumes({ query: 'sauvage', page: 1 }, deps({ fetch: fetchImpl })),
      ),
    ).toBe(SEARCH_UNAVAILABLE_MESSAGE);
  });

  it('rejects a response that does not match the contract instead of rendering it', async () => {
    const { fetchImpl } = respondWith(200, { perfumes: [{ name: 'ohne ID' }], hasMore: false });
    expect(
      await failureMessage(
        searchPerfumes({ query: 'sauvage', page: 1 }, deps({ fetch: fetchImpl })),
      ),
    ).toBe(SEARCH_UNEXPECTED_MESSAGE);
  });

  it('lets an aborted request reject as an abort, not as a visible error', async () => {
    const controller = new AbortController();
    const fetchImpl = (_input: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('abgebrochen', 'AbortError')),
        );
      });

    const pending = searchPerfumes(
      { query: 'sauvage', page: 1, signal: controller.signal },
      deps({ fetch: fetchImpl }),
    );
    controller.abort();

    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).not.toBeInstanceOf(SearchError);
  });

  it('answers from the offline index without asking the server while the device is offline', async () => {
    const { calls, fetchImpl } = respondWith(200, {});
    const asked: [string, number, number][] = [];
    const result = await searchPerfumes(
      { query: 'sauvage', page: 1 },
      deps({
        fetch: fetchImpl,
        isOnline: () => false,
        searchOffline: async (query, page, limit) => {
          asked.push([query, page, limit]);
          return offlineSauvage;
        },
      }),
    );

    expect(calls).toEqual([]);
    expect(asked).toEqual([['sauvage', 1, 20]]);
    expect(result).toEqual({ ...offlineSauvage, offline: true });
  });

  it('falls back to the offline index when the request fails on the network', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const result = await searchPerfumes(
      { query: 'sauvage', page: 1 },
      deps({ fetch: offline, searchOffline: async () => offlineSauvage }),
    );
    expect(result.offline).toBe(true);
    expect(result.perfumes.map((p) => p.name)).toEqual(['Sauvage']);
  });

  it('falls back to the offline index when a gateway answers instead of the server', async () => {
    const { fetchImpl } = respondWith(503, '<html>Service Unavailable</html>');
    const result = await searchPerfumes(
      { query: 'sauvage', page: 1 },
      deps({ fetch: fetchImpl, searchOffline: async () => offlineSauvage }),
    );
    expect(result.offline).toBe(true);
  });

  it('marks server results as online', async () => {
    const { fetchImpl } = respondWith(200, offlineSauvage);
    const result = await searchPerfumes({ query: 'sauvage', page: 1 }, deps({ fetch: fetchImpl }));
    expect(result.offline).toBe(false);
  });

  it('shows the connection message when offline and no index is stored yet', async () => {
    expect(
      await failureMessage(
        searchPerfumes({ query: 'sauvage', page: 1 }, deps({ isOnline: () => false })),
      ),
    ).toBe(SEARCH_UNAVAILABLE_MESSAGE);
  });
});
