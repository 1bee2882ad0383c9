// The profile page's online-only scent calls: store a collection's Duft-DNA
// (POST /api/collection-analysis) and generate its recommendations (POST /api/recommendations).
// Both need the signed-in user's token. Failures become ScentApiError, so the analysis
// feature's German error texts (scentErrors.ts) apply unchanged.
import { z } from 'zod';
import {
  collectionAnalysisResponseSchema,
  type CollectionAnalysisBody,
  type CollectionAnalysisResponse,
} from '../../../api/contract/analysis';
import { errorCodes } from '../../../api/contract/errors';
import {
  collectionRecommendationsResponseSchema,
  type CollectionRecommendationsBody,
  type CollectionRecommendationsResponse,
} from '../../../api/contract/recommendations';
import { ScentApiError } from '../analysis/scentApi';
import { getAccessToken, refreshAccessToken } from '../auth/authTokens';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
type Tokens = { access: () => Promise<string | null>; refreshed: () => Promise<string | null> };

const apiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string().min(1) }),
});
const knownCodeSchema = z.enum(errorCodes);

async function failureFrom(response: Response): Promise<ScentApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const apiError = apiErrorBodySchema.safeParse(body);
  if (!apiError.success) return new ScentApiError('unknown', response.status);
  const code = knownCodeSchema.safeParse(apiError.data.error.code);
  return new ScentApiError(
    code.success ? code.data : 'unknown',
    response.status,
    apiError.data.error.message,
  );
}

export function createCollectionScentApi(fetchImpl: Fetch, tokens: Tokens) {
  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    const attempt = async (token: string | null) => {
      try {
        return await fetchImpl(path, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      } catch {
        throw new ScentApiError('network', 0);
      }
    };
    let response = await attempt(await tokens.access().catch(() => null));
    if (response.status === 401) {
      const refreshed = await tokens.refreshed().catch(() => null);
      if (refreshed) response = await attempt(refreshed);
    }
    if (!response.ok) throw await failureFrom(response);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ScentApiError('unexpected', response.status);
    return parsed.data;
  }

  return {
    saveAnalysis: (body: CollectionAnalysisBody): Promise<CollectionAnalysisResponse> =>
      post('/api/collection-analysis', body, collectionAnalysisResponseSchema),
    generateRecommendations: (
      body: CollectionRecommendationsBody,
    ): Promise<CollectionRecommendationsResponse> =>
      post('/api/recommendations', body, collectionRecommendationsResponseSchema),
  };
}

export type CollectionScentApi = ReturnType<typeof createCollectionScentApi>;

export const collectionScentApi: CollectionScentApi = createCollectionScentApi(
  (input, init) => fetch(input, init),
  { access: getAccessToken, refreshed: refreshAccessToken },
);
