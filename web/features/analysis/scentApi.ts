// The browser's calls to the scent endpoints: Duft-DNA analysis, recommendations for the
// chosen list, more niche picks, the catalog perfume behind a recommendation card, its
// cheaper alternative and the other variants of the listed perfumes. All are
// anonymous-capable; a signed-in visitor's bearer token is sent along. Answers are checked
// against the contract; failures become ScentApiError with the server's code.
import { z } from 'zod';
import { analysisResponseSchema, type AnalysisResponse } from '../../../api/contract/analysis';
import {
  cheaperAlternativeResponseSchema,
  type CheaperAlternativeResponse,
} from '../../../api/contract/cheaperAlternative';
import { errorCodes, type ErrorCode } from '../../../api/contract/errors';
import {
  lineVariantsResponseSchema,
  type LineVariantsResponse,
} from '../../../api/contract/lineVariants';
import { perfumeSchema, type Perfume } from '../../../api/contract/perfume';
import {
  moreNicheResponseSchema,
  recommendationsResponseSchema,
  type MoreNicheBody,
  type MoreNicheResponse,
  type RecommendationsResponse,
} from '../../../api/contract/recommendations';
import { getAccessToken } from '../auth/authTokens';

/** `network` when the server was not reached, `unexpected` when its answer broke the contract. */
export type ScentFailure = ErrorCode | 'network' | 'unexpected' | 'unknown';

export class ScentApiError extends Error {
  override name = 'ScentApiError';
  constructor(
    readonly failure: ScentFailure,
    /** HTTP status, or 0 when the server was not reached. */
    readonly status: number,
    /** The server's German message, when it sent one. */
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? `${failure} (HTTP ${status})`);
  }
}

export type AnalysisBody = { perfumeIds: string[]; inputPerfumes: string[] };
export type RecommendBody = { perfumeIds: string[]; perfumeNames: string[] };

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

// The code is read leniently: a code this build does not know yet still keeps its message.
const apiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string().min(1) }),
});
const knownCodeSchema = z.enum(errorCodes);

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function failureFrom(status: number, body: unknown): ScentApiError {
  const apiError = apiErrorBodySchema.safeParse(body);
  if (!apiError.success) return new ScentApiError('unknown', status);
  const code = knownCodeSchema.safeParse(apiError.data.error.code);
  return new ScentApiError(
    code.success ? code.data : 'unknown',
    status,
    apiError.data.error.message,
  );
}

export function createScentApi(fetchImpl: Fetch, accessToken: () => Promise<string | null>) {
  async function send<T>(
    path: string,
    schema: z.ZodType<T>,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    // Anonymous use is allowed: a missing or unreadable session simply sends no token.
    const token = await accessToken().catch(() => null);
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      throw new ScentApiError('network', 0);
    }
    const body = await readJson(response);
    if (!response.ok) throw failureFrom(response.status, body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ScentApiError('unexpected', response.status);
    return parsed.data;
  }

  return {
    analyze: (body: AnalysisBody): Promise<AnalysisResponse> =>
      send('/api/analysis', analysisResponseSchema, { method: 'POST', body }),
    recommend: (body: RecommendBody): Promise<RecommendationsResponse> =>
      send('/api/temp-recommendations', recommendationsResponseSchema, {
        method: 'POST',
        body: { ...body, occasion: 'all' },
      }),
    moreNiche: (body: MoreNicheBody): Promise<MoreNicheResponse> =>
      send('/api/recommendations/more-niche', moreNicheResponseSchema, { method: 'POST', body }),
    perfume: (id: string): Promise<Perfume> =>
      send(`/api/perfumes/${encodeURIComponent(id)}`, perfumeSchema, { method: 'GET' }),
    cheaperAlternative: (id: string): Promise<CheaperAlternativeResponse> =>
      send(
        `/api/perfumes/${encodeURIComponent(id)}/cheaper-alternative`,
        cheaperAlternativeResponseSchema,
        { method: 'GET' },
      ),
    lineVariants: (perfumeIds: string[]): Promise<LineVariantsResponse> =>
      send('/api/perfumes/line-variants', lineVariantsResponseSchema, {
        method: 'POST',
        body: { perfumeIds },
      }),
  };
}

export type ScentApi = ReturnType<typeof createScentApi>;

export const scentApi: ScentApi = createScentApi(
  (input, init) => fetch(input, init),
  getAccessToken,
);
