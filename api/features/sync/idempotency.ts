// Exactly-once effect over at-least-once delivery: a mutation sent with an idempotency key
// is applied once; every later delivery with that key gets the stored answer (status and
// body) and changes nothing. The key row is inserted before the mutation runs and the
// answer is written in the same transaction, so "applied" and "answer stored" commit
// together; a concurrent duplicate blocks on the uncommitted key row (PostgreSQL) or on
// the single connection (PGlite) and then reads the stored answer.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { apiErrorSchema } from '../../contract/errors';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_RETENTION_DAYS,
  idempotencyKeySchema,
} from '../../contract/sync';
import type { Database, Queryable } from '../../db/database';
import { ApiError, errorBody } from '../../http/apiError';
import { reportBrokenRow } from './storedRows';

export interface MutationAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}

export interface IdempotentAnswer extends MutationAnswer {
  /** True when the answer was stored by an earlier delivery and nothing was applied now. */
  replayed: boolean;
}

export interface IdempotencyKey {
  /** Whose keys: the user id, "temp:<email>:<device id>", "photo:user:<id>" or "photo:ip:<network>". */
  scope: string;
  key: string;
  /** requestHash() of the request: the same key with another request is refused. */
  requestHash: string;
}

/** The Idempotency-Key header, or null when absent; anything but a UUID is refused. */
export function idempotencyKeyOf(c: Context): string | null {
  const value = c.req.header(IDEMPOTENCY_HEADER);
  if (value === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(value.trim());
  if (!parsed.success) throw new ApiError('invalid_idempotency_key');
  return parsed.data.toLowerCase();
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** Answers of 4xx are stored like successes (a replay must not turn a 409 into a 200). */
class StoredRejection extends Error {
  constructor(readonly answer: MutationAnswer) {
    super('rejected');
  }
}

function rejectionOf(error: unknown): MutationAnswer | null {
  if (error instanceof StoredRejection) return error.answer;
  if (error instanceof ApiError && error.status < 500) {
    return { status: error.status, body: errorBody(error.code, error.message) };
  }
  return null;
}

/** A stored answer that cannot be replayed: its row is dropped and the request runs anew. */
class BrokenAnswer extends Error {
  constructor() {
    super('stored answer broken');
  }
}

/**
 * Whether a stored answer can be replayed: a status this API answers mutations with (200–499;
 * an unfinished claim has 0) and a body in its shape (our error shape for 4xx, the mutation's
 * result schema for 2xx when the caller names one).
 */
function isReplayable(
  row: { status: number; body: unknown },
  successSchema: z.ZodType | undefined,
): boolean {
  if (!Number.isInteger(row.status) || row.status < 200 || row.status > 499) return false;
  if (row.status >= 400) return apiErrorSchema.safeParse(row.body).success;
  return successSchema === undefined || successSchema.safeParse(row.body).success;
}

async function storedAnswer(
  db: Queryable,
  id: IdempotencyKey,
  successSchema?: z.ZodType,
): Promise<IdempotentAnswer | BrokenAnswer | null> {
  const { rows } = await db.query<{ request_hash: string; status: number; body: unknown }>(
    `SELECT request_hash, status, body FROM idempotency_keys WHERE scope = $1 AND key = $2`,
    [id.scope, id.key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== id.requestHash) {
    const error = new ApiError('idempotency_key_reused');
    return { status: error.status, body: errorBody(error.code), replayed: false };
  }
  if (!isReplayable(row, successSchema)) {
    reportBrokenRow('idempotency_keys', `${id.scope.split(':')[0] ?? ''}:${id.key}`);
    return new BrokenAnswer();
  }
  // Checked above: a status between 200 and 499.
  const status = row.status as ContentfulStatusCode;
  return { status, body: row.body, replayed: true };
}

async function dropStoredAnswer(db: Queryable, id: IdempotencyKey): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2`, [id.scope, id.key]);
}

async function storeAnswer(db: Queryable, id: IdempotencyKey, answer: MutationAnswer) {
  await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, status, body) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (scope, key) DO NOTHING`,
    [id.scope, id.key, id.requestHash, answer.status, JSON.stringify(answer.body ?? null)],
  );
}

/**
 * Runs `mutate` in one transaction. Without a key it simply runs; with a key the answer
 * is stored with the change, or a stored answer is returned instead. A thrown ApiError
 * below 500 becomes its error answer; 5xx and unexpected errors are thrown and not stored,
 * so the device may retry them. A stored answer that is broken (bad status, or a body not
 * in its shape: `successSchema` for 2xx) is reported, dropped and the mutation runs again:
 * if it had been applied, the rerun answers like any duplicate (e.g. 409), never 500.
 */
export async function withIdempotency(
  db: Database,
  id: IdempotencyKey | null,
  mutate: (tx: Queryable) => Promise<MutationAnswer>,
  successSchema?: z.ZodType,
): Promise<IdempotentAnswer> {
  try {
    return await claimAndRun(db, id, mutate, successSchema);
  } catch (error) {
    if (!(error instanceof BrokenAnswer) || !id) throw error;
    await dropStoredAnswer(db, id);
    return claimAndRun(db, id, mutate, successSchema);
  }
}

async function claimAndRun(
  db: Database,
  id: IdempotencyKey | null,
  mutate: (tx: Queryable) => Promise<MutationAnswer>,
  successSchema: z.ZodType | undefined,
): Promise<IdempotentAnswer> {
  try {
    return await db.transaction(async (tx) => {
      if (id) {
        // Placeholder answer, replaced below before commit; nobody else can see it.
        const claimed = await tx.query(
          `INSERT INTO idempotency_keys (scope, key, request_hash, status) VALUES ($1, $2, $3, 0)
           ON CONFLICT (scope, key) DO NOTHING`,
          [id.scope, id.key, id.requestHash],
        );
        if (claimed.rowCount === 0) {
          const stored = await storedAnswer(tx, id, successSchema);
          if (stored instanceof BrokenAnswer) throw stored;
          if (stored) return stored;
          throw new Error('Idempotenz-Schlüssel weder neu noch gespeichert.');
        }
      }
      const answer = await mutate(tx);
      if (answer.status >= 400) throw new StoredRejection(answer);
      if (id) {
        await tx.query(
          `UPDATE idempotency_keys SET status = $3, body = $4 WHERE scope = $1 AND key = $2`,
          [id.scope, id.key, answer.status, JSON.stringify(answer.body ?? null)],
        );
      }
      return { ...answer, replayed: false };
    });
  } catch (error) {
    const rejection = rejectionOf(error);
    if (!rejection || rejection.status >= 500) throw error;
    // The mutation rolled back; its answer is kept in a small transaction of its own.
    if (id) await storeAnswer(db, id, rejection);
    return { ...rejection, replayed: false };
  }
}

/**
 * For work that must not run inside a database transaction (a photo analysis takes
 * seconds): the stored answer, or null when the key is new. Store with rememberAnswer.
 */
export async function recalledAnswer(
  db: Queryable,
  id: IdempotencyKey,
  successSchema?: z.ZodType,
): Promise<IdempotentAnswer | null> {
  const stored = await storedAnswer(db, id, successSchema);
  if (!(stored instanceof BrokenAnswer)) return stored;
  await dropStoredAnswer(db, id);
  return null;
}

export async function rememberAnswer(db: Queryable, id: IdempotencyKey, answer: MutationAnswer) {
  await storeAnswer(db, id, answer);
}

/** Deletes keys past the retention (plus a day, so a key never expires early). */
export async function pruneIdempotencyKeys(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)`,
    [IDEMPOTENCY_RETENTION_DAYS + 1],
  );
  return rowCount;
}
