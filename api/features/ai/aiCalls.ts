// Runs an engine call through the result cache and records it in the AI call log: the
// cache key is a hash of the call type, engine, model, prompt version and the normalised
// input; every call — hit, miss or failure — becomes one ai_calls row for the admin
// dashboard (type, model, tokens, cost from the price table, duration, outcome).
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database';

export type AiCallType = 'analysis' | 'recommendations' | 'photo';

export interface EngineUsage {
  model: string;
  inputTokens: number;
  outputTokens: number;
}

/**
 * US dollars per million tokens (input, output), from OpenAI's published price list
 * (openai.com/api/pricing, 2025). Unknown models cost 0 here and are named in the log.
 */
const PRICES_PER_MILLION: Record<string, { input: number; output: number }> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4.1': { input: 2, output: 8 },
};

export function costUsd(usage: EngineUsage): number {
  const price = Object.entries(PRICES_PER_MILLION)
    .filter(([model]) => usage.model === model || usage.model.startsWith(`${model}-`))
    .sort(([a], [b]) => b.length - a.length)[0]?.[1];
  if (!price) return 0;
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
}

export interface CachedCallOptions<T> {
  type: AiCallType;
  engine: string;
  model: string;
  promptVersion: string;
  /** Normalised input: equal inputs must serialise equally (sort what has no order). */
  input: unknown;
  schema: z.ZodType<T>;
  compute: () => Promise<{ result: T; usage: EngineUsage }>;
  now?: () => number;
  /**
   * Whose input this is, for results read from personal input (a photo's OCR words, review
   * N16): part of the key, so no other owner is ever served them. `user:<id>` keys start
   * with the owner, so account deletion finds them (accountDeletionRepo.ts); any other
   * owner (`ip:<network>`) is only hashed into the key, never stored readable.
   */
  owner?: string;
}

export function cacheKey(parts: {
  type: string;
  engine: string;
  model: string;
  promptVersion: string;
  input: unknown;
}) {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

const USER_OWNER = /^user:[^:]+$/;

/** The row's key: the hash, behind the owner when that is an account. */
function storedKey(options: CachedCallOptions<unknown>): string {
  const hash = cacheKey(options);
  return options.owner && USER_OWNER.test(options.owner) ? `${options.owner}:${hash}` : hash;
}

async function logCall(
  db: Database,
  row: {
    type: string;
    engine: string;
    usage: EngineUsage;
    durationMs: number;
    outcome: string;
    cacheHit: boolean;
  },
) {
  await db.query(
    `INSERT INTO ai_calls (type, engine, model, input_tokens, output_tokens, cost_usd, duration_ms, outcome, cache_hit)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.type,
      row.engine,
      row.usage.model,
      row.usage.inputTokens,
      row.usage.outputTokens,
      row.cacheHit ? 0 : costUsd(row.usage),
      Math.round(row.durationMs),
      row.outcome,
      row.cacheHit,
    ],
  );
}

export async function cachedCall<T>(
  db: Database,
  options: CachedCallOptions<T>,
): Promise<{ result: T; cacheHit: boolean }> {
  const now = options.now ?? performance.now.bind(performance);
  const started = now();
  const key = storedKey(options);
  const { rows } = await db.query<{ result: unknown }>(
    `UPDATE ai_cache SET hits = hits + 1, last_hit_at = now() WHERE key = $1 RETURNING result`,
    [key],
  );
  // A cached result that no longer fits its schema (older release) is recomputed, not served.
  const cached = rows[0] ? options.schema.safeParse(rows[0].result) : null;
  const noUsage = { model: options.model, inputTokens: 0, outputTokens: 0 };
  if (cached?.success) {
    await logCall(db, {
      type: options.type,
      engine: options.engine,
      usage: noUsage,
      durationMs: now() - started,
      outcome: 'ok',
      cacheHit: true,
    });
    return { result: cached.data, cacheHit: true };
  }
  try {
    const { result, usage } = await options.compute();
    const checked = options.schema.parse(result);
    await db.query(
      `INSERT INTO ai_cache (key, type, result) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET result = excluded.result, created_at = now()`,
      [key, options.type, JSON.stringify(checked)],
    );
    await logCall(db, {
      type: options.type,
      engine: options.engine,
      usage,
      durationMs: now() - started,
      outcome: 'ok',
      cacheHit: false,
    });
    return { result: checked, cacheHit: false };
  } catch (error) {
    const outcome = error instanceof Error ? `error: ${error.name}` : 'error';
    await logCall(db, {
      type: options.type,
      engine: options.engine,
      usage: noUsage,
      durationMs: now() - started,
      outcome,
      cacheHit: false,
    });
    throw error;
  }
}

/** Cached results unused for this long are deleted: prices, catalog and prompts move on. */
export const AI_CACHE_RETENTION_DAYS = 30;
/** The call log feeds the admin dashboard's cost figures: kept for 13 months. */
export const AI_CALLS_RETENTION_DAYS = 400;

export async function pruneAiData(db: Queryable): Promise<number> {
  const cache = await db.query(
    `DELETE FROM ai_cache WHERE coalesce(last_hit_at, created_at) < now() - make_interval(days => $1)`,
    [AI_CACHE_RETENTION_DAYS],
  );
  const calls = await db.query(
    `DELETE FROM ai_calls WHERE created_at < now() - make_interval(days => $1)`,
    [AI_CALLS_RETENTION_DAYS],
  );
  return cache.rowCount + calls.rowCount;
}
