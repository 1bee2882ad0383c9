// npx tsx tests/bench/adminStatsBench.ts — how long the admin dashboard's two reads take on
// a large database: a million analytics events over 13 months (the finished days counted
// per day, as the housekeeping leaves them), 200,000 AI calls, 30 days of request metrics
// and 50,000 users. Runs on in-memory PGlite, or on TEST_DATABASE_URL's server. Prints figures.
import { migrate } from '../../api/db/migrate';
import { latestActivity } from '../../api/features/admin/activityRepo';
import { adminStats } from '../../api/features/admin/statsRepo';
import { aggregateAnalyticsDays } from '../../api/features/analytics/analyticsRepo';
import { dashboardDay } from '../../api/features/analytics/visitorKeys';
import { openTestDatabase } from '../support/testApp';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = 5;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  const database = await openTestDatabase();
  const db = database.db;
  try {
    await migrate(db);
    const seeding = await timed(async () => {
      await db.query(
        `INSERT INTO analytics_events (day, type, visitor, page_path, created_at)
         SELECT (now() - (i % 396) * interval '1 day')::date,
                (ARRAY['page_view','page_view','page_view','search_started','image_uploaded',
                       'signup','analysis','recommendations','shop_click','save'])[1 + i % 10],
                md5((i % 5000)::text || (i % 396)::text),
                '/',
                now() - (i % 396) * interval '1 day' - (i % 86400) * interval '1 second'
         FROM generate_series(1, $1::int) AS i`,
        [EVENTS],
      );
      await aggregateAnalyticsDays(db, dashboardDay(new Date()));
      await db.query(
        `INSERT INTO ai_calls (type, engine, model, input_tokens, output_tokens, cost_usd, duration_ms, outcome, cache_hit, created_at)
         SELECT (ARRAY['analysis','recommendations','photo'])[1 + i % 3], 'openai', 'gpt-4o-mini',
                1000, 500, 0.0005, 100 + i % 900, CASE WHEN i % 50 = 0 THEN 'error: Error' ELSE 'ok' END,
                i % 4 = 0, now() - (i % 396) * interval '1 day'
         FROM generate_series(1, 200000) AS i`,
      );
      await db.query(
        `INSERT INTO request_metrics (minute, route, status, requests, total_ms, max_ms)
         SELECT date_trunc('minute', now()) - m * interval '1 minute', r, 200, 50, 500, 40
         FROM generate_series(0, 30 * 1440 - 1) AS m,
              unnest(ARRAY['/api/perfumes/search','/api/me','/api/sync/push','/api/collections-data','/api/analytics/events']) AS r`,
      );
      await db.query(
        `INSERT INTO profiles (id, email, created_at, last_active_on)
         SELECT gen_random_uuid(), 'nutzer' || i || '@example.de', now() - (i % 700) * interval '1 day',
                (now() - (i % 90) * interval '1 day')::date
         FROM generate_series(1, 50000) AS i`,
      );
      await db.exec('ANALYZE');
    });
    console.log(
      `${db.kind}: ${EVENTS.toLocaleString('de-DE')} Ereignisse, 200.000 KI-Aufrufe, ` +
        `216.000 Metrik-Zeilen, 50.000 Nutzer angelegt in ${(seeding / 1000).toFixed(1)} s`,
    );
    const costs = { hostingUsdMonthly: 20, databaseUsdMonthly: 25 };
    for (const [label, fn] of [
      ['GET /api/admin/stats', () => adminStats(db, new Date(), costs)],
      ['GET /api/admin/activity', () => latestActivity(db)],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(fn));
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(26)} Median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, ` +
          `schnellster ${times[0]!.toFixed(0)} ms, langsamster ${times[RUNS - 1]!.toFixed(0)} ms`,
      );
    }
  } finally {
    await database.drop();
  }
}

await main();
