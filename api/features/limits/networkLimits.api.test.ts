// Limits count per network (review N2, M2): IPv6 callers per /64, IPv4 per address, mails per
// network below the global cap; and honest people behind one address are not locked out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonHeaders, lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp, type TestApp } from '../../../tests/support/testApp';
import { DEFAULT_RATE_LIMITS } from '../auth/rateLimits';

let t: TestApp;
let now = Date.parse('2026-11-28T10:00:00Z');
beforeAll(async () => {
  // The server's own defaults, not the generous ones of the other tests; one trusted proxy.
  t = await createTestApp([], {
    rateLimits: DEFAULT_RATE_LIMITS,
    trustProxyHops: 1,
    clock: () => new Date(now),
  });
});
afterAll(async () => {
  await t.close();
});

function auth(path: string, address: string, body: unknown) {
  return t.app.request(`/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      'X-Forwarded-For': address,
    },
    body: JSON.stringify(body),
  });
}

function analytics(address: string) {
  return t.app.request('/api/analytics/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Test-Client-Ip': address },
    body: JSON.stringify({ events: [{ type: 'page_view', page_path: '/' }] }),
  });
}

const inNetwork = (prefix: string, i: number) =>
  `${prefix}:${(i >> 8).toString(16)}:${(i & 0xff).toString(16)}:${i.toString(16)}:1`;

describe('IPv6 callers share one bucket per /64', () => {
  it('refuses password guesses from 200 addresses of one /64 after the per-network burst', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      // One guess per address, so the per-account back-off (signInBackoff.ts) stays out of it.
      const response = await auth('/token?grant_type=password', inNetwork('2001:db8:a:1', i), {
        email: `opfer${i}@example.de`,
        password: `rate${i}`,
      });
      statuses.push(response.status);
    }
    // /token allows a burst of 30 per network; every rotation of the address is the same caller.
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(31).every((status) => status === 429)).toBe(true);
    // The neighbouring /64 is another customer and is not affected.
    const neighbour = await auth('/token?grant_type=password', '2001:db8:a:2::1', {
      email: 'opfer@example.de',
      password: 'x',
    });
    expect(neighbour.status).toBe(400);
  });

  it('limits anonymous writes from one /64 as one caller', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await analytics(inNetwork('2001:db8:b:1', i))).status);
    // 120 at once, plus what refills (2 a second) while the loop runs.
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(120);
    expect(accepted).toBeLessThan(130);
    expect(statuses.at(-1)).toBe(429);
    expect((await analytics('2001:db8:b:2::5')).status).toBe(202);
  });
});

describe('mail budget per network (M2)', () => {
  it('stops one network after 10 mail requests an hour; another network still gets its mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await auth('/otp', '198.51.100.66', { email: `erfunden${i}@example.de` });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    // /otp creates users: the refused calls created none.
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auth_users WHERE email LIKE 'erfunden%'",
    );
    expect(rows[0]?.n).toBe(10);
    const honest = await auth('/signup', '192.0.2.44', {
      email: 'ehrlich@example.de',
      password: 'ein-gutes-passwort',
    });
    expect(honest.status).toBe(200);
    expect(lastMailTo(t.auth, 'ehrlich@example.de').subject).toBeTruthy();
  });
});

describe('a shop: 20 honest visitors behind one IPv4 address', () => {
  it('lets each of them browse, send analytics, sign in and save, and 8 of them sign up', async () => {
    const shop = '203.0.113.200';
    // They come in over 20 minutes, one a minute (the auth limits run on the injected clock).
    for (let visitor = 0; visitor < 20; visitor++) {
      now += 60_000;
      for (let batch = 0; batch < 4; batch++) expect((await analytics(shop)).status).toBe(202);
      const temp = await t.app.request('/api/temp-collections/add-perfumes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Test-Client-Ip': shop },
        body: JSON.stringify({
          email: `kundin${visitor}@example.de`,
          deviceId: `00000000-0000-4000-8000-${String(visitor).padStart(12, '0')}`,
          collectionId: 'main',
          perfumes: [{ id: null, brand: 'Marke', name: `Duft ${visitor}` }],
        }),
      });
      expect(temp.status).toBeLessThan(300);
      // Each signs in (wrong password once, then right) with an account made elsewhere.
      const email = `laden${visitor}@example.de`;
      const created = await t.app.request('/auth/v1/admin/users', {
        method: 'POST',
        headers: {
          ...anonHeaders(t.auth),
          Authorization: `Bearer ${t.auth.embedded.serviceRoleKey}`,
        },
        body: JSON.stringify({ email, password: 'ein-gutes-passwort', email_confirm: true }),
      });
      expect(created.status).toBe(200);
      const typo = await auth('/token?grant_type=password', shop, {
        email,
        password: 'tippfehler',
      });
      expect(typo.status).toBe(400);
      const signIn = await auth('/token?grant_type=password', shop, {
        email,
        password: 'ein-gutes-passwort',
      });
      expect(signIn.status).toBe(200);
      if (visitor < 8) {
        const signUp = await auth('/signup', shop, {
          email: `neu${visitor}@example.de`,
          password: 'ein-gutes-passwort',
        });
        expect(signUp.status).toBe(200);
      }
    }
  });
});
