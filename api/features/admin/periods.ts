// The dashboard's periods, computed by the database in its time zone so that "today"
// means the same calendar day for the queries and the visitor keys. "This week" is the
// last 7 days including today; "this month" the calendar month.
import type { Queryable } from '../../db/database';

export const DASHBOARD_TIME_ZONE = 'Europe/Berlin';

export interface Periods {
  now: Date;
  /** Calendar days (YYYY-MM-DD). */
  today: string;
  weekStartDay: string;
  monthStartDay: string;
  /** First of the last 30 days, today included. */
  days30StartDay: string;
  /** The same boundaries as instants. */
  todayStart: Date;
  weekStart: Date;
  monthStart: Date;
  days30Start: Date;
  dayOfMonth: number;
  daysInMonth: number;
}

export async function periodsAt(db: Queryable, now: Date): Promise<Periods> {
  const { rows } = await db.query<{
    today: string;
    week_start_day: string;
    month_start_day: string;
    days30_start_day: string;
    today_start: Date;
    week_start: Date;
    month_start: Date;
    days30_start: Date;
    day_of_month: number;
    days_in_month: number;
  }>(
    `WITH local AS (SELECT $1::timestamptz AT TIME ZONE $2 AS t)
     SELECT t::date::text AS today,
            (t::date - 6)::text AS week_start_day,
            date_trunc('month', t)::date::text AS month_start_day,
            (t::date - 29)::text AS days30_start_day,
            date_trunc('day', t) AT TIME ZONE $2 AS today_start,
            (date_trunc('day', t) - interval '6 days') AT TIME ZONE $2 AS week_start,
            date_trunc('month', t) AT TIME ZONE $2 AS month_start,
            (date_trunc('day', t) - interval '29 days') AT TIME ZONE $2 AS days30_start,
            extract(day FROM t)::int AS day_of_month,
            extract(day FROM date_trunc('month', t) + interval '1 month - 1 day')::int AS days_in_month
     FROM local`,
    [now, DASHBOARD_TIME_ZONE],
  );
  const row = rows[0]!;
  return {
    now,
    today: row.today,
    weekStartDay: row.week_start_day,
    monthStartDay: row.month_start_day,
    days30StartDay: row.days30_start_day,
    todayStart: new Date(row.today_start),
    weekStart: new Date(row.week_start),
    monthStart: new Date(row.month_start),
    days30Start: new Date(row.days30_start),
    dayOfMonth: row.day_of_month,
    daysInMonth: row.days_in_month,
  };
}

/** The last `count` calendar days up to `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
