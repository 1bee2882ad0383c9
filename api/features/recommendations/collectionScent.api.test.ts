import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsSimpleResponseSchema } from '../../contract/collections';
import { analysisResponseSchema, collectionAnalysisResponseSchema } from '../../contract/analysis';
import { collectionRecommendationsResponseSchema } from '../../contract/recommendations';
import { buildLegacyAnalysisData } from '../../../tests/fixtures/legacyAnalysis';
import { createTestApp } from '../../../tests/support/testApp';
import { engineTestCatalog } from '../engine/local/testCatalog';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let owner: { accessToken: string; collectionId: string };
let stranger: { accessToken: string };

function request(method: string, path: string, token: string, body?: unknown) {
  return testApp.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  testApp = await createTestApp(engineTestCatalog());
  const anna = await testApp.auth.signUpConfirmed('anna-scent@example.de', 'sicheres-Passwort-1');
  await request('POST', '/api/ensure-collections', anna.accessToken);
  const [main] = collectionsSimpleResponseSchema.parse(
    await (await request('GET', '/api/collections-simple', anna.accessToken)).json(),
  );
  await testApp.db.query(
    `INSERT INTO collection_items (collection_id, perfume_id, name, brand)
     VALUES ($1, 'fra-fresh0', 'Brise 1', 'Nordlicht'), ($1, 'fra-fresh1', 'Brise 2', 'Sonnhaus')`,
    [main!.id],
  );
  owner = { accessToken: anna.accessToken, collectionId: main!.id };
  stranger = await testApp.auth.signUpConfirmed('ben-scent@example.de', 'sicheres-Passwort-1');
});

afterAll(async () => {
  await testApp.close();
});

describe('collection recommendations', () => {
  it('generates from the collection’s perfumes, never recommends them, and stores the list', async () => {
    const empty = collectionRecommendationsResponseSchema.parse(
      await (
        await request(
          'GET',
          `/api/recommendations?collectionId=${owner.collectionId}`,
          owner.accessToken,
        )
      ).json(),
    );
    expect(empty.recommendations).toEqual([]);

    const created = await request('POST', '/api/recommendations', owner.accessToken, {
      collectionId: owner.collectionId,
      perfumeNames: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'],
    });
    expect(created.status).toBe(200);
    const result = collectionRecommendationsResponseSchema.parse(await created.json());
    const ids = result.recommendations.map((r) => r.matched_perfume?.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('fra-fresh0');
    expect(ids).not.toContain('fra-fresh1');

    const stored = collectionRecommendationsResponseSchema.parse(
      await (
        await request(
          'GET',
          `/api/recommendations?collectionId=${owner.collectionId}`,
          owner.accessToken,
        )
      ).json(),
    );
    expect(stored).toEqual(result);
  });

  it('takes "Für wen?", the budget and the occasion for a collection (issue 26)', async () => {
    const created = await request('POST', '/api/recommendations', owner.accessToken, {
      collectionId: owner.collectionId,
      perfumeNames: ['Brise 1 Nordlicht'],
      forWhom: 'damen',
      budgetCents: 10_000,
      occasion: 'Sommer',
    });
    expect(created.status).toBe(200);
    for (const wrong of [{ forWhom: 'alle' }, { budgetCents: -100 }]) {
      const refused = await request('POST', '/api/recommendations', owner.accessToken, {
        collectionId: owner.collectionId,
        ...wrong,
      });
      expect(refused.status).toBe(400);
    }
  });

  it('answers 404 to another user and changes nothing', async () => {
    const read = await request(
      'GET',
      `/api/recommendations?collectionId=${owner.collectionId}`,
      stranger.accessToken,
    );
    expect(read.status).toBe(404);
    const write = await request('POST', '/api/recommendations', stranger.accessToken, {
      collectionId: owner.collectionId,
    });
    expect(write.status).toBe(404);
    const analysis = await request(
      'GET',
      `/api/collection-analysis?collectionId=${owner.collectionId}`,
      stranger.accessToken,
    );
    expect(analysis.status).toBe(404);
  });
});

describe('collection analysis', () => {
  it('stores an analysis for the collection and returns it', async () => {
    const none = collectionAnalysisResponseSchema.parse(
      await (
        await request(
          'GET',
          `/api/collection-analysis?collectionId=${owner.collectionId}`,
          owner.accessToken,
        )
      ).json(),
    );
    expect(none.analysis).toBeNull();

    const computed = analysisResponseSchema.parse(
      await (
        await request('POST', '/api/analysis', owner.accessToken, {
          inputPerfumes: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'],
        })
      ).json(),
    );
    const saved = await request('POST', '/api/collection-analysis', owner.accessToken, {
      collectionId: owner.collectionId,
      analysisData: computed.analysis,
      kategorienData: computed.kategorien,
      perfumeNames: ['Brise 1', 'Brise 2'],
    });
    expect(saved.status).toBe(200);
    const read = collectionAnalysisResponseSchema.parse(
      await (
        await request(
          'GET',
          `/api/collection-analysis?collectionId=${owner.collectionId}`,
          owner.accessToken,
        )
      ).json(),
    );
    expect(read.analysis?.perfume_names).toEqual(['Brise 1', 'Brise 2']);
    expect(read.analysis?.analysis_data.duft_ich.spider_web).toEqual(
      computed.analysis.duft_ich.spider_web,
    );
    expect(read.analysis?.analysis_data.kategorien).toEqual(computed.kategorien);
  });

  it('answers an analysis stored by an older release in today’s shape', async () => {
    const clara = await testApp.auth.signUpConfirmed(
      'clara-scent@example.de',
      'sicheres-Passwort-1',
    );
    await request('POST', '/api/ensure-collections', clara.accessToken);
    const [main] = collectionsSimpleResponseSchema.parse(
      await (await request('GET', '/api/collections-simple', clara.accessToken)).json(),
    );
    await testApp.db.query(
      `INSERT INTO collection_analyses (collection_id, analysis_data, perfume_names)
       VALUES ($1, $2, '[]')`,
      [main!.id, JSON.stringify(buildLegacyAnalysisData())],
    );

    const response = await request(
      'GET',
      `/api/collection-analysis?collectionId=${main!.id}`,
      clara.accessToken,
    );
    const body: unknown = await response.json();

    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      analysis: {
        analysis_data: {
          persoenlichkeit_stil: [
            {
              titel: 'Elegant · Selbstbewusst · Warmherzig',
              begruendung: 'Deine Sammlung setzt auf Hölzer und Harze statt auf Frische.',
            },
          ],
          duft_ich: { spider_web: { holzig: 100, elegant: 70 } },
        },
      },
    });
    expect(body).not.toHaveProperty('analysis.analysis_data.persoenlichkeit');
    expect(body).not.toHaveProperty('analysis.analysis_data.duft_radar');
  });

  it('rejects a malformed analysis with a German message', async () => {
    const response = await request('POST', '/api/collection-analysis', owner.accessToken, {
      collectionId: owner.collectionId,
      analysisData: { duft_ich: 'kaputt' },
      kategorienData: {},
      perfumeNames: [],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'invalid_body', message: expect.stringMatching(/Ungültige Angabe/) },
    });
  });
});
