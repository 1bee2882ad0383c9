// Token-bucket rate limits behind one interface. One process on PGlite keeps its buckets in
// memory (a restart merely forgives); with DATABASE_URL the buckets live in PostgreSQL, so
// N instances behind a load balancer share them. Each take() is one atomic statement.
import type { Database } from '../../db/database';

export interface BucketRule {
  /** Prefix of the bucket keys; also names the limit in logs. */
  name: string;
  /** Requests allowed at once. */
  burst: number;
  /** Requests regained per second. */
  perSecond: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until one request is allowed again (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  readonly shared: boolean;
  /** Takes `cost` tokens (default 1: one request; a budget of rows or bytes takes more). */
  take(rule: BucketRule, key: string, cost?: number): Promise<RateLimitDecision>;
  /** Forgets buckets that have refilled completely; returns how many. */
  prune(): Promise<number>;
}

/** "limit per period" as a bucket: the whole limit at once, refilled evenly over the period. */
export function perPeriod(name: string, limit: number, periodSeconds: number): BucketRule {
  return { name, burst: limit, perSecond: limit / periodSeconds };
}

function decision(
  tokensLeft: number,
  allowed: boolean,
  rule: BucketRule,
  cost: number,
): RateLimitDecision {
  if (allowed) return { allowed, retryAfterSeconds: 0 };
  return {
    allowed,
    retryAfterSeconds: Math.max(1, Math.ceil((cost - tokensLeft) / rule.perSecond)),
  };
}

/** A cost above the burst could never be paid: it is refused like an empty bucket. */
function checkedCost(cost: number): number {
  if (!Number.isFinite(cost) || cost < 0) throw new Error(`Ungültige Rate-Limit-Kosten: ${cost}`);
  return cost;
}

/** Buckets kept in memory at most; about 200 bytes each, so about 10 MB at the cap. */
export const MAX_MEMORY_BUCKETS = 50_000;
/** Least recently used buckets looked at per take, dropped when they have refilled. */
const SWEEP_STEP = 4;

interface MemoryBucket {
  tokens: number;
  at: number;
  fullAfterMs: number;
}

/**
 * Buckets in a Map kept in least-recently-used order (a take moves its bucket to the end).
 * Each take looks at the few oldest buckets and drops those that have refilled, so the work
 * per request is constant; past `maxBuckets` the oldest bucket is dropped even if it has not
 * refilled (that caller is forgiven: with callers grouped per network, reaching the cap
 * needs that many distinct networks within one refill period).
 */
export function memoryRateLimitStore(
  now: () => number = Date.now,
  maxBuckets: number = MAX_MEMORY_BUCKETS,
): RateLimitStore & { size(): number } {
  const buckets = new Map<string, MemoryBucket>();
  const refilled = (bucket: MemoryBucket, rule: BucketRule, at: number) =>
    Math.min(rule.burst, bucket.tokens + ((at - bucket.at) / 1000) * rule.perSecond);
  const sweepOldest = (at: number) => {
    let looked = 0;
    for (const [key, bucket] of buckets) {
      if (looked++ >= SWEEP_STEP) break;
      if (at >= bucket.fullAfterMs) buckets.delete(key);
    }
  };
  return {
    shared: false,
    size: () => buckets.size,
    async take(rule, key, cost = 1) {
      checkedCost(cost);
      const at = now();
      const id = `${rule.name}:${key}`;
      const bucket = buckets.get(id);
      if (bucket) buckets.delete(id);
      sweepOldest(at);
      const tokens = bucket ? refilled(bucket, rule, at) : rule.burst;
      const allowed = tokens >= cost;
      const left = allowed ? tokens - cost : tokens;
      buckets.set(id, {
        tokens: left,
        at,
        fullAfterMs: at + ((rule.burst - left) / rule.perSecond) * 1000,
      });
      while (buckets.size > maxBuckets) {
        const oldest = buckets.keys().next().value;
        if (oldest === undefined) break;
        buckets.delete(oldest);
      }
      return decision(left, allowed, rule, cost);
    },
    async prune() {
      const at = now();
      let removed = 0;
      for (const [key, bucket] of buckets) {
        if (at >= bucket.fullAfterMs) {
          buckets.delete(key);
          removed++;
        }
      }
      return removed;
    },
  };
}

/**
 * Buckets in the table rate_limit_buckets. The refill, the check and the take happen in one
 * INSERT … ON CONFLICT DO UPDATE, so concurrent requests on any instance serialise on the
 * row and never overspend. The clock is the database's, shared by all instances.
 */
export function postgresRateLimitStore(db: Database): RateLimitStore {
  return {
    shared: true,
    async take(rule, key, cost = 1) {
      checkedCost(cost);
      // In DO UPDATE the right-hand sides all see the row as it was before this request.
      const refilled = `least($2::float8, b.tokens + extract(epoch FROM now() - b.updated_at) * $3::float8)`;
      const left = `CASE WHEN ${refilled} >= $4::float8 THEN ${refilled} - $4::float8 ELSE ${refilled} END`;
      const { rows } = await db.query<{ tokens: number; allowed: boolean }>(
        `INSERT INTO rate_limit_buckets AS b (key, tokens, allowed, updated_at, full_at)
         SELECT $1, $2::float8 - $4::float8, true, now(),
                now() + make_interval(secs => $4::float8 / $3::float8)
         WHERE $4::float8 <= $2::float8
         ON CONFLICT (key) DO UPDATE SET
           tokens = ${left},
           allowed = ${refilled} >= $4::float8,
           updated_at = now(),
           full_at = now() + make_interval(secs => ($2::float8 - (${left})) / $3::float8)
         RETURNING b.tokens, b.allowed`,
        [`${rule.name}:${key}`, rule.burst, rule.perSecond, cost],
      );
      const row = rows[0];
      // No row: a fresh bucket could not pay a cost above its burst (nothing was inserted).
      if (!row) return decision(rule.burst, false, rule, cost);
      return decision(Number(row.tokens), row.allowed, rule, cost);
    },
    async prune() {
      const { rowCount } = await db.query('DELETE FROM rate_limit_buckets WHERE full_at <= now()');
      return rowCount;
    },
  };
}

/** Shared buckets on PostgreSQL, in-process buckets on PGlite (one process by design). */
export function rateLimitStoreFor(db: Database): RateLimitStore {
  return db.kind === 'postgres' ? postgresRateLimitStore(db) : memoryRateLimitStore();
}
