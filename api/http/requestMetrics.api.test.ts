import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStatsSchema } from '../contract/admin';
import { sampleCatalog } from '../../tests/fixtures/perfumes';
import {
  callApi,
  createTestApp,
  signedInUserWithCollections,
  type TestApp,
} from '../../tests/support/testApp';
import { requestMetrics } from './requestMetrics';

const TOKEN = 'metriken-admin-token-0123456789';

let t: TestApp;
let clock = Date.parse('2026-11-18T11:00:10Z');
const metrics = requestMetrics(() => clock);

beforeAll(async () => {
  t = await createTestApp(
    sampleCatalog(),
    {},
    {
      deps: {
        requestMetrics: metrics,
        admin: { token: TOKEN, costs: { hostingUsdMonthly: 0, databaseUsdMonthly: 0 } },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const rows = async () =>
  (
    await t.db.query<{ minute: Date; route: string; status: number; requests: number }>(
      `SELECT minute, route, status, requests FROM request_metrics ORDER BY minute, route, status`,
    )
  ).rows.map((row) => ({ ...row, minute: new Date(row.minute).toISOString() }));

describe('request metrics', () => {
  it('adds requests up per minute, route pattern and status, and writes only finished minutes', async () => {
    await t.db.query('DELETE FROM request_metrics');
    for (let i = 0; i < 3; i++) await t.app.request('/api/health/live');
    await t.app.request('/api/perfumes/fra-31861');
    await t.app.request('/api/perfumes/fra-0000000?x=geheim');
    await t.app.request('/api/gibt-es-nicht');
    expect(await metrics.flush(t.db)).toBe(0);
    expect(await rows()).toEqual([]);

    clock += 60_000;
    await t.app.request('/api/health/live');
    expect(await metrics.flush(t.db)).toBeGreaterThan(0);
    const minute = '2026-11-18T11:00:00.000Z';
    expect(await rows()).toEqual([
      { minute, route: '/api/*', status: 404, requests: 1 },
      { minute, route: '/api/health/live', status: 200, requests: 3 },
      { minute, route: '/api/perfumes/:id', status: 200, requests: 1 },
      { minute, route: '/api/perfumes/:id', status: 404, requests: 1 },
    ]);

    // A second flush of the same minute (another instance, or the stats call) adds up.
    await metrics.flush(t.db, { all: true });
    clock += 60_000;
    await metrics.flush(t.db);
    expect((await rows()).filter((row) => row.route === '/api/health/live')).toEqual([
      { minute, route: '/api/health/live', status: 200, requests: 3 },
      { minute: '2026-11-18T11:01:00.000Z', route: '/api/health/live', status: 200, requests: 1 },
    ]);
  });

  it('marks an account active on the day it makes an authenticated call', async () => {
    const user = await signedInUserWithCollections(t);
    await t.db.query('UPDATE profiles SET last_active_on = NULL WHERE id = $1', [user.userId]);
    expect((await callApi(t, 'GET', '/api/me', { token: user.accessToken })).status).toBe(200);
    await metrics.flush(t.db, { all: true });
    const { rows: profiles } = await t.db.query<{ active: boolean }>(
      `SELECT last_active_on = (now() AT TIME ZONE 'Europe/Berlin')::date AS active FROM profiles WHERE id = $1`,
      [user.userId],
    );
    expect(profiles).toEqual([{ active: true }]);
  });

  it('includes the requests of the current minute in the dashboard figures', async () => {
    await t.db.query('DELETE FROM request_metrics');
    // Real time here: the dashboard reads the last 24 hours before now.
    clock = Date.now();
    for (let i = 0; i < 4; i++) await t.app.request('/api/health/live');
    const response = await t.app.request('/api/admin/stats', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const stats = adminStatsSchema.parse(await response.json());
    expect(stats.performance.requests).toBe(4);
    expect(stats.performance.errorRate).toBe(0);
    // The stats request itself is measured too, never with its token.
    await metrics.flush(t.db, { all: true });
    expect((await rows()).map((row) => row.route)).toContain('/api/admin/stats');
    expect(JSON.stringify(await rows())).not.toContain(TOKEN);
  });
});
