import { describe, expect, it } from 'vitest';
import { buildPerfume } from '../../testing/buildPerfume';
import {
  SEARCH_UNAVAILABLE_MESSAGE,
  SEARCH_UNEXPECTED_MESSAGE,
  SearchError,
  searchPerfumes,
} from './searchApi';

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

    const result = await searchPerfumes({ query: 'sauvage', page: 2 }, fetchImpl);

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
      await failureMessage(searchPerfumes({ query: 'x'.repeat(300), page: 1 }, fetchImpl)),
    ).toBe('Der Suchbegriff darf höchstens 200 Zeichen lang sein.');
  });

  it('reports a network failure as the search being unreachable', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    expect(await failureMessage(searchPerfumes({ query: 'sauvage', page: 1 }, offline))).toBe(
      SEARCH_UNAVAILABLE_MESSAGE,
    );
  });

  it('treats a gateway error without our error body as unreachable', async () => {
    const { fetchImpl } = respondWith(502, '<html>Bad Gateway</html>');
    expect(await failureMessage(searchPerfumes({ query: 'sauvage', page: 1 }, fetchImpl))).toBe(
      SEARCH_UNAVAILABLE_MESSAGE,
    );
  });

  it('rejects a response that does not match the contract instead of rendering it', async () => {
    const { fetchImpl } = respondWith(200, { perfumes: [{ name: 'ohne ID' }], hasMore: false });
    expect(await failureMessage(searchPerfumes({ query: 'sauvage', page: 1 }, fetchImpl))).toBe(
      SEARCH_UNEXPECTED_MESSAGE,
    );
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
      fetchImpl,
    );
    controller.abort();

    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).not.toBeInstanceOf(SearchError);
  });
});
