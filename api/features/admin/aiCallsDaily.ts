// All-time figures of the AI call log for the dashboard: finished days are counted once
// into ai_calls_daily (by the housekeeping), the days after them are read from the log
// itself, so the totals never scan the whole log and survive its retention.
import type { Queryable } from '../../db/database';
import { DASHBOARD_TIME_ZONE } from './periods';

/** Counts every finished day from the last counted one on (it is counted again). */
export async function aggregateAiCallDays(db: Queryable, today: string): Promise<number> {
  const { rowCount } = await db.query(
    `WITH last AS (SELECT max(day) AS day FROM ai_calls_daily)
     INSERT INTO ai_calls_daily (day, type, calls, ok, ok_computed, ok_computed_ms)
     SELECT (created_at AT TIME ZONE $2)::date, type, count(*)::int,
            count(*) FILTER (WHERE outcome = 'ok')::int,
            count(*) FILTER (WHERE outcome = 'ok' AND NOT cache_hit)::int,
            coalesce(sum(duration_ms) FILTER (WHERE outcome = 'ok' AND NOT cache_hit), 0)
     FROM ai_calls, last
     WHERE created_at < ($1::date)::timestamp AT TIME ZONE $2
       AND (last.day IS NULL OR created_at >= (last.day)::timestamp AT TIME ZONE $2)
     GROUP BY 1, 2
     ON CONFLICT (day, type) DO UPDATE SET calls = excluded.calls, ok = excluded.ok,
       ok_computed = excluded.ok_computed, ok_computed_ms = excluded.ok_computed_ms`,
    [today, DASHBOARD_TIME_ZONE],
  );
  return rowCount;
}

export interface AiTypeTotals {
  type: string;
  total: number;
  ok: number;
  okComputed: number;
  okComputedMs: number;
}

/** Calls per type up to `now`: counted days plus the log after them. */
export async function aiTotalsByType(db: Queryable, now: Date): Promise<Map<string, AiTypeTotals>> {
  const { rows } = await db.query<{
    type: string;
    total: number;
    ok: number;
    ok_computed: number;
    ok_computed_ms: number;
  }>(
    `WITH last AS (SELECT max(day) AS day FROM ai_calls_daily),
     parts AS (
       SELECT d.type, d.calls AS total, d.ok, d.ok_computed, d.ok_computed_ms
       FROM ai_calls_daily d, last WHERE d.day <= last.day
       UNION ALL
       SELECT c.type, 1, (c.outcome = 'ok')::int, (c.outcome = 'ok' AND NOT c.cache_hit)::int,
              CASE WHEN c.outcome = 'ok' AND NOT c.cache_hit THEN c.duration_ms ELSE 0 END
       FROM ai_calls c, last
       WHERE c.created_at <= $1
         AND (last.day IS NULL OR c.created_at >= (last.day + 1)::timestamp AT TIME ZONE $2)
     )
     SELECT type, sum(total)::int AS total, sum(ok)::int AS ok,
            sum(ok_computed)::int AS ok_computed, sum(ok_computed_ms)::float8 AS ok_computed_ms
     FROM parts GROUP BY type`,
    [now, DASHBOARD_TIME_ZONE],
  );
  return new Map(
    rows.map((row) => [
      row.type,
      {
        type: row.type,
        total: row.total,
        ok: row.ok,
        okComputed: row.ok_computed,
        okComputedMs: row.ok_computed_ms,
      },
    ]),
  );
}
