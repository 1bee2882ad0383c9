import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResponseSchema } from '../../contract/analysis';
import { apiErrorSchema } from '../../contract/errors';
import {
  categoryRecommendationsResponseSchema,
  moreNicheResponseSchema,
  nicheRecommendationsResponseSchema,
  recommendationsResponseSchema,
} from '../../contract/recommendations';
import { createTestApp } from '../../../tests/support/testApp';
import { engineTestCatalog } from '../engine/local/testCatalog';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  testApp = await createTestApp(engineTestCatalog());
});

afterAll(async () => {
  await testApp.close();
});

function postTo(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  target: Awaited<ReturnType<typeof createTestApp>> = testApp,
) {
  return target.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postTo(path, body, headers);

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

async function aiCalls() {
  const { rows } = await testApp.db.query<{ type: string; cache_hit: boolean; outcome: string }>(
    'SELECT type, cache_hit, outcome FROM ai_calls ORDER BY id',
  );
  return rows;
}

describe('POST /api/analysis', () => {
  it('returns a Duft-DNA in the spec’s shape for names from the home page', async () => {
    const response = await post('/api/analysis', {
      inputPerfumes: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'],
    });
    expect(response.status).toBe(200);
    const result = analysisResponseSchema.parse(await response.json());
    expect(result.matching.matched).toBe(2);
    expect(result.analysis.duft_ich.spider_web.frisch).toBeGreaterThan(
      result.analysis.duft_ich.spider_web.orientalisch,
    );
    expect(result.kategorien.categories.flatMap((c) => c.perfumes.map((p) => p.name))).toEqual(
      expect.arrayContaining(['Brise 1', 'Brise 2']),
    );
  });

  it('serves an equal request from the cache and logs both calls', async () => {
    const before = (await aiCalls()).length;
    const body = { inputPerfumes: ['Wald 1 Nordlicht'], perfumeIds: ['fra-woody1'] };
    const first = await (await post('/api/analysis', body)).json();
    const second = await (
      await post('/api/analysis', { ...body, inputPerfumes: ['Wald 1 Nordlicht'] })
    ).json();
    expect(second).toEqual(first);
    const calls = (await aiCalls()).slice(before);
    expect(calls.map((call) => [call.type, call.cache_hit])).toEqual([
      ['analysis', false],
      ['analysis', true],
    ]);
  });

  it('needs at least two perfumes and known ones', async () => {
    const one = await post('/api/analysis', { inputPerfumes: ['Brise 1 Nordlicht'] });
    expect(one.status).toBe(400);
    expect((await errorOf(one)).message).toBe('Du brauchst mindestens 2 Parfüms für eine Analyse.');
    const unknown = await post('/api/analysis', {
      inputPerfumes: ['Gibt es nicht', 'Auch nicht da'],
    });
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).code).toBe('no_known_perfumes');
    const broken = await post('/api/analysis', { inputPerfumes: 'Sauvage' });
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).message).toMatch(/inputPerfumes/);
  });
});

describe('recommendations', () => {
  it('recommends perfumes not in the list, with reasons, occasions, a niche section and shop links', async () => {
    const response = await post('/api/temp-recommendations', {
      perfumeNames: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'],
      occasion: 'all',
    });
    expect(response.status).toBe(200);
    const result = recommendationsResponseSchema.parse(await response.json());
    const ids = result.recommendations.map((r) => r.matched_perfume?.id);
    expect(ids).not.toContain('fra-fresh0');
    expect(ids).not.toContain('fra-fresh1');
    expect(result.recommendations[0]?.reasoning).toMatch(/Zitrisch|Bergamotte|Meeresnoten|Frisch/);
    expect(result.niche.every((r) => r.is_niche)).toBe(true);
    expect(result.stats).toEqual({
      total: result.stats.total,
      matched: result.stats.total,
      gpt_only: 0,
    });
    // No feed link in the test catalog: the affiliate template builds the shop search.
    expect(result.recommendations[0]?.matched_perfume?.affiliate_link).toMatch(
      /^https:\/\/shop\.example\/suche\?q=.+&partner=duftkompass$/,
    );
  });

  it('answers more-niche, niche and category requests in their shapes', async () => {
    const moreNiche = await post('/api/recommendations/more-niche', {
      selectedPerfumes: ['Basar 1 Nordlicht'],
      mentionedNichePerfumes: ['Basar 7 Sonnhaus'],
    });
    expect(moreNiche.status).toBe(200);
    const picks = moreNicheResponseSchema.parse(await moreNiche.json());
    expect(picks.recommendations.every((r) => r.is_niche && r.gpt_name !== 'Basar 7')).toBe(true);

    const niche = await post('/api/niche-recommendations', {
      perfumeNames: ['Garten 1 Nordlicht'],
    });
    expect(niche.status).toBe(200);
    nicheRecommendationsResponseSchema.parse(await niche.json());

    const category = await post('/api/category-recommendations', {
      categories: [{ label: 'Frisch', perfumes: ['Brise 1 Nordlicht'] }],
    });
    expect(category.status).toBe(200);
    expect(
      categoryRecommendationsResponseSchema.parse(await category.json()).fazit.length,
    ).toBeGreaterThan(0);
  });

  it('refuses a collection the caller does not own', async () => {
    const user = await testApp.auth.signUpConfirmed('fremd@example.de', 'sicheres-Passwort-1');
    const response = await post(
      '/api/niche-recommendations',
      { collectionId: '00000000-0000-4000-8000-000000000000' },
      { Authorization: `Bearer ${user.accessToken}` },
    );
    expect(response.status).toBe(404);
    const anonymous = await post('/api/niche-recommendations', {
      collectionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the recommendation rate limit', () => {
  it('allows 10 per minute per caller, then answers 429 with the spec’s German text', async () => {
    const limited = await createTestApp(engineTestCatalog());
    try {
      const body = JSON.stringify({ perfumeNames: ['Brise 1 Nordlicht'] });
      const send = () =>
        limited.app.request('/api/temp-recommendations', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect((await errorOf(refused)).message).toBe(
        'Zu viele Anfragen: Wir können höchstens 10 Empfehlungen pro Minute erstellen. Bitte versuche es in 1–2 Minuten erneut.',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('"Für wen?" on the recommendation endpoints (issue 26)', () => {
  // Its own app: with the requests above, one caller would pass its 10 recommendations a minute.
  let own: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    own = await createTestApp(engineTestCatalog());
  });
  afterAll(async () => {
    await own.close();
  });
  const post = (path: string, body: unknown) => postTo(path, body, {}, own);

  it("takes the choice, answers with the list's lean and keeps choices apart in the cache", async () => {
    const body = { perfumeNames: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'] };
    const open = recommendationsResponseSchema.parse(
      await (await post('/api/temp-recommendations', body)).json(),
    );
    expect(open.audience).toEqual({ listLean: 'gemischt', forWhom: null });
    const forWomen = recommendationsResponseSchema.parse(
      await (await post('/api/temp-recommendations', { ...body, forWhom: 'damen' })).json(),
    );
    expect(forWomen.audience).toEqual({ listLean: 'gemischt', forWhom: 'damen' });

    const more = await post('/api/recommendations/more-niche', {
      selectedPerfumes: body.perfumeNames,
      forWhom: 'herren',
    });
    expect(more.status).toBe(200);
  });

  it('takes a budget in cents on both anonymous endpoints and refuses one that is no amount', async () => {
    const body = { perfumeNames: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'], budgetCents: 5_000 };
    const capped = await post('/api/temp-recommendations', body);
    expect(capped.status).toBe(200);
    recommendationsResponseSchema.parse(await capped.json());
    const more = await post('/api/recommendations/more-niche', {
      selectedPerfumes: body.perfumeNames,
      budgetCents: 5_000,
    });
    expect(more.status).toBe(200);
    for (const budgetCents of [0, 12.5, '50', 100_000_000]) {
      const refused = await post('/api/temp-recommendations', { ...body, budgetCents });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).code).toBe('invalid_body');
    }
  });

  it('refuses an unknown choice with a precise error', async () => {
    const response = await post('/api/temp-recommendations', {
      perfumeNames: ['Brise 1 Nordlicht'],
      forWhom: 'kinder',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_body');
  });
});
