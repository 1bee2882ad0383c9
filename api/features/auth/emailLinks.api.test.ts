import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';

let now = new Date('2026-11-21T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp([], {
    clock: () => now,
    config: { redirectAllowList: ['https://*.duftkompass.de/**', 'duftkompass://callback'] },
  });
});

afterAll(async () => {
  await t.close();
});

const openLink = (link: string) => t.app.request(link);
const hashOf = (response: Response) =>
  new URLSearchParams(response.headers.get('location')?.split('#')[1] ?? '');
const otpIn = (text: string) => /Code ein: (\d{6})/.exec(text)?.[1] ?? '';

describe('GET /verify (the link in the mail)', () => {
  it('confirms the address and redirects with the session in the hash, keys sorted', async () => {
    await t.auth.post('/signup?redirect_to=http://localhost:8787/auth/callback', {
      email: 'link@example.de',
      password: 'geheim123',
    });
    const response = await openLink(lastMailTo(t.auth, 'link@example.de').link);
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith('http://localhost:8787/auth/callback#access_token=')).toBe(true);
    const keys = [...hashOf(response).keys()];
    expect(keys).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(hashOf(response).get('type')).toBe('signup');
    const user = await (
      await t.app.request('/auth/v1/user', {
        headers: { Authorization: `Bearer ${hashOf(response).get('access_token')}` },
      })
    ).json();
    expect(user.email_confirmed_at).toBe(now.toISOString());
  });

  it('works once: the second click redirects with otp_expired', async () => {
    await t.auth.post('/signup', { email: 'einmal@example.de', password: 'geheim123' });
    const link = lastMailTo(t.auth, 'einmal@example.de').link;
    expect((await openLink(link)).status).toBe(303);
    const again = await openLink(link);
    expect(again.headers.get('location')).toBe(
      'http://localhost:8787#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });

  it('expires after one hour', async () => {
    await t.auth.post('/signup', { email: 'spaet@example.de', password: 'geheim123' });
    advance(3601);
    const response = await openLink(lastMailTo(t.auth, 'spaet@example.de').link);
    expect(hashOf(response).get('error_code')).toBe('otp_expired');
  });

  it('only the newest link counts after a resend', async () => {
    await t.auth.post('/signup', { email: 'neuer@example.de', password: 'geheim123' });
    const old = lastMailTo(t.auth, 'neuer@example.de').link;
    advance(61);
    const resend = await t.auth.post('/resend', { email: 'neuer@example.de', type: 'signup' });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({});
    expect(hashOf(await openLink(old)).get('error_code')).toBe('otp_expired');
    expect(
      hashOf(await openLink(lastMailTo(t.auth, 'neuer@example.de').link)).get('access_token'),
    ).toBeTruthy();
  });

  it('stores only digests of link tokens and codes', async () => {
    await t.auth.post('/signup', { email: 'digest@example.de', password: 'geheim123' });
    const mail = lastMailTo(t.auth, 'digest@example.de');
    const token = new URL(mail.link).searchParams.get('token')!;
    const { rows } = await t.db.query<{ token_hash: string; otp_hash: string }>(
      'SELECT token_hash, otp_hash FROM auth_one_time_tokens t JOIN auth_users u ON u.id = t.user_id WHERE u.email = $1',
      ['digest@example.de'],
    );
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(otpIn(mail.text));
  });
});

describe('redirect_to', () => {
  async function redirectAfterSignup(email: string, redirectTo: string, referer?: string) {
    await t.auth.post(`/signup?redirect_to=${encodeURIComponent(redirectTo)}`, {
      email,
      password: 'geheim123',
    });
    const response = await t.app.request(lastMailTo(t.auth, email).link, {
      headers: referer ? { Referer: referer } : {},
    });
    return response.headers.get('location')!.split('#')[0];
  }

  it.each([
    ['http://localhost:8787/auth/callback', 'http://localhost:8787/auth/callback'],
    ['http://localhost:5173/auth/callback', 'http://localhost:5173/auth/callback'],
    [
      'https://app.duftkompass.de/auth/callback?x=1',
      'https://app.duftkompass.de/auth/callback?x=1',
    ],
    ['duftkompass://callback', 'duftkompass://callback'],
    ['https://evil.example/auth/callback', 'http://localhost:8787'],
    ['https://a.b.duftkompass.de/', 'http://localhost:8787'],
    ['https://duftkompass.de.evil.example/', 'http://localhost:8787'],
    ['http://2130706433/', 'http://localhost:8787'],
    ['javascript:alert(1)', 'http://localhost:8787'],
    // N1: the raw text matched the old glob, a browser resolves the host to evil.com.
    ['https://evil%2Ecom\\.duftkompass.de/', 'http://localhost:8787'],
    ['https://evil\u3002com\\.duftkompass.de/', 'http://localhost:8787'],
    ['https://App.duftkompass.de', 'https://app.duftkompass.de/'],
  ])('sends %s to %s', async (requested, expected) => {
    const email = `r${Math.random().toString(36).slice(2)}@example.de`;
    expect(await redirectAfterSignup(email, requested)).toBe(expected);
  });
});

describe('POST /verify', () => {
  it('accepts the six-digit code from the mail with the address (type email)', async () => {
    await t.auth.post('/signup', { email: 'code@example.de', password: 'geheim123' });
    const otp = otpIn(lastMailTo(t.auth, 'code@example.de').text);
    const response = await t.auth.post('/verify', {
      email: 'code@example.de',
      token: otp,
      type: 'email',
    });
    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session.user.email_confirmed_at).toBeTruthy();
    const again = await t.auth.post('/verify', {
      email: 'code@example.de',
      token: otp,
      type: 'email',
    });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('accepts the link token as token_hash', async () => {
    await t.auth.post('/signup', { email: 'hash@example.de', password: 'geheim123' });
    const token = new URL(lastMailTo(t.auth, 'hash@example.de').link).searchParams.get('token');
    const response = await t.auth.post('/verify', { token_hash: token, type: 'signup' });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ type: 'signup' }, 'Verify requires either a token or a token hash'],
    [
      { token_hash: 'x', token: '123456', type: 'signup' },
      'Verify requires either a token or a token hash',
    ],
    [{ token_hash: 'x' }, 'Verify requires a verification type'],
    [{ token_hash: 'x', type: 'sms' }, 'Unsupported verification type'],
    [
      { token_hash: 'x', type: 'signup', email: 'a@b.de' },
      'Only the token_hash and type should be provided',
    ],
  ])('refuses %j', async (body, message) => {
    const response = await t.auth.post('/verify', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message });
  });

  it('voids the code after five wrong tries, even for the right code', async () => {
    const email = 'rate-mal@example.de';
    await t.auth.post('/otp', { email, create_user: true });
    const mail = lastMailTo(t.auth, email);
    const otp = otpIn(mail.text);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const response = await t.auth.post('/verify', { email, token: wrong, type: 'email' });
      expect(response.status).toBe(403);
    }
    const right = await t.auth.post('/verify', { email, token: otp, type: 'email' });
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    // The link in the same mail is not guessable and still works for the owner.
    expect(hashOf(await openLink(mail.link)).get('access_token')).toBeTruthy();
  });

  it('counts wrong codes sent at once: 20 parallel guesses still void the code', async () => {
    const email = 'parallel@example.de';
    await t.auth.post('/otp', { email, create_user: true });
    const otp = otpIn(lastMailTo(t.auth, email).text);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((token) => t.auth.post('/verify', { email, token, type: 'email' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(guesses.map(() => 403));
    const right = await t.auth.post('/verify', { email, token: otp, type: 'email' });
    expect(right.status).toBe(403);
  });

  it('accepts the right code after four wrong tries', async () => {
    const email = 'vertippt@example.de';
    await t.auth.post('/otp', { email, create_user: true });
    const otp = otpIn(lastMailTo(t.auth, email).text);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++)
      await t.auth.post('/verify', { email, token: wrong, type: 'email' });
    const right = await t.auth.post('/verify', { email, token: otp, type: 'email' });
    expect(right.status).toBe(200);
  });

  it('gives a new mail’s code five fresh tries', async () => {
    const email = 'neuer-code@example.de';
    await t.auth.post('/otp', { email, create_user: true });
    const first = otpIn(lastMailTo(t.auth, email).text);
    const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      await t.auth.post('/verify', { email, token: wrong, type: 'email' });
    advance(61);
    await t.auth.post('/otp', { email, create_user: true });
    const second = otpIn(lastMailTo(t.auth, email).text);
    const right = await t.auth.post('/verify', { email, token: second, type: 'email' });
    expect(right.status).toBe(200);
  });

  it('answers a wrong link token with 403 otp_expired', async () => {
    const response = await t.auth.post('/verify', {
      token_hash: 'f'.repeat(64),
      type: 'magiclink',
    });
    expect(await response.json()).toEqual({
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });
});

describe('POST /otp (magic link)', () => {
  it('creates an unknown user and sends the confirmation as the link', async () => {
    const response = await t.auth.post('/otp', {
      email: 'magisch@example.de',
      create_user: true,
      data: {},
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(lastMailTo(t.auth, 'magisch@example.de').subject).toMatch(/bestätige/);
  });

  it('sends a confirmed user a magic link that signs in once', async () => {
    await t.auth.signUpConfirmed('stamm@example.de', 'geheim123');
    await t.auth.post('/otp', { email: 'stamm@example.de', create_user: true });
    const mail = lastMailTo(t.auth, 'stamm@example.de');
    expect(mail.subject).toBe('Dein Anmeldelink für Duftkompass');
    expect(mail.link).toContain('type=magiclink');
    const response = await openLink(mail.link);
    expect(hashOf(response).get('type')).toBe('magiclink');
    expect(hashOf(await openLink(mail.link)).get('error_code')).toBe('otp_expired');
  });

  it('does not tell whether an address exists when create_user is false', async () => {
    const before = t.auth.mails.length;
    const response = await t.auth.post('/otp', { email: 'fremd@example.de', create_user: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(t.auth.mails.length).toBe(before);
  });
});

describe('POST /recover', () => {
  it('mails a reset link whose redirect carries type=recovery', async () => {
    await t.auth.signUpConfirmed('vergesslich@example.de', 'geheim123');
    advance(61);
    const redirect = encodeURIComponent('http://localhost:8787/auth/callback?type=recovery');
    const response = await t.auth.post(`/recover?redirect_to=${redirect}`, {
      email: 'vergesslich@example.de',
    });
    expect(await response.json()).toEqual({});
    const mail = lastMailTo(t.auth, 'vergesslich@example.de');
    expect(mail.subject).toBe('Setze dein Passwort für Duftkompass zurück');
    const target = await openLink(mail.link);
    expect(target.headers.get('location')).toMatch(
      /^http:\/\/localhost:8787\/auth\/callback\?type=recovery#access_token=/,
    );
    expect(hashOf(target).get('type')).toBe('recovery');
  });

  it('answers unknown addresses and repeated requests the same way, without extra mails', async () => {
    await t.auth.signUpConfirmed('bekannt@example.de', 'geheim123');
    advance(61);
    const before = t.auth.mails.length;
    const answers = [];
    for (const email of ['bekannt@example.de', 'bekannt@example.de', 'nicht-da@example.de']) {
      const response = await t.auth.post('/recover', { email });
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual([
      [200, {}],
      [200, {}],
      [200, {}],
    ]);
    expect(t.auth.mails.length).toBe(before + 1);
  });

  it('needs an address', async () => {
    const response = await t.auth.post('/recover', {});
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
  });
});
