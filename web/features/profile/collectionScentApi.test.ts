import { describe, expect, it, vi } from 'vitest';
import { ScentApiError } from '../analysis/scentApi';
import { createCollectionScentApi } from './collectionScentApi';

const collectionId = '11111111-1111-4111-8111-111111111111';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(...responses: Response[]) {
  const fetchImpl = vi.fn(
    async (_input: string, _init?: RequestInit) => responses.shift() ?? json(500, {}),
  );
  const tokens = { access: vi.fn(async () => 'alt'), refreshed: vi.fn(async () => 'neu') };
  return { api: createCollectionScentApi(fetchImpl, tokens), fetchImpl, tokens };
}

describe('collectionScentApi.generateRecommendations', () => {
  it('sends the bearer token and returns the checked answer', async () => {
    const { api, fetchImpl } = setup(
      json(200, { recommendations: [], stats: { total: 0, matched: 0, gpt_only: 0 } }),
    );
    const result = await api.generateRecommendations({ collectionId, perfumeNames: [] });
    expect(result.stats.total).toBe(0);
    const init = fetchImpl.mock.calls[0]![1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer alt');
  });

  it('refreshes the session once after a 401 and retries', async () => {
    const { api, fetchImpl, tokens } = setup(
      json(401, { error: { code: 'unauthorized', message: 'Bitte anmelden.' } }),
      json(200, { recommendations: [], stats: { total: 0, matched: 0, gpt_only: 0 } }),
    );
    await api.generateRecommendations({ collectionId, perfumeNames: [] });
    expect(tokens.refreshed).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('turns a rate limit into a ScentApiError with the status and the server text', async () => {
    const { api } = setup(
      json(429, { error: { code: 'recommendation_rate_limited', message: 'Zu viele.' } }),
    );
    const error = await api
      .generateRecommendations({ collectionId, perfumeNames: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScentApiError);
    expect(error).toMatchObject({ status: 429, serverMessage: 'Zu viele.' });
  });

  it('reports an unreachable server as a network failure', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createCollectionScentApi(fetchImpl, {
      access: async () => 'x',
      refreshed: async () => null,
    });
    const error = await api
      .generateRecommendations({ collectionId, perfumeNames: [] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'network', status: 0 });
  });
});
