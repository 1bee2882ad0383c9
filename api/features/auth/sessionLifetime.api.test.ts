// Session lifetimes (inactivity timeout and absolute lifetime) and the retention of the
// auth tables, on the injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';
import { insertOutboxMail } from './mailOutboxRepo';

const DAY_S = 86_400;
let now = new Date('2026-11-21T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp([], {
    clock: () => now,
    config: { sessionInactivityTimeoutS: 30 * DAY_S, sessionMaxAgeS: 90 * DAY_S },
  });
});

afterAll(async () => {
  await t.close();
});

async function refresh(refreshToken: string) {
  const response = await t.auth.post('/token?grant_type=refresh_token', {
    refresh_token: refreshToken,
  });
  const body = (await response.json()) as { code?: string; message?: string };
  const token: unknown = Reflect.get(body, 'refresh_token');
  return { status: response.status, body, next: typeof token === 'string' ? token : '' };
}

let counter = 0;
async function signedIn() {
  counter++;
  const email = `dauer${counter}@example.de`;
  return t.auth.signUpConfirmed(email, 'geheim-Passwort-1');
}

describe('a session', () => {
  it('ends after 30 days without a refresh', async () => {
    const { refreshToken } = await signedIn();
    advance(30 * DAY_S + 1);
    const expired = await refresh(refreshToken);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({
      code: 'session_expired',
      message: 'Invalid Refresh Token: Session Expired (Inactivity)',
    });
    // The session is gone, not just refused once.
    expect((await refresh(refreshToken)).body.code).toBe('refresh_token_not_found');
  });

  it('lives on while it is refreshed, but not beyond 90 days after the sign-in', async () => {
    let { refreshToken } = await signedIn();
    for (let day = 29; day < 90; day += 29) {
      advance(29 * DAY_S);
      const renewed = await refresh(refreshToken);
      expect(renewed.status).toBe(200);
      refreshToken = renewed.next;
    }
    advance(90 * DAY_S - 3 * 29 * DAY_S + 1);
    const expired = await refresh(refreshToken);
    expect(expired.body).toEqual({
      code: 'session_expired',
      message: 'Invalid Refresh Token: Session Expired',
    });
  });

  it('follows shorter configured limits', async () => {
    const short = await createTestApp([], {
      clock: () => now,
      config: { sessionInactivityTimeoutS: 3600, sessionMaxAgeS: 0 },
    });
    try {
      const { refreshToken } = await short.auth.signUpConfirmed('kurz@example.de', 'geheim123');
      advance(3599);
      const renewed = await short.auth.post('/token?grant_type=refresh_token', {
        refresh_token: refreshToken,
      });
      expect(renewed.status).toBe(200);
      const { refresh_token: next } = (await renewed.json()) as { refresh_token: string };
      advance(3601);
      const expired = await short.auth.post('/token?grant_type=refresh_token', {
        refresh_token: next,
      });
      expect(((await expired.json()) as { code: string }).code).toBe('session_expired');
    } finally {
      await short.close();
    }
  });
});

describe('pruneAuthData', () => {
  it('deletes expired sessions and keeps live ones usable', async () => {
    const idle = await signedIn();
    advance(20 * DAY_S);
    const active = await signedIn();
    advance(11 * DAY_S);

    const pruned = await t.auth.embedded.prune();
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    expect((await refresh(idle.refreshToken)).body.code).toBe('refresh_token_not_found');
    expect((await refresh(active.refreshToken)).status).toBe(200);
  });

  it('forgets rotated-out refresh tokens after a day, ending reuse detection', async () => {
    const { refreshToken: first } = await signedIn();
    const { next: second } = await refresh(first);
    advance(DAY_S + 1);
    await t.auth.embedded.prune();
    // Before pruning this reuse would have revoked the whole session.
    expect((await refresh(first)).body.code).toBe('refresh_token_not_found');
    expect((await refresh(second)).status).toBe(200);
  });

  it('deletes expired e-mail links and outbox entries older than 7 days', async () => {
    await t.auth.post('/otp', { email: 'alt@example.de', create_user: true });
    const link = lastMailTo(t.auth, 'alt@example.de').link;
    await insertOutboxMail(
      t.db,
      { to: 'alt@example.de', subject: 'Alt', kind: 'magiclink' },
      new Date(now.getTime()),
    );
    advance(3601);
    const first = await t.auth.embedded.prune();
    expect(first.oneTimeTokens).toBeGreaterThanOrEqual(1);
    expect(first.outboxMails).toBe(0);
    const opened = await t.app.request(link);
    expect(opened.headers.get('location')).toContain('error_code=otp_expired');

    advance(7 * DAY_S);
    expect((await t.auth.embedded.prune()).outboxMails).toBe(1);
  });

  it('deletes accounts whose address was never confirmed 7 days after their last mail (N18)', async () => {
    const users = async () =>
      (
        await t.db.query<{ email: string }>(
          `SELECT email FROM auth_users WHERE email LIKE 'unbestaetigt-%' ORDER BY email`,
        )
      ).rows.map((row) => row.email);
    await t.auth.post('/otp', { email: 'unbestaetigt-fremd@example.de', create_user: true });
    await t.auth.post('/otp', { email: 'unbestaetigt-spaet@example.de', create_user: true });
    await t.auth.signUpConfirmed('unbestaetigt-echt@example.de', 'geheim-Passwort-1');
    advance(6 * DAY_S);
    // A new mail to the late one: its 7 days start again.
    await t.auth.post('/otp', { email: 'unbestaetigt-spaet@example.de', create_user: true });
    advance(DAY_S + 60);
    expect((await t.auth.embedded.prune()).unconfirmedUsers).toBe(1);
    expect(await users()).toEqual([
      'unbestaetigt-echt@example.de',
      'unbestaetigt-spaet@example.de',
    ]);
    advance(6 * DAY_S);
    expect((await t.auth.embedded.prune()).unconfirmedUsers).toBe(1);
    expect(await users()).toEqual(['unbestaetigt-echt@example.de']);
  });
});
