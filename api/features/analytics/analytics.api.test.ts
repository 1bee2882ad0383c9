import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_BATCH, type AnalyticsEvent } from '../../contract/analytics';
import { apiErrorSchema } from '../../contract/errors';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp, type TestApp } from '../../../tests/support/testApp';
import { ANALYTICS_RETENTION_DAYS, pruneAnalytics } from './analyticsRepo';
import { visitorKeys, type VisitorKeys } from './visitorKeys';

let t: TestApp;
let clock = new Date('2026-11-18T11:00:00Z');

beforeAll(async () => {
  // The route's own keys (on the app's database), with a clock the test moves past midnight.
  let keys: VisitorKeys | null = null;
  t = await createTestApp(
    sampleCatalog(),
    {},
    {
      deps: {
        visitorKeys: {
          keyFor: (address, userAgent) =>
            (keys ??= visitorKeys(t.db)).keyFor(address, userAgent, clock),
        },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';

function send(body: unknown, options: { ip?: string; userAgent?: string; raw?: string } = {}) {
  return t.app.request('/api/analytics/events', {
    method: 'POST',
    // sendBeacon sends text/plain from our own page (contentType.ts refuses it from others).
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': options.userAgent ?? CHROME,
      'X-Test-Client-Ip': options.ip ?? '198.51.100.1',
    },
    body: options.raw ?? JSON.stringify(body),
  });
}

const pageView = (page_path = '/'): AnalyticsEvent => ({ type: 'page_view', page_path });

const stored = async () =>
  (
    await t.db.query<{ day: string; type: string; visitor: string; page_path: string | null }>(
      `SELECT day::text AS day, type, visitor, page_path FROM analytics_events ORDER BY id`,
    )
  ).rows;

describe('POST /api/analytics/events', () => {
  it('stores a batch with a daily visitor key and nothing that names the address or browser', async () => {
    await t.db.query('DELETE FROM analytics_events');
    const response = await send({
      events: [pageView('/profile'), { type: 'search_started', page_path: '/' }],
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2 });
    const rows = await stored();
    expect(rows.map(({ day, type, page_path }) => ({ day, type, page_path }))).toEqual([
      { day: '2026-11-18', type: 'page_view', page_path: '/profile' },
      { day: '2026-11-18', type: 'search_started', page_path: '/' },
    ]);
    const everything = JSON.stringify((await t.db.query('SELECT * FROM analytics_events')).rows);
    expect(everything).not.toContain('198.51.100.1');
    expect(everything).not.toContain('Chrome');
  });

  it('gives one visitor one key per day and a new, unlinkable key the next day', async () => {
    await t.db.query('DELETE FROM analytics_events');
    await send({ events: [pageView()] });
    await send({ events: [pageView('/hilfe')] });
    await send({ events: [pageView()] }, { ip: '198.51.100.2' });
    const salts = await t.db.query('SELECT day::text AS day FROM analytics_salts');
    expect(salts.rows).toEqual([{ day: '2026-11-18' }]);

    // 23:30 UTC is already the 19th in Berlin.
    clock = new Date('2026-11-18T23:30:00Z');
    await send({ events: [pageView()] });
    clock = new Date('2026-11-18T11:00:00Z');
    const [first, again, other, nextDay] = await stored();
    expect(again!.visitor).toBe(first!.visitor);
    expect(other!.visitor).not.toBe(first!.visitor);
    expect(nextDay!.day).toBe('2026-11-19');
    expect(nextDay!.visitor).not.toBe(first!.visitor);
    // The 18th's salt is gone: its keys cannot be computed again.
    const left = await t.db.query('SELECT day::text AS day FROM analytics_salts');
    expect(left.rows).toEqual([{ day: '2026-11-19' }]);
  });

  it.each([
    ['an unknown event type', { events: [{ type: 'klick', page_path: '/' }] }],
    ['a path with a query string', { events: [pageView('/admin?token=abc')] }],
    ['a path that is not a path', { events: [pageView('https://example.de/')] }],
    ['an extra field', { events: [{ ...pageView(), ip: '1.2.3.4' }] }],
    ['an empty batch', { events: [] }],
    [
      'too many events',
      { events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => pageView()) },
    ],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    await t.db.query('DELETE FROM analytics_events');
    const response = await send(body, { ip: '198.51.100.3' });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('invalid_body');
    expect(await stored()).toEqual([]);
  });

  it('refuses a body that is not JSON with 400 and one over 16 KB with 413', async () => {
    expect((await send(null, { raw: 'kein json', ip: '198.51.100.4' })).status).toBe(400);
    const huge = JSON.stringify({ events: [pageView(`/${'x'.repeat(20_000)}`)] });
    const tooLarge = await send(null, { raw: huge, ip: '198.51.100.4' });
    expect(tooLarge.status).toBe(413);
    expect(apiErrorSchema.parse(await tooLarge.json()).error.code).toBe('payload_too_large');
  });

  it('allows 120 batches a minute per address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200 && statuses.at(-1) !== 429; i++) {
      statuses.push((await send({ events: [pageView()] }, { ip: '198.51.100.5' })).status);
    }
    // 120 at once plus what refills (2 a second) while the loop runs on a busy machine.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.length - 1).toBeGreaterThanOrEqual(120);
    expect(statuses.length - 1).toBeLessThan(140);
    expect((await send({ events: [pageView()] }, { ip: '198.51.100.6' })).status).toBe(202);
  });
});

describe('analytics retention', () => {
  it('counts finished days before it deletes events past 13 months, and keeps the counts', async () => {
    const db = t.db;
    await db.query('DELETE FROM analytics_events');
    await db.query('DELETE FROM analytics_daily');
    const insert = (day: string, visitor: string, type: string) =>
      db.query(`INSERT INTO analytics_events (day, type, visitor) VALUES ($1, $2, $3)`, [
        day,
        type,
        visitor,
      ]);
    const old = new Date(Date.parse('2026-11-18') - (ANALYTICS_RETENTION_DAYS + 5) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await insert(old, 'a', 'page_view');
    await insert(old, 'a', 'signup');
    await insert(old, 'b', 'page_view');
    await insert('2026-11-17', 'c', 'page_view');
    await insert('2026-11-18', 'd', 'page_view');

    await pruneAnalytics(db, '2026-11-18');

    const days = await db.query(
      `SELECT day::text AS day, type, events, visitors FROM analytics_daily ORDER BY day, type`,
    );
    expect(days.rows).toEqual([
      { day: old, type: '*', events: 3, visitors: 2 },
      { day: old, type: 'page_view', events: 2, visitors: 2 },
      { day: old, type: 'signup', events: 1, visitors: 1 },
      { day: '2026-11-17', type: '*', events: 1, visitors: 1 },
      { day: '2026-11-17', type: 'page_view', events: 1, visitors: 1 },
    ]);
    // The old day's events are gone; yesterday's and today's stay.
    expect((await stored()).map((row) => row.day)).toEqual(['2026-11-17', '2026-11-18']);
  });
});
