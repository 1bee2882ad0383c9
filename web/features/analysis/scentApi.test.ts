import { describe, expect, it, vi } from 'vitest';
import { createScentApi, ScentApiError } from './scentApi';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const summary = { conclusion: 'Fazit.', empfehlung: 'Tipp.', nicheHighlight: 'Nische.' };

describe('scentApi', () => {
  it('sends the bearer token when signed in and occasion "all" with the recommendations', async () => {
    const fetchImpl = vi.fn<Fetch>(async () =>
      json(200, {
        recommendations: [],
        niche: [],
        summary,
        stats: { total: 0, matched: 0, gpt_only: 0 },
      }),
    );
    const api = createScentApi(fetchImpl, async () => 'token-1');
    await api.recommend({ perfumeIds: ['fra-1'], perfumeNames: ['Sauvage Dior'] });
    const [path, init] = fetchImpl.mock.calls[0] ?? [];
    expect(path).toBe('/api/temp-recommendations');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(JSON.parse(String(init?.body))).toEqual({
      perfumeIds: ['fra-1'],
      perfumeNames: ['Sauvage Dior'],
      occasion: 'all',
    });
  });

  it('works anonymously: no session, no Authorization header', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => json(200, { recommendations: [] }));
    const api = createScentApi(fetchImpl, async () => null);
    await api.moreNiche({
      selectedPerfumes: [],
      perfumeIds: ['fra-1'],
      mentionedNichePerfumes: [],
      mentionedNicheIds: [],
    });
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('turns the API error body into a failure with its code and German message', async () => {
    const message = 'Rate-Limit erreicht: …';
    const api = createScentApi(
      async () => json(429, { error: { code: 'recommendation_rate_limited', message } }),
      async () => null,
    );
    const failure = await api
      .recommend({ perfumeIds: ['fra-1'], perfumeNames: [] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScentApiError);
    expect(failure).toMatchObject({
      failure: 'recommendation_rate_limited',
      status: 429,
      serverMessage: message,
    });
  });

  it('reports an unreachable server as a network failure', async () => {
    const api = createScentApi(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => null,
    );
    await expect(
      api.analyze({ perfumeIds: ['fra-1', 'fra-2'], inputPerfumes: [] }),
    ).rejects.toMatchObject({
      failure: 'network',
      status: 0,
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    const api = createScentApi(
      async () => json(200, { analysis: {} }),
      async () => null,
    );
    await expect(
      api.analyze({ perfumeIds: ['fra-1', 'fra-2'], inputPerfumes: [] }),
    ).rejects.toMatchObject({
      failure: 'unexpected',
    });
  });

  it('asks for the cheaper alternative of a perfume and reads it as the contract says', async () => {
    const alternative = {
      id: 'fra-1002',
      name: 'Holz und Gewürz',
      brand: 'Designerhaus',
      priceCents: 7900,
      currency: 'EUR',
      affiliate_link: 'https://shop.example/holz',
      shop: 'shop.example',
      savingPercent: 68,
      sharedAccords: ['Oud'],
      sharedNotes: ['Safran'],
    };
    const fetchImpl = vi.fn<Fetch>(async () => json(200, { alternative }));
    const api = createScentApi(fetchImpl, async () => null);
    await expect(api.cheaperAlternative('fra-1001')).resolves.toEqual({ alternative });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/perfumes/fra-1001/cheaper-alternative');
    const tooSmall = createScentApi(
      async () => json(200, { alternative: { ...alternative, savingPercent: 10 } }),
      async () => null,
    );
    await expect(tooSmall.cheaperAlternative('fra-1001')).rejects.toMatchObject({
      failure: 'unexpected',
    });
  });
});
