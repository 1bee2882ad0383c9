import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActivitySchema, adminStatsSchema, type AdminStats } from '../../contract/admin';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { callApi, createTestApp, type TestApp } from '../../../tests/support/testApp';
import { aggregateAnalyticsDays } from '../analytics/analyticsRepo';
import { aggregateAiCallDays } from './aiCallsDaily';

const TOKEN = 'admin-token-für-tests-0123456789';
// Wednesday, 18 November 2026, 12:00 in Berlin (UTC+1): "today" is the 18th, "this week"
// 12–18 November, "this month" November (30 days, 18 of them so far).
const NOW = new Date('2026-11-18T11:00:00Z');

let t: TestApp;
let stats: AdminStats;

beforeAll(async () => {
  t = await createTestApp(
    sampleCatalog(),
    {},
    {
      deps: {
        admin: {
          token: TOKEN,
          costs: { hostingUsdMonthly: 30, databaseUsdMonthly: 15 },
          now: () => NOW,
        },
      },
    },
  );
  await seed();
  const response = await callApi(t, 'GET', '/api/admin/stats', { token: TOKEN });
  expect(response.status).toBe(200);
  stats = adminStatsSchema.parse(await response.json());
});
afterAll(async () => {
  await t.close();
});

async function profile(createdAt: string, lastActiveOn: string | null, lastSignIn?: string) {
  const id = randomUUID();
  await t.db.query(
    `INSERT INTO profiles (id, email, created_at, last_active_on) VALUES ($1, $2, $3, $4)`,
    [id, `${id}@example.de`, createdAt, lastActiveOn],
  );
  if (lastSignIn) {
    await t.db.query(
      `INSERT INTO auth_users (id, email, last_sign_in_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4)`,
      [id, `${id}@example.de`, lastSignIn, createdAt],
    );
  }
  return id;
}

async function collection(
  profileId: string,
  type: string,
  name: string,
  items: number,
  analysed: boolean,
) {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO collections (profile_id, name, type) VALUES ($1, $2, $3) RETURNING id`,
    [profileId, name, type],
  );
  const id = rows[0]!.id;
  for (let i = 0; i < items; i++) {
    await t.db.query(
      `INSERT INTO collection_items (collection_id, name, brand, source) VALUES ($1, $2, 'Haus', 'photo')`,
      [id, `Duft ${i}`],
    );
  }
  if (analysed) {
    await t.db.query(
      `INSERT INTO collection_analyses (collection_id, analysis_data, perfume_names) VALUES ($1, '{}', '[]')`,
      [id],
    );
  }
}

async function aiCall(
  at: string,
  type: string,
  call: {
    engine?: string;
    outcome?: string;
    cache?: boolean;
    tokens?: [number, number];
    cost?: number;
    ms: number;
  },
) {
  await t.db.query(
    `INSERT INTO ai_calls (type, engine, model, input_tokens, output_tokens, cost_usd, duration_ms, outcome, cache_hit, created_at)
     VALUES ($1, $2, 'gpt-4o-mini', $3, $4, $5, $6, $7, $8, $9)`,
    [
      type,
      call.engine ?? 'openai',
      call.tokens?.[0] ?? 0,
      call.tokens?.[1] ?? 0,
      call.cost ?? 0,
      call.ms,
      call.outcome ?? 'ok',
      call.cache ?? false,
      at,
    ],
  );
}

async function requests(minute: string, route: string, status: number, n: number, totalMs: number) {
  await t.db.query(
    `INSERT INTO request_metrics (minute, route, status, requests, total_ms, max_ms) VALUES ($1, $2, $3, $4, $5, $5)`,
    [minute, route, status, n, totalMs],
  );
}

async function events(day: string, visitor: string, types: string[], at = `${day}T10:00:00Z`) {
  for (const type of types) {
    await t.db.query(
      `INSERT INTO analytics_events (day, type, visitor, page_path, created_at) VALUES ($1, $2, $3, '/', $4)`,
      [day, type, visitor, at],
    );
  }
}

async function seed() {
  // Users: two today (one at 00:30 Berlin time), two more this week (one at 23:30 on the
  // 17th), one just before the week (23:30 on the 11th), one in September.
  const p1 = await profile('2026-11-18T08:00:00Z', '2026-11-18');
  const p2 = await profile('2026-11-17T23:30:00Z', null);
  await profile('2026-11-17T22:30:00Z', null, '2026-10-10T10:00:00Z');
  await profile('2026-11-13T10:00:00Z', null, '2026-11-01T10:00:00Z');
  await profile('2026-11-11T22:30:00Z', '2026-10-19');
  await profile('2026-09-01T10:00:00Z', '2026-10-20');

  // 4 collections, 5 perfumes, 2 analysed.
  await collection(p1, 'main', 'Meine Parfümsammlung', 3, true);
  await collection(p1, 'partner', 'Partner Parfümsammlung', 2, true);
  await collection(p1, 'custom', 'Andere', 0, false);
  await collection(p2, 'main', 'Meine Parfümsammlung', 0, false);

  // Recommendations: 5 calls, 4 ok; two today, three this week.
  await aiCall('2026-11-18T09:00:00Z', 'recommendations', {
    tokens: [1000, 500],
    cost: 0.0012,
    ms: 800,
  });
  await aiCall('2026-11-18T10:00:00Z', 'recommendations', { cache: true, ms: 5 });
  await aiCall('2026-11-14T10:00:00Z', 'recommendations', { outcome: 'error: Error', ms: 300 });
  await aiCall('2026-11-02T10:00:00Z', 'recommendations', {
    tokens: [2000, 1000],
    cost: 0.0024,
    ms: 900,
  });
  await aiCall('2026-10-15T10:00:00Z', 'recommendations', {
    tokens: [9000, 9000],
    cost: 0.01,
    ms: 900,
  });
  // Analyses: 3 ok (one from the cache), one failed, all local.
  await aiCall('2026-11-18T07:00:00Z', 'analysis', { engine: 'local', ms: 120 });
  await aiCall('2026-11-16T10:00:00Z', 'analysis', { engine: 'local', ms: 80 });
  await aiCall('2026-11-10T10:00:00Z', 'analysis', { engine: 'local', cache: true, ms: 2 });
  await aiCall('2026-11-09T10:00:00Z', 'analysis', {
    engine: 'local',
    outcome: 'error: Error',
    ms: 50,
  });
  // Photos through the vision model.
  await aiCall('2026-11-17T12:00:00Z', 'photo', { tokens: [3000, 200], cost: 0.0095, ms: 2500 });
  await aiCall('2026-11-05T10:00:00Z', 'photo', { tokens: [3000, 300], cost: 0.0105, ms: 3000 });

  // Days up to the 12th are counted per day; totals must add both parts without overlap.
  expect(await aggregateAiCallDays(t.db, '2026-11-13')).toBe(5);

  // Requests of the last 24 hours: 100, 2 of them 5xx, 1,040 ms in all; one older minute.
  await requests('2026-11-18T10:30:00Z', '/api/perfumes/search', 200, 90, 900);
  await requests('2026-11-18T10:31:00Z', '/api/perfumes/search', 500, 2, 100);
  await requests('2026-11-18T09:15:00Z', '/api/me', 401, 8, 40);
  await requests('2026-11-17T10:00:00Z', '/api/perfumes/search', 200, 1000, 99_999);

  // Analytics. The 11th and 12th are counted per day and their events already pruned;
  // the 16th and today are read from the events.
  await events('2026-11-11', 'y1', ['page_view', 'signup']);
  await events('2026-11-12', 'x1', ['page_view', 'image_uploaded']);
  await aggregateAnalyticsDays(t.db, '2026-11-13');
  await t.db.query(`DELETE FROM analytics_events`);
  await events('2026-11-16', 'w1', ['page_view', 'search_started']);
  await events('2026-11-16', 'w2', ['page_view', 'signup']);
  await events('2026-11-18', 'v1', ['page_view', 'page_view', 'search_started', 'signup']);
  await events('2026-11-18', 'v2', ['page_view', 'search_started', 'shop_click']);
  await events('2026-11-18', 'v3', ['page_view', 'image_uploaded'], '2026-11-18T10:30:00Z');
}

describe('GET /api/admin/stats', () => {
  it('counts users by Berlin calendar day and active users by sign-in or sync in 30 days', () => {
    expect(stats.users).toEqual({ total: 6, newToday: 2, newThisWeek: 4, activeUsers: 3 });
  });

  it('takes recommendations and analyses from the AI call log', () => {
    expect(stats.recommendations).toEqual({
      total: 5,
      todayCount: 2,
      weekCount: 3,
      successRate: 80,
    });
    expect(stats.analysis).toEqual({ totalAnalyses: 3, avgProcessingTime: 100 });
  });

  it('counts collections, analysed collections and perfumes per collection', () => {
    expect(stats.collections).toEqual({
      total: 4,
      withAnalysis: 2,
      avgPerfumesPerCollection: 1.25,
    });
  });

  it('reports response time and error rate of the last 24 hours and the AI cache hit rate', () => {
    expect(stats.performance).toEqual({
      avgResponseTime: 10.4,
      errorRate: 2,
      requests: 100,
      cacheHitRate: 20,
      openaiUsage: 5,
    });
    expect(stats.charts.hourly).toEqual([
      { hour: '2026-11-18T09:00:00.000Z', requests: 8, avgResponseTime: 5, errorRate: 0 },
      { hour: '2026-11-18T10:00:00.000Z', requests: 92, avgResponseTime: 10.87, errorRate: 2.17 },
    ]);
  });

  it('counts visitors per day from events and from the per-day counts alike', () => {
    expect(stats.visitors.today).toEqual({
      newVisitors: 3,
      searchesStarted: 2,
      imagesUploaded: 1,
      conversionRate: 33.33,
    });
    expect(stats.visitors.thisWeek).toEqual({
      newVisitors: 6,
      searchesStarted: 3,
      imagesUploaded: 2,
      conversionRate: 33.33,
    });
  });

  it('sums this month’s AI costs by type and prorates the configured fixed costs', () => {
    expect(stats.costs.openaiCosts).toEqual({
      thisMonth: 0.0236,
      totalCalls: 8,
      totalTokens: 11_000,
    });
    expect(stats.costs.openaiByType).toEqual({
      imageAnalysis: { calls: 2, cost: 0.02, avgCost: 0.01 },
      recommendations: { calls: 3, cost: 0.0036, avgCost: 0.0012 },
      dnaAnalysis: { calls: 3, cost: 0, avgCost: 0 },
    });
    expect(stats.costs.supabaseCosts).toEqual({ thisMonth: 15 });
    expect(stats.costs.hostingCosts).toEqual({ thisMonth: 30 });
    // 45 USD a month over 30 days: 1.50 a day, 18 days so far.
    expect(stats.costs.totalRealCosts).toEqual({
      today: 1.5012,
      thisWeek: 10.5107,
      thisMonth: 27.0236,
    });
  });

  it('values every user at 9.99 USD and relates interactions to visitors', () => {
    expect(stats.revenue).toEqual({
      potentialRevenue: 59.94,
      conversionRate: 42.86,
      avgInteractionsPerUser: 1.29,
      userEngagement: 50,
    });
  });

  it('gives 30 days of visitors, sign-ups and AI costs for the charts', () => {
    expect(stats.charts.daily).toHaveLength(30);
    expect(stats.charts.daily[0]!.day).toBe('2026-10-20');
    const day = (d: string) => stats.charts.daily.find((entry) => entry.day === d);
    expect(day('2026-11-18')).toEqual({ day: '2026-11-18', visitors: 3, signups: 2 });
    expect(day('2026-11-17')).toEqual({ day: '2026-11-17', visitors: 0, signups: 1 });
    expect(day('2026-11-11')).toEqual({ day: '2026-11-11', visitors: 1, signups: 1 });
    const cost = stats.charts.aiCosts.find((entry) => entry.day === '2026-11-17');
    expect(cost).toEqual({
      day: '2026-11-17',
      imageAnalysis: 0.0095,
      recommendations: 0,
      dnaAnalysis: 0,
    });
  });
});

describe('GET /api/admin/activity', () => {
  it('lists the newest events first, described in German', async () => {
    const response = await t.app.request('/api/admin/activity', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { activity } = adminActivitySchema.parse(await response.json());
    expect(activity.slice(0, 2)).toEqual([
      {
        type: 'image_uploaded',
        description: 'Foto hochgeladen auf /',
        timestamp: '2026-11-18T10:30:00.000Z',
      },
      {
        type: 'recommendations',
        description: 'Empfehlungen aus dem Cache',
        timestamp: '2026-11-18T10:00:00.000Z',
      },
    ]);
    // Three interactions share 10:00; their order among themselves is not specified.
    expect(
      activity
        .slice(2, 5)
        .map((entry) => entry.description)
        .sort(),
    ).toEqual(['Shop-Link geöffnet auf /', 'Suche gestartet auf /', 'Suche gestartet auf /']);
    expect(activity).toContainEqual({
      type: 'recommendations',
      description: 'Empfehlungen erstellt (OpenAI, 800 ms)',
      timestamp: '2026-11-18T09:00:00.000Z',
    });
    expect(activity).toContainEqual({
      type: 'signup',
      description: 'Neue Registrierung',
      timestamp: '2026-11-18T08:00:00.000Z',
    });
    expect(activity).toContainEqual({
      type: 'analysis',
      description: 'Duft-DNA-Analyse fehlgeschlagen (lokal)',
      timestamp: '2026-11-09T10:00:00.000Z',
    });
    expect(activity.some((entry) => entry.description.includes('@'))).toBe(false);
  });
});
