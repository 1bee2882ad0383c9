// Response time and status of every API request for the admin dashboard, kept cheap on the
// hot path: a request only bumps a counter in memory (per minute, route pattern and status);
// flush() adds the finished minutes to request_metrics with one statement. The same pass
// remembers which signed-in accounts were active, written at most once a day per account.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Queryable } from '../db/database';

/** Minute rows feed the last 24 hours and the hourly chart; a month is plenty. */
export const REQUEST_METRICS_RETENTION_DAYS = 30;
export const REQUEST_METRICS_FLUSH_MS = 60_000;
/** A burst of distinct patterns cannot grow memory without bound between two flushes. */
const MAX_BUCKETS = 10_000;

interface Bucket {
  minute: number;
  route: string;
  status: number;
  requests: number;
  totalMs: number;
  maxMs: number;
}

export interface RequestMetrics {
  record(route: string, status: number, ms: number, userId?: string): void;
  /** Writes every finished minute (all minutes when `all`); returns the rows written. */
  flush(db: Queryable, options?: { all?: boolean }): Promise<number>;
  /** Flushes every minute until the returned function is called. */
  schedule(db: Queryable): () => void;
}

export function requestMetrics(now: () => number = Date.now): RequestMetrics {
  // The current minute's buckets by route and status (no key string built per request);
  // a new minute moves them to `finished`, which flush() writes.
  let minute = Math.floor(now() / 60_000);
  let current = new Map<string, Map<number, Bucket>>();
  let buckets = 0;
  let finished: Bucket[] = [];
  let activeUsers = new Set<string>();

  const rollOver = (at: number) => {
    for (const byStatus of current.values()) finished.push(...byStatus.values());
    current = new Map();
    buckets = 0;
    minute = at;
  };

  const metrics: RequestMetrics = {
    record(route, status, ms, userId) {
      const at = Math.floor(now() / 60_000);
      if (at !== minute) rollOver(at);
      let byStatus = current.get(route);
      if (!byStatus) {
        if (buckets >= MAX_BUCKETS) return;
        byStatus = new Map();
        current.set(route, byStatus);
      }
      const bucket = byStatus.get(status);
      if (bucket) {
        bucket.requests += 1;
        bucket.totalMs += ms;
        if (ms > bucket.maxMs) bucket.maxMs = ms;
      } else if (buckets < MAX_BUCKETS) {
        byStatus.set(status, { minute, route, status, requests: 1, totalMs: ms, maxMs: ms });
        buckets += 1;
      }
      if (userId !== undefined) activeUsers.add(userId);
    },

    async flush(db, options = {}) {
      const at = Math.floor(now() / 60_000);
      if (options.all || at !== minute) rollOver(at);
      const due = finished;
      finished = [];
      const users = [...activeUsers];
      activeUsers = new Set();
      if (users.length > 0) {
        await db.query(
          `UPDATE profiles SET last_active_on = (now() AT TIME ZONE 'Europe/Berlin')::date
           WHERE id = ANY($1::uuid[])
             AND last_active_on IS DISTINCT FROM (now() AT TIME ZONE 'Europe/Berlin')::date`,
          [users],
        );
      }
      if (due.length === 0) return 0;
      await db.query(
        `INSERT INTO request_metrics (minute, route, status, requests, total_ms, max_ms)
         SELECT to_timestamp(m * 60), r, s, n, t, x
         FROM unnest($1::bigint[], $2::text[], $3::smallint[], $4::int[], $5::float8[], $6::float8[])
           AS b(m, r, s, n, t, x)
         ON CONFLICT (minute, route, status) DO UPDATE SET
           requests = request_metrics.requests + excluded.requests,
           total_ms = request_metrics.total_ms + excluded.total_ms,
           max_ms = greatest(request_metrics.max_ms, excluded.max_ms)`,
        [
          due.map((b) => b.minute),
          due.map((b) => b.route),
          due.map((b) => b.status),
          due.map((b) => b.requests),
          due.map((b) => b.totalMs),
          due.map((b) => b.maxMs),
        ],
      );
      return due.length;
    },

    schedule(db) {
      const timer = setInterval(() => {
        metrics
          .flush(db)
          .catch((error: unknown) =>
            console.error(
              '[metriken] Schreiben fehlgeschlagen:',
              error instanceof Error ? error.message : error,
            ),
          );
      }, REQUEST_METRICS_FLUSH_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return metrics;
}

/**
 * Measures the request around everything after it. The route is the matched pattern
 * (`/api/perfumes/:id`), never the path: ids and query strings (the admin token) stay out,
 * and the number of distinct routes stays small.
 */
export function measureRequests(metrics: RequestMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const user: unknown = c.get('user');
      const userId =
        typeof user === 'object' && user && 'id' in user && typeof user.id === 'string'
          ? user.id
          : undefined;
      metrics.record(routePath(c), c.res.status, performance.now() - started, userId);
    }
  };
}

export async function pruneRequestMetrics(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM request_metrics WHERE minute < now() - make_interval(days => $1)`,
    [REQUEST_METRICS_RETENTION_DAYS],
  );
  return rowCount;
}
