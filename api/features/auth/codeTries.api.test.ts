// Review N12: every new mail re-arms a code's five tries, so a per-account daily budget of
// typed codes (20) bounds the guessing; links keep working. The review's test: after 20
// wrong codes across 4 mails, a correct code from a fifth mail is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';
import { DEFAULT_RATE_LIMITS } from './rateLimits';

let now = new Date('2026-11-28T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp([], {
    clock: () => now,
    rateLimits: { codeTriesPerDay: DEFAULT_RATE_LIMITS.codeTriesPerDay },
  });
});

afterAll(async () => {
  await t.close();
});

const otpIn = (text: string) => /Code ein: (\d{6})/.exec(text)?.[1] ?? '';
const wrongFor = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

/** A new magic-link mail (after the 60 s gap); returns its code and link. */
async function freshMail(email: string) {
  advance(61);
  const response = await t.auth.post('/otp', { email, create_user: true });
  expect(response.status).toBe(200);
  const mail = lastMailTo(t.auth, email);
  return { otp: otpIn(mail.text), link: mail.link };
}

const typeCode = (email: string, token: string) =>
  t.auth.post('/verify', { email, token, type: 'email' });

describe('the daily budget of typed codes per account (review N12)', () => {
  it('refuses a correct code after 20 wrong ones across 4 mails; the link still works', async () => {
    expect(DEFAULT_RATE_LIMITS.codeTriesPerDay).toBe(20);
    const email = 'ziel@example.de';
    for (let mail = 0; mail < 4; mail++) {
      const { otp } = await freshMail(email);
      for (let i = 0; i < 5; i++) expect((await typeCode(email, wrongFor(otp))).status).toBe(403);
    }
    const fifth = await freshMail(email);
    const right = await typeCode(email, fifth.otp);
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await right.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many codes entered for this account today, please use the link in the e-mail.',
    });
    // The owner signs in with the link from the same mail.
    const opened = await t.app.request(fifth.link);
    expect(opened.headers.get('location')).toContain('access_token=');

    // A day later codes work again.
    advance(86_400);
    const nextDay = await freshMail(email);
    expect((await typeCode(email, nextDay.otp)).status).toBe(200);
  });

  it('lets an honest user who mistypes twice in with the right code', async () => {
    const email = 'ehrlich@example.de';
    const { otp } = await freshMail(email);
    expect((await typeCode(email, wrongFor(otp))).status).toBe(403);
    expect((await typeCode(email, wrongFor(wrongFor(otp)))).status).toBe(403);
    expect((await typeCode(email, otp)).status).toBe(200);
  });

  it("counts one account's codes apart from another's", async () => {
    const spent = 'verbraucht@example.de';
    const other = 'andere@example.de';
    for (let mail = 0; mail < 4; mail++) {
      const { otp } = await freshMail(spent);
      for (let i = 0; i < 5; i++) await typeCode(spent, wrongFor(otp));
    }
    const { otp } = await freshMail(other);
    expect((await typeCode(other, otp)).status).toBe(200);
  });
});
