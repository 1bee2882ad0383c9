import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResponseSchema, collectionAnalysisResponseSchema } from '../../contract/analysis';
import { apiErrorSchema } from '../../contract/errors';
import { collectionRecommendationsResponseSchema } from '../../contract/recommendations';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../../tests/support/testApp';
import { engineTestCatalog } from '../engine/local/testCatalog';

let testApp: TestApp;
let owner: { accessToken: string; collectionId: string };
let stranger: { accessToken: string };
let analysisBody: Record<string, unknown>;

function request(method: string, path: string, token: string, body?: unknown) {
  return callApi(testApp, method, path, { token, body });
}

async function stored() {
  const [analysis, recommendations] = await Promise.all([
    request(
      'GET',
      `/api/collection-analysis?collectionId=${owner.collectionId}`,
      owner.accessToken,
    ),
    request('GET', `/api/recommendations?collectionId=${owner.collectionId}`, owner.accessToken),
  ]);
  return {
    analysis: collectionAnalysisResponseSchema.parse(await analysis.json()).analysis,
    recommendations: collectionRecommendationsResponseSchema.parse(await recommendations.json()),
  };
}

beforeAll(async () => {
  testApp = await createTestApp(engineTestCatalog());
  const anna = await signedInUserWithCollections(testApp);
  owner = { accessToken: anna.accessToken, collectionId: anna.collections.main };
  stranger = await signedInUserWithCollections(testApp);
  const computed = analysisResponseSchema.parse(
    await (
      await request('POST', '/api/analysis', owner.accessToken, {
        inputPerfumes: ['Brise 1 Nordlicht', 'Brise 2 Sonnhaus'],
      })
    ).json(),
  );
  analysisBody = {
    collectionId: owner.collectionId,
    analysisData: computed.analysis,
    kategorienData: computed.kategorien,
    perfumeNames: ['Brise 1', 'Brise 2'],
  };
  const saved = await request('POST', '/api/collection-analysis', owner.accessToken, analysisBody);
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await testApp.close();
});

describe('requireOwnCollection on the per-collection analysis and recommendations', () => {
  it('answers every endpoint for another user’s collection with 404 and changes nothing', async () => {
    const before = await stored();
    const answers = [
      await request(
        'GET',
        `/api/collection-analysis?collectionId=${owner.collectionId}`,
        stranger.accessToken,
      ),
      await request('POST', '/api/collection-analysis', stranger.accessToken, {
        ...analysisBody,
        perfumeNames: ['Fremd'],
      }),
      await request(
        'GET',
        `/api/recommendations?collectionId=${owner.collectionId}`,
        stranger.accessToken,
      ),
      await request('POST', '/api/recommendations', stranger.accessToken, {
        collectionId: owner.collectionId,
        perfumeNames: ['Brise 1 Nordlicht'],
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(apiErrorSchema.parse(await answer.json()).error).toEqual({
        code: 'not_found',
        message: 'Diese Sammlung wurde nicht gefunden.',
      });
    }
    expect(await stored()).toEqual(before);
    expect(before.analysis?.perfume_names).toEqual(['Brise 1', 'Brise 2']);
  });

  it('answers a collection that does not exist like another user’s', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await request(
      'GET',
      `/api/collection-analysis?collectionId=${missing}`,
      owner.accessToken,
    );
    expect(answer.status).toBe(404);
    expect(apiErrorSchema.parse(await answer.json()).error.message).toBe(
      'Diese Sammlung wurde nicht gefunden.',
    );
  });
});
