// Calling the engine from a route, as the analysis and recommendation routes do: the current
// engine (rebuilt when the catalog changes), the recommendations' rate limit (per user, per IP
// when anonymous), and every call through the result cache and the AI call log.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { cachedCall, type AiCallType } from '../ai/aiCalls';
import { optionalUser, type AccessTokenVerifier } from '../auth/requireUser';
import type { ScentEngine } from './engine';
import { QUOTAS, takeQuota, type QuotaDeps } from '../limits/quotas';

export interface ScentDeps extends QuotaDeps {
  db: Database;
  auth: AccessTokenVerifier;
  /** The engine in use now; replaced when a catalog import changes the perfumes. */
  engine: () => ScentEngine;
}

export async function takeRecommendationQuota(c: Context, deps: ScentDeps): Promise<void> {
  await takeQuota(c, deps, QUOTAS.recommendations, await optionalUser(c, deps.auth));
}

/** Runs an engine call through the cache; engine failures become one German API error. */
export async function runEngine<T>(
  deps: ScentDeps,
  call: {
    type: AiCallType;
    input: unknown;
    schema: z.ZodType<T>;
    run: (engine: ScentEngine) => Promise<T>;
  },
): Promise<T> {
  const engine = deps.engine();
  try {
    // The OpenAI engine caches and logs inside, where it knows the real token usage.
    if (engine.kind === 'openai') return call.schema.parse(await call.run(engine));
    const { result } = await cachedCall(deps.db, {
      type: call.type,
      engine: engine.kind,
      model: engine.version,
      promptVersion: engine.version,
      input: call.input,
      schema: call.schema,
      compute: async () => ({
        result: await call.run(engine),
        usage: { model: engine.version, inputTokens: 0, outputTokens: 0 },
      }),
    });
    return result;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error(
      `[engine] ${call.type} fehlgeschlagen:`,
      error instanceof Error ? error.message : error,
    );
    throw new ApiError('engine_failed');
  }
}

/** Orderless lists are sorted so equal requests share one cache entry. */
export function sortedCopy<T>(values: readonly T[]): T[] {
  return [...values].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
