// SQL of the first-party analytics: storing events, the per-day counts that outlive them,
// and the reads of the admin dashboard. Finished days are read from analytics_daily, the
// days after the last aggregated one from the events (index on day, type), so a read never
// scans more than a few days of raw events however many months are stored.
import type { AnalyticsEvent } from '../../contract/analytics';
import type { Queryable } from '../../db/database';

/** Events are kept 13 months (≈ 396 days); their per-day counts hold no visitor keys and stay. */
export const ANALYTICS_RETENTION_DAYS = 396;

export async function insertEvents(
  db: Queryable,
  day: string,
  visitor: string,
  events: readonly AnalyticsEvent[],
): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO analytics_events (day, type, visitor, page_path)
     SELECT $1::date, type, $2, page_path FROM unnest($3::text[], $4::text[]) AS e(type, page_path)`,
    [day, visitor, events.map((e) => e.type), events.map((e) => e.page_path)],
  );
  return rowCount;
}

/**
 * Counts every finished day from the last aggregated one on (it is counted again, for
 * events that arrived after its first count). Idempotent; run by the housekeeping.
 */
export async function aggregateAnalyticsDays(db: Queryable, today: string): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO analytics_daily (day, type, events, visitors)
     SELECT day, coalesce(type, '*'), count(*)::int, count(DISTINCT visitor)::int
     FROM analytics_events
     WHERE day < $1::date
       AND day >= coalesce((SELECT max(day) FROM analytics_daily), '-infinity'::date)
     GROUP BY GROUPING SETS ((day, type), (day))
     ON CONFLICT (day, type) DO UPDATE SET events = excluded.events, visitors = excluded.visitors`,
    [today],
  );
  return rowCount;
}

export async function pruneAnalytics(db: Queryable, today: string): Promise<number> {
  await aggregateAnalyticsDays(db, today);
  // Days older than the newest aggregate are counted: their events may go at the end of
  // the retention period, never before they were counted.
  const events = await db.query(
    `DELETE FROM analytics_events
     WHERE day < $1::date - $2::int
       AND day < coalesce((SELECT max(day) FROM analytics_daily), '-infinity'::date)`,
    [today, ANALYTICS_RETENTION_DAYS],
  );
  const salts = await db.query(`DELETE FROM analytics_salts WHERE day < $1::date`, [today]);
  return events.rowCount + salts.rowCount;
}

export interface DayCounts {
  /** Per event type, and '*' for all events of the day. */
  events: Map<string, number>;
  /** Distinct visitors of the day (all types). */
  visitors: number;
}

/** Events per type and distinct visitors for every day from `fromDay` to `today`. */
export async function dailyCounts(
  db: Queryable,
  fromDay: string,
  today: string,
): Promise<Map<string, DayCounts>> {
  const { rows } = await db.query<{
    day: string;
    type: string;
    events: number;
    visitors: number;
  }>(
    `WITH last AS (SELECT coalesce(max(day), '-infinity'::date) AS day FROM analytics_daily)
     SELECT d.day::text AS day, d.type, d.events, d.visitors
     FROM analytics_daily d, last
     WHERE d.day >= $1::date AND d.day <= last.day AND d.day <= $2::date
     UNION ALL
     SELECT e.day::text, coalesce(e.type, '*'), count(*)::int, count(DISTINCT e.visitor)::int
     FROM analytics_events e, last
     WHERE e.day >= $1::date AND e.day > last.day AND e.day <= $2::date
     GROUP BY GROUPING SETS ((e.day, e.type), (e.day))`,
    [fromDay, today],
  );
  const days = new Map<string, DayCounts>();
  for (const row of rows) {
    let counts = days.get(row.day);
    if (!counts) {
      counts = { events: new Map(), visitors: 0 };
      days.set(row.day, counts);
    }
    counts.events.set(row.type, row.events);
    if (row.type === '*') counts.visitors = row.visitors;
  }
  return days;
}

export interface AnalyticsActivityRow {
  type: string;
  page_path: string | null;
  created_at: Date;
}

/** The newest events other than page views (the admin's activity list). */
export async function latestInteractions(
  db: Queryable,
  types: readonly string[],
  limit: number,
): Promise<AnalyticsActivityRow[]> {
  const { rows } = await db.query<AnalyticsActivityRow>(
    `SELECT type, page_path, created_at FROM analytics_events
     WHERE type = ANY($1::text[]) ORDER BY created_at DESC LIMIT $2`,
    [types, limit],
  );
  return rows;
}
