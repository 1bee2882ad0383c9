// Password sign-in backs off per account (review N7): per address and network, and shortly
// over all networks; the owner gets one notice mail through SMTP; a user who mistypes twice
// and the owner on another network are not locked out. Injected clock, real SMTP sink.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonHeaders } from '../../../tests/support/authTestApp';
import { readMail, startSmtpSink, type SmtpSink } from '../../../tests/support/smtpSink';
import { createTestApp, type TestApp } from '../../../tests/support/testApp';
import { BACKOFF, backoffDelayS } from './signInBackoff';

let now = Date.parse('2026-11-28T10:00:00Z');
const advance = (seconds: number) => {
  now += seconds * 1000;
};
let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp([], {
    clock: () => new Date(now),
    trustProxyHops: 1,
    // Confirmation and notice mails go through nodemailer to the local sink.
    config: { smtpUrl: sink.url },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const PASSWORD = 'richtiges-Passwort-7';

function signIn(email: string, password: string, network: string) {
  return t.app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { ...anonHeaders(t.auth), 'X-Forwarded-For': network },
    body: JSON.stringify({ email, password }),
  });
}

let counter = 0;
/** A confirmed account, signed up through /auth/v1 with the link from the SMTP mail. */
async function account(): Promise<string> {
  counter++;
  const email = `backoff${counter}@example.de`;
  const since = sink.mails.length;
  const signup = await t.auth.post('/signup', { email, password: PASSWORD });
  expect(signup.status).toBe(200);
  const mail = readMail(await sink.waitForMail(email, since));
  const link = /http:\/\/localhost:8787\/auth\/v1\/verify\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  expect((await t.app.request(link!)).status).toBe(303);
  return email;
}

function mailsTo(email: string) {
  return sink.mails.filter((mail) => mail.to.includes(email)).map(readMail);
}

describe('password sign-in back-off', () => {
  it('grows from 30 s to at most 15 min per network, and 5 s to 60 s over all networks', () => {
    const delays = [4, 5, 6, 7, 10, 20].map((n) => backoffDelayS(BACKOFF.perNetwork, n));
    expect(delays).toEqual([0, 30, 60, 120, 900, 900]);
    const everywhere = [9, 10, 11, 13, 30].map((n) => backoffDelayS(BACKOFF.allNetworks, n));
    expect(everywhere).toEqual([0, 5, 10, 40, 60]);
  });

  it('lets a user who mistypes twice sign in at once', async () => {
    const email = await account();
    expect((await signIn(email, 'falsch-1', '198.51.100.10')).status).toBe(400);
    expect((await signIn(email, 'falsch-2', '198.51.100.10')).status).toBe(400);
    const ok = await signIn(email, PASSWORD, '198.51.100.10');
    expect(ok.status).toBe(200);
    expect(mailsTo(email).map((mail) => mail.subject)).not.toContain(
      'Fehlgeschlagene Anmeldeversuche bei deinem Duftkompass-Konto',
    );
  });

  it('blocks one network after 5 failures, even the right password, and grows the wait', async () => {
    const email = await account();
    const guesser = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(email, `rate-${i}`, guesser);
      expect(wrong.status).toBe(400);
    }
    const blocked = await signIn(email, PASSWORD, guesser);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('30');
    expect(await blocked.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many failed sign-in attempts, please retry after 30 seconds.',
    });
    // The owner on another network signs in at once.
    expect((await signIn(email, PASSWORD, '192.0.2.44')).status).toBe(200);
    // After the wait the guesser may try again; the next failure doubles the wait.
    advance(31);
    expect((await signIn(email, 'rate-5', guesser)).status).toBe(400);
    const longer = await signIn(email, PASSWORD, guesser);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('Retry-After')).toBe('60');
    advance(61);
    // The right password after the wait clears this network's count.
    expect((await signIn(email, PASSWORD, guesser)).status).toBe(200);
    expect((await signIn(email, 'wieder-falsch', guesser)).status).toBe(400);
    expect((await signIn(email, PASSWORD, guesser)).status).toBe(200);
  });

  it('mails the owner once when a back-off starts, through SMTP', async () => {
    const email = await account();
    const since = sink.mails.length;
    for (let i = 0; i < 5; i++) await signIn(email, `x-${i}`, '203.0.113.80');
    const notice = readMail(await sink.waitForMail(email, since));
    expect(notice.subject).toBe('Fehlgeschlagene Anmeldeversuche bei deinem Duftkompass-Konto');
    expect(notice.text).toContain('mit einem falschen Passwort');
    expect(notice.text).toContain('Passwort vergessen?');
    expect(notice.html).toContain('<html lang="de">');
    // A second network backing off the same day sends no second mail.
    for (let i = 0; i < 5; i++) await signIn(email, `y-${i}`, '203.0.113.81');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      mailsTo(email).filter((mail) => mail.subject.startsWith('Fehlgeschlagene')),
    ).toHaveLength(1);
  });

  it('slows guessing from many networks shortly, without locking the owner out', async () => {
    const email = await account();
    for (let i = 1; i <= 10; i++) {
      expect((await signIn(email, `botnetz-${i}`, `198.18.0.${i}`)).status).toBe(400);
    }
    // The review's test: the next attempt, even with the right password, gets 429 …
    const blocked = await signIn(email, PASSWORD, '198.18.0.11');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('5');
    // … and honours the back-off; the wait never grows beyond a minute.
    advance(6);
    expect((await signIn(email, 'botnetz-11', '198.18.0.11')).status).toBe(400);
    expect((await signIn(email, PASSWORD, '198.18.0.12')).headers.get('Retry-After')).toBe('10');
    for (let i = 12; i < 20; i++) {
      advance(61);
      expect((await signIn(email, `botnetz-${i}`, `198.18.0.${i + 1}`)).status).toBe(400);
    }
    const capped = await signIn(email, PASSWORD, '192.0.2.200');
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    // The owner waits at most a minute.
    advance(60);
    expect((await signIn(email, PASSWORD, '192.0.2.200')).status).toBe(200);
  });

  it('backs off unknown addresses the same way, so a 429 tells nothing', async () => {
    const email = 'niemand-hier@example.de';
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email, `n-${i}`, '203.0.113.99')).status).toBe(400);
    }
    expect((await signIn(email, 'n-5', '203.0.113.99')).status).toBe(429);
  });

  it('forgets the counts a day later (retention)', async () => {
    const email = await account();
    for (let i = 0; i < 3; i++) await signIn(email, `r-${i}`, '203.0.113.120');
    const rows = async () =>
      (
        await t.db.query('SELECT count(*)::int AS n FROM auth_sign_in_failures WHERE email = $1', [
          email,
        ])
      ).rows[0] as { n: number };
    expect((await rows()).n).toBe(2);
    advance(BACKOFF.windowS + 1);
    expect((await t.auth.embedded.prune()).signInFailures).toBeGreaterThanOrEqual(2);
    expect((await rows()).n).toBe(0);
  });
});
