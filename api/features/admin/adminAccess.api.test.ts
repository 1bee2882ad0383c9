import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../contract/errors';
import type { Database } from '../../db/database';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp, type TestApp } from '../../../tests/support/testApp';

const TOKEN = 'geheimer-admin-token-0123456789abcdef';

/** Fails every statement that reads profiles, as a lost database connection would. */
function failingProfiles(db: Database): Database {
  return {
    ...db,
    kind: db.kind,
    query: (sql, params) =>
      sql.includes('FROM profiles')
        ? Promise.reject(new Error(`Verbindung verloren bei ${sql.slice(0, 40)}`))
        : db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}

let on: TestApp;
let off: TestApp;
let broken: TestApp;
beforeAll(async () => {
  const admin = { token: TOKEN, costs: { hostingUsdMonthly: 0, databaseUsdMonthly: 0 } };
  [on, off, broken] = await Promise.all([
    createTestApp(sampleCatalog(), {}, { deps: { admin } }),
    createTestApp(sampleCatalog()),
    createTestApp(sampleCatalog(), {}, { deps: { admin }, wrapDb: failingProfiles }),
  ]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close(), broken.close()]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function withBearer(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}

async function errorOf(response: Response) {
  return { status: response.status, ...apiErrorSchema.parse(await response.json()).error };
}

describe('admin token', () => {
  it('slows down guessing: after 60 tries in 10 minutes an address gets 429', async () => {
    const guesser = await createTestApp(
      sampleCatalog(),
      {},
      {
        deps: { admin: { token: TOKEN, costs: { hostingUsdMonthly: 0, databaseUsdMonthly: 0 } } },
      },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) {
        statuses.push(
          (await guesser.app.request('/api/admin/stats', withBearer(`rate-${i}`))).status,
        );
      }
      expect(statuses.slice(0, 60).every((status) => status === 403)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await guesser.close();
    }
  });

  it.each(['/api/admin/stats', '/api/admin/activity'])(
    '%s without a token answers 401',
    async (path) => {
      expect(await errorOf(await on.app.request(path))).toEqual({
        status: 401,
        code: 'admin_token_required',
        message: 'Admin-Token erforderlich.',
      });
    },
  );

  it('refuses a wrong token, also one that only shares a prefix', async () => {
    for (const guess of ['falsch', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const response = await on.app.request('/api/admin/stats', withBearer(guess));
      expect(await errorOf(response)).toMatchObject({ status: 403, code: 'admin_token_invalid' });
    }
    const bearer = await on.app.request('/api/admin/activity', {
      headers: { Authorization: 'Bearer falsch' },
    });
    expect(bearer.status).toBe(403);
  });

  it('accepts the token only as a bearer token, never in the query (review N15)', async () => {
    expect((await on.app.request('/api/admin/stats', withBearer(TOKEN))).status).toBe(200);
    expect(await errorOf(await on.app.request(`/api/admin/stats?token=${TOKEN}`))).toMatchObject({
      status: 401,
      code: 'admin_token_required',
    });
  });

  it('keeps the dashboard address out of the Referer of its own requests', async () => {
    for (const path of [`/admin?token=${TOKEN}`, '/dashboard']) {
      const response = await on.app.request(path);
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
    const other = await on.app.request('/api/perfumes/search?q=a');
    expect(other.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('is off with a clear message while ADMIN_TOKEN is not set, whatever the caller sends', async () => {
    for (const path of [
      '/api/admin/stats',
      `/api/admin/stats?token=${TOKEN}`,
      '/api/admin/activity',
    ]) {
      expect(await errorOf(await off.app.request(path))).toEqual({
        status: 403,
        code: 'admin_disabled',
        message: expect.stringContaining('ADMIN_TOKEN'),
      });
    }
  });

  it('never writes the token to the log, not even when the request fails', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg)))
          .join(' '),
      );
    };
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(capture);
    }
    const failed = await broken.app.request('/api/admin/stats', withBearer(TOKEN));
    expect(failed.status).toBe(500);
    const wrong = await broken.app.request('/api/admin/stats', withBearer(`${TOKEN}-falsch`));
    expect(wrong.status).toBe(403);
    // The failure was logged, so an empty search below means something.
    expect(lines.join('\n')).toContain('/api/admin/stats');
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
