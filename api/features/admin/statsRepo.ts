// Every figure of the admin dashboard (spec 001 §3 "Admin stats") from what really
// happened: profiles, collections, the AI call log, the request metrics and the analytics
// events. Each query is bounded by an indexed time range or reads the per-day counts.
import { POTENTIAL_REVENUE_PER_USER_USD, type AdminStats } from '../../contract/admin';
import type { Queryable } from '../../db/database';
import { dailyCounts, type DayCounts } from '../analytics/analyticsRepo';
import { DEFAULT_WRITE_BUDGETS, type WriteBudgetSettings } from '../limits/writeBudgets';
import { aiTotalsByType } from './aiCallsDaily';
import { DASHBOARD_TIME_ZONE, lastDays, periodsAt, type Periods } from './periods';

export interface FixedCosts {
  hostingUsdMonthly: number;
  databaseUsdMonthly: number;
}

const round = (value: number, digits = 2) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
const percentOf = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : 0);
const ratio = (part: number, whole: number, digits = 2) =>
  whole > 0 ? round(part / whole, digits) : 0;
const usd = (value: number) => round(value, 6);

async function userFigures(db: Queryable, p: Periods) {
  const { rows } = await db.query<{
    total: number;
    new_today: number;
    new_week: number;
    active: number;
  }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE created_at >= $1)::int AS new_today,
            count(*) FILTER (WHERE created_at >= $2)::int AS new_week,
            count(*) FILTER (
              WHERE last_active_on >= $3::date
                 OR id IN (SELECT id FROM auth_users
                           WHERE last_sign_in_at >= $4::timestamptz - interval '30 days')
            )::int AS active
     FROM profiles WHERE created_at <= $4`,
    [p.todayStart, p.weekStart, p.days30StartDay, p.now],
  );
  return rows[0]!;
}

interface AiCostRow {
  type: string;
  today_count: number;
  week_count: number;
  calls: number;
  cache_hits: number;
  all_calls: number;
  openai_calls: number;
  tokens: number;
  cost_month: number;
  cost_week: number;
  cost_today: number;
}

async function aiCosts(db: Queryable, p: Periods): Promise<AiCostRow[]> {
  const { rows } = await db.query<AiCostRow>(
    `SELECT type,
            count(*) FILTER (WHERE created_at >= $3)::int AS today_count,
            count(*) FILTER (WHERE created_at >= $2)::int AS week_count,
            count(*) FILTER (WHERE created_at >= $1 AND NOT cache_hit)::int AS calls,
            count(*) FILTER (WHERE created_at >= $1 AND cache_hit)::int AS cache_hits,
            count(*) FILTER (WHERE created_at >= $1)::int AS all_calls,
            count(*) FILTER (WHERE created_at >= $1 AND engine = 'openai' AND NOT cache_hit)::int AS openai_calls,
            coalesce(sum(input_tokens + output_tokens) FILTER (WHERE created_at >= $1), 0)::int AS tokens,
            coalesce(sum(cost_usd) FILTER (WHERE created_at >= $1), 0)::float8 AS cost_month,
            coalesce(sum(cost_usd) FILTER (WHERE created_at >= $2), 0)::float8 AS cost_week,
            coalesce(sum(cost_usd) FILTER (WHERE created_at >= $3), 0)::float8 AS cost_today
     FROM ai_calls
     WHERE created_at >= least($1::timestamptz, $2::timestamptz) AND created_at <= $4
     GROUP BY type`,
    [p.monthStart, p.weekStart, p.todayStart, p.now],
  );
  return rows;
}

async function collectionFigures(db: Queryable) {
  const { rows } = await db.query<{ total: number; analysed: number; items: number }>(
    `SELECT (SELECT count(*) FROM collections)::int AS total,
            (SELECT count(*) FROM collection_analyses)::int AS analysed,
            (SELECT count(*) FROM collection_items)::int AS items`,
  );
  return rows[0]!;
}

async function requestFigures(db: Queryable, p: Periods) {
  const { rows } = await db.query<{
    hour: Date;
    requests: number;
    total_ms: number;
    errors: number;
  }>(
    `SELECT date_trunc('hour', minute) AS hour,
            sum(requests)::int AS requests,
            sum(total_ms)::float8 AS total_ms,
            coalesce(sum(requests) FILTER (WHERE status >= 500), 0)::int AS errors
     FROM request_metrics
     WHERE minute > $1::timestamptz - interval '24 hours' AND minute <= $1
     GROUP BY 1 ORDER BY 1`,
    [p.now],
  );
  return rows;
}

async function aiCostsPerDay(db: Queryable, p: Periods) {
  const { rows } = await db.query<{ day: string; type: string; cost: number }>(
    `SELECT (created_at AT TIME ZONE $3)::date::text AS day, type, sum(cost_usd)::float8 AS cost
     FROM ai_calls WHERE created_at >= $1 AND created_at <= $2 GROUP BY 1, 2`,
    [p.days30Start, p.now, DASHBOARD_TIME_ZONE],
  );
  return rows;
}

async function signupsPerDay(db: Queryable, p: Periods) {
  const { rows } = await db.query<{ day: string; signups: number }>(
    `SELECT (created_at AT TIME ZONE $3)::date::text AS day, count(*)::int AS signups
     FROM profiles WHERE created_at >= $1 AND created_at <= $2 GROUP BY 1`,
    [p.days30Start, p.now, DASHBOARD_TIME_ZONE],
  );
  return new Map(rows.map((row) => [row.day, row.signups]));
}

function visitorPeriod(days: readonly (DayCounts | undefined)[]) {
  let visitors = 0;
  const events = (type: string) => days.reduce((sum, day) => sum + (day?.events.get(type) ?? 0), 0);
  for (const day of days) visitors += day?.visitors ?? 0;
  return {
    newVisitors: visitors,
    searchesStarted: events('search_started'),
    imagesUploaded: events('image_uploaded'),
    conversionRate: percentOf(events('signup'), visitors),
    signups: events('signup'),
    interactions: events('*') - events('page_view'),
  };
}

/** Temporary perfumes stored, and saved since the start of the day (the table is bounded). */
async function tempItemFigures(db: Queryable, p: Periods) {
  const { rows } = await db.query<{ stored: number; today: number }>(
    `SELECT count(*)::int AS stored, count(*) FILTER (WHERE added_at >= $1)::int AS today
     FROM temp_collection_items`,
    [p.todayStart],
  );
  return rows[0]!;
}

const AI_TYPES = {
  imageAnalysis: 'photo',
  recommendations: 'recommendations',
  dnaAnalysis: 'analysis',
};

export async function adminStats(
  db: Queryable,
  now: Date,
  fixed: FixedCosts,
  budgets: WriteBudgetSettings = DEFAULT_WRITE_BUDGETS,
): Promise<AdminStats> {
  const p = await periodsAt(db, now);
  const [users, totals, costs, collections, hourly, costDays, signups, days, temp] =
    await Promise.all([
      userFigures(db, p),
      aiTotalsByType(db, p.now),
      aiCosts(db, p),
      collectionFigures(db),
      requestFigures(db, p),
      aiCostsPerDay(db, p),
      signupsPerDay(db, p),
      dailyCounts(db, p.days30StartDay, p.today),
      tempItemFigures(db, p),
    ]);

  const days30 = lastDays(p.today, 30);
  const week = visitorPeriod(days30.slice(-7).map((day) => days.get(day)));
  const today = visitorPeriod([days.get(p.today)]);
  const month30 = visitorPeriod(days30.map((day) => days.get(day)));

  const recommendations = totals.get('recommendations');
  const analyses = totals.get('analysis');
  const costOf = (type: string) => costs.find((row) => row.type === type);
  const sum = (pick: (row: AiCostRow) => number) => costs.reduce((s, row) => s + pick(row), 0);
  const byType = (type: string) => {
    const row = costOf(type);
    const calls = row?.calls ?? 0;
    const cost = row?.cost_month ?? 0;
    return { calls, cost: usd(cost), avgCost: calls > 0 ? usd(cost / calls) : 0 };
  };
  const fixedMonthly = fixed.hostingUsdMonthly + fixed.databaseUsdMonthly;
  const fixedPerDay = fixedMonthly / p.daysInMonth;
  const requests = hourly.reduce((s, row) => s + row.requests, 0);

  return {
    generatedAt: now.toISOString(),
    users: {
      total: users.total,
      newToday: users.new_today,
      newThisWeek: users.new_week,
      activeUsers: users.active,
    },
    recommendations: {
      total: recommendations?.total ?? 0,
      todayCount: costOf('recommendations')?.today_count ?? 0,
      weekCount: costOf('recommendations')?.week_count ?? 0,
      successRate: percentOf(recommendations?.ok ?? 0, recommendations?.total ?? 0),
    },
    collections: {
      total: collections.total,
      withAnalysis: collections.analysed,
      avgPerfumesPerCollection: ratio(collections.items, collections.total),
    },
    analysis: {
      totalAnalyses: analyses?.ok ?? 0,
      avgProcessingTime: round(ratio(analyses?.okComputedMs ?? 0, analyses?.okComputed ?? 0), 1),
    },
    performance: {
      avgResponseTime: ratio(
        hourly.reduce((s, row) => s + row.total_ms, 0),
        requests,
      ),
      errorRate: percentOf(
        hourly.reduce((s, row) => s + row.errors, 0),
        requests,
      ),
      requests,
      cacheHitRate: percentOf(
        sum((row) => row.cache_hits),
        sum((row) => row.all_calls),
      ),
      openaiUsage: sum((row) => row.openai_calls),
    },
    visitors: {
      today: {
        newVisitors: today.newVisitors,
        searchesStarted: today.searchesStarted,
        imagesUploaded: today.imagesUploaded,
        conversionRate: today.conversionRate,
      },
      thisWeek: {
        newVisitors: week.newVisitors,
        searchesStarted: week.searchesStarted,
        imagesUploaded: week.imagesUploaded,
        conversionRate: week.conversionRate,
      },
    },
    anonymousWrites: {
      tempItemsStored: temp.stored,
      tempItemsToday: temp.today,
      tempItemsPerDay: budgets.tempItemsPerDay,
      analyticsEventsToday: days.get(p.today)?.events.get('*') ?? 0,
      analyticsEventsPerDay: budgets.analyticsEventsPerDay,
    },
    costs: {
      openaiCosts: {
        thisMonth: usd(sum((row) => row.cost_month)),
        totalCalls: sum((row) => row.calls),
        totalTokens: sum((row) => row.tokens),
      },
      supabaseCosts: { thisMonth: usd(fixed.databaseUsdMonthly) },
      hostingCosts: { thisMonth: usd(fixed.hostingUsdMonthly) },
      totalRealCosts: {
        today: usd(sum((row) => row.cost_today) + fixedPerDay),
        thisWeek: usd(sum((row) => row.cost_week) + fixedPerDay * 7),
        thisMonth: usd(sum((row) => row.cost_month) + fixedPerDay * p.dayOfMonth),
      },
      openaiByType: {
        imageAnalysis: byType(AI_TYPES.imageAnalysis),
        recommendations: byType(AI_TYPES.recommendations),
        dnaAnalysis: byType(AI_TYPES.dnaAnalysis),
      },
    },
    revenue: {
      potentialRevenue: round(users.total * POTENTIAL_REVENUE_PER_USER_USD),
      conversionRate: month30.conversionRate,
      avgInteractionsPerUser: ratio(month30.interactions, month30.newVisitors),
      userEngagement: percentOf(users.active, users.total),
    },
    charts: {
      daily: days30.map((day) => ({
        day,
        visitors: days.get(day)?.visitors ?? 0,
        signups: signups.get(day) ?? 0,
      })),
      aiCosts: days30.map((day) => {
        const cost = (type: string) =>
          usd(costDays.find((row) => row.day === day && row.type === type)?.cost ?? 0);
        return {
          day,
          imageAnalysis: cost(AI_TYPES.imageAnalysis),
          recommendations: cost(AI_TYPES.recommendations),
          dnaAnalysis: cost(AI_TYPES.dnaAnalysis),
        };
      }),
      hourly: hourly.map((row) => ({
        hour: new Date(row.hour).toISOString(),
        requests: row.requests,
        avgResponseTime: ratio(row.total_ms, row.requests),
        errorRate: percentOf(row.errors, row.requests),
      })),
    },
  };
}
