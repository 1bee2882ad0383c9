import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStatsSchema } from '../../contract/admin';
import { apiErrorSchema } from '../../contract/errors';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp, type TestApp } from '../../../tests/support/testApp';
import { CALLER_BUDGETS } from './writeBudgets';

// Review N3 / N19: what anonymous callers may store is bounded per network, per e-mail and
// for everyone together, and the network pays for a body before it is parsed. The global
// ceilings are set low here so a test reaches them with a few requests.
const TEMP_ITEMS_PER_DAY = 2_500;
const ANALYTICS_EVENTS_PER_DAY = 5_400;
const ADMIN_TOKEN = 'admin-token-für-die-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    sampleCatalog(),
    {},
    {
      deps: {
        writeBudgets: {
          tempItemsPerDay: TEMP_ITEMS_PER_DAY,
          analyticsEventsPerDay: ANALYTICS_EVENTS_PER_DAY,
        },
        admin: { token: ADMIN_TOKEN, costs: { hostingUsdMonthly: 0, databaseUsdMonthly: 0 } },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

let networks = 0;
/** A fresh network per test, so per-network budgets never carry over. */
const newNetwork = () => `198.51.100.${++networks}`;
const newEmail = () => `gast-${randomUUID().slice(0, 8)}@example.de`;

const customPerfumes = (count: number, tag = randomUUID().slice(0, 6)) =>
  Array.from({ length: count }, (_, i) => ({ id: null, name: `Fund ${tag} ${i}`, brand: 'Foto' }));

function save(clientIp: string, email: string, perfumes: unknown[], deviceId = randomUUID()) {
  return t.app.request('/api/temp-collections/add-perfumes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Test-Client-Ip': clientIp },
    body: JSON.stringify({ email, deviceId, collectionId: 'main', perfumes }),
  });
}

async function refusal(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

describe('temporary collections: budgets', () => {
  it('gives one network 1,000 perfumes a day, whatever e-mails it uses', async () => {
    const network = newNetwork();
    const perRequest = 100;
    const allowed = CALLER_BUDGETS.tempRowsPerNetwork.burst / perRequest;
    for (let i = 0; i < allowed; i++) {
      expect((await save(network, newEmail(), customPerfumes(perRequest))).status).toBe(200);
    }
    const refused = await save(network, newEmail(), customPerfumes(1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refusal(refused)).toEqual({
      code: 'temp_budget_exhausted',
      message: expect.stringMatching(/bestätige deine E-Mail-Adresse/),
    });
    // Another network (another visitor) is not affected.
    expect((await save(newNetwork(), newEmail(), customPerfumes(5))).status).toBe(200);
  });

  it('gives one e-mail 600 perfumes a day, from however many networks and devices', async () => {
    const email = newEmail();
    for (let i = 0; i < 6; i++) {
      expect((await save(newNetwork(), email, customPerfumes(100))).status).toBe(200);
    }
    const refused = await save(newNetwork(), email, customPerfumes(1));
    expect(refused.status).toBe(429);
    expect((await refusal(refused)).code).toBe('temp_budget_exhausted');
  });

  it('lets a network pay for the bytes it sends before the body is parsed', async () => {
    const network = newNetwork();
    const junk = 'x'.repeat(400_000);
    const send = () =>
      t.app.request('/api/temp-collections/add-perfumes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Test-Client-Ip': network },
        body: junk,
      });
    // Two bodies are read and found not to be JSON; the third is refused unread.
    expect((await refusal(await send())).code).toBe('invalid_json');
    expect((await refusal(await send())).code).toBe('invalid_json');
    const third = await send();
    expect(third.status).toBe(429);
    expect((await refusal(third)).code).toBe('temp_budget_exhausted');
  });

  it('answers 507 with a German message once everyone together reached the daily ceiling', async () => {
    // The earlier tests of this file saved 1,605 perfumes; fill the rest from fresh networks.
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 12 && last?.status !== 507; i++) {
      last = await save(newNetwork(), newEmail(), customPerfumes(100));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(last?.status).toBe(507);
    expect(await refusal(last!)).toEqual({
      code: 'temp_storage_full',
      message: expect.stringMatching(/Speicher .* ist für heute voll/),
    });
    const { rows } = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM temp_collection_items',
    );
    expect(rows[0]!.count).toBeLessThanOrEqual(TEMP_ITEMS_PER_DAY);

    const stats = adminStatsSchema.parse(
      await (
        await t.app.request('/api/admin/stats', {
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        })
      ).json(),
    );
    expect(stats.anonymousWrites).toMatchObject({
      tempItemsStored: rows[0]!.count,
      tempItemsToday: rows[0]!.count,
      tempItemsPerDay: TEMP_ITEMS_PER_DAY,
      analyticsEventsPerDay: ANALYTICS_EVENTS_PER_DAY,
    });
  });
});

describe('analytics events: budgets', () => {
  const batch = (count: number) => ({
    events: Array.from({ length: count }, () => ({ type: 'page_view', page_path: '/' })),
  });
  const send = (clientIp: string, body: unknown) =>
    t.app.request('/api/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test-Client-Ip': clientIp },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores at most 5,000 events a day from one network, then answers 429', async () => {
    const network = newNetwork();
    for (let i = 0; i < 100; i++) expect((await send(network, batch(50))).status).toBe(202);
    const refused = await send(network, batch(1));
    expect(refused.status).toBe(429);
    expect(await refusal(refused)).toEqual({
      code: 'analytics_limited',
      message: 'Zu viele Statistik-Ereignisse: Weitere werden vorerst nicht gespeichert.',
    });
  });

  it('stores no more than the daily ceiling from everyone together', async () => {
    // 5,000 are stored; 400 more fit under the ceiling of 5,400.
    for (let i = 0; i < 8; i++) expect((await send(newNetwork(), batch(50))).status).toBe(202);
    const refused = await send(newNetwork(), batch(1));
    expect(refused.status).toBe(429);
    expect((await refusal(refused)).code).toBe('analytics_limited');
    const { rows } = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM analytics_events',
    );
    expect(rows[0]!.count).toBe(ANALYTICS_EVENTS_PER_DAY);
  });
});
