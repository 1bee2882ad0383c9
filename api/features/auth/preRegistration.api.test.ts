// Pre-registration takeover: a stranger signs up with someone else's address and a password
// of their own. Once the owner proves the address with a link or code from a mail, the
// stranger's password and sessions must be worthless; an ordinary sign-up keeps its password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';
import { issueSession } from './sessionService';
import { findUserByEmail } from './usersRepo';

let now = new Date('2026-11-21T10:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp([], { clock: () => now });
});

afterAll(async () => {
  await t.close();
});

const STRANGER_PASSWORD = 'fremdes-Passwort-1';
const sessionIn = (response: Response) =>
  new URLSearchParams(response.headers.get('location')?.split('#')[1] ?? '');
const otpIn = (text: string) => /Code ein: (\d{6})/.exec(text)?.[1] ?? '';

async function signInStatus(email: string, password: string) {
  const response = await t.auth.post('/token?grant_type=password', { email, password });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code };
}

/** The stranger's sign-up; the confirmation mail goes to the owner, who ignores it. */
async function preRegister(email: string) {
  const response = await t.auth.post('/signup', { email, password: STRANGER_PASSWORD });
  expect(response.status).toBe(200);
  // Each test's mails must not hit the 60 s gap of the previous one.
  now = new Date(now.getTime() + 61_000);
}

describe('an address someone else pre-registered', () => {
  it('loses the stranger’s password when the owner signs in with a magic link', async () => {
    const email = 'opfer-link@example.de';
    await preRegister(email);
    expect(await signInStatus(email, STRANGER_PASSWORD)).toEqual({
      status: 400,
      code: 'email_not_confirmed',
    });

    expect((await t.auth.post('/otp', { email, create_user: true })).status).toBe(200);
    const signedIn = await t.app.request(lastMailTo(t.auth, email).link);
    expect(sessionIn(signedIn).get('access_token')).toBeTruthy();

    expect(await signInStatus(email, STRANGER_PASSWORD)).toEqual({
      status: 400,
      code: 'invalid_credentials',
    });
  });

  it('loses the stranger’s password when the owner types the code from the mail', async () => {
    const email = 'opfer-code@example.de';
    await preRegister(email);
    await t.auth.post('/otp', { email });
    const response = await t.auth.post('/verify', {
      email,
      token: otpIn(lastMailTo(t.auth, email).text),
      type: 'email',
    });
    expect(response.status).toBe(200);
    expect((await signInStatus(email, STRANGER_PASSWORD)).code).toBe('invalid_credentials');
  });

  it('loses the stranger’s password when the owner resets the password', async () => {
    const email = 'opfer-reset@example.de';
    await preRegister(email);
    await t.auth.post('/recover', { email });
    const link = lastMailTo(t.auth, email).link;
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    expect(sessionIn(await t.app.request(link)).get('access_token')).toBeTruthy();
    expect((await signInStatus(email, STRANGER_PASSWORD)).code).toBe('invalid_credentials');
  });

  it('loses the stranger’s password when the owner signs up too and confirms', async () => {
    const email = 'opfer-signup@example.de';
    await preRegister(email);
    await t.auth.post('/signup', { email, password: 'eigenes-Passwort-2' });
    const confirmed = await t.app.request(lastMailTo(t.auth, email).link);
    // The owner is signed in by the link and chooses a password there.
    const accessToken = sessionIn(confirmed).get('access_token');
    expect(accessToken).toBeTruthy();
    expect((await signInStatus(email, STRANGER_PASSWORD)).code).toBe('invalid_credentials');
    const update = await t.app.request('/auth/v1/user', {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ password: 'eigenes-Passwort-3' }),
    });
    expect(update.status).toBe(200);
    expect((await signInStatus(email, 'eigenes-Passwort-3')).status).toBe(200);
  });

  it('ends the sessions the account had before the address was proven', async () => {
    const email = 'opfer-sitzung@example.de';
    await preRegister(email);
    // Only reachable when confirmation was off at sign-up time (AUTH_AUTOCONFIRM changed).
    const unconfirmed = await findUserByEmail(t.db, email);
    const before = await issueSession(t.auth.embedded.services, unconfirmed!, 'password', {
      userAgent: null,
      ip: null,
    });
    await t.auth.post('/otp', { email });
    await t.app.request(lastMailTo(t.auth, email).link);

    const refresh = await t.auth.post('/token?grant_type=refresh_token', {
      refresh_token: before.refresh_token,
    });
    expect(refresh.status).toBe(400);
    const user = await t.app.request('/auth/v1/user', {
      headers: { Authorization: `Bearer ${before.access_token}` },
    });
    expect(user.status).toBe(403);
    const me = await t.app.request('/api/me', {
      headers: { Authorization: `Bearer ${before.access_token}` },
    });
    expect(me.status).toBe(401);
  });
});

describe('an ordinary sign-up', () => {
  it('keeps its password after the confirmation link', async () => {
    const email = 'ehrlich@example.de';
    await t.auth.signUpConfirmed(email, 'ehrliches-Passwort-1');
    expect((await signInStatus(email, 'ehrliches-Passwort-1')).status).toBe(200);
  });

  it('keeps its password when the same person signs up twice before confirming', async () => {
    const email = 'doppelt@example.de';
    await t.auth.post('/signup', { email, password: 'doppeltes-Passwort-1' });
    now = new Date(now.getTime() + 61_000);
    await t.auth.post('/signup', { email, password: 'doppeltes-Passwort-1' });
    await t.app.request(lastMailTo(t.auth, email).link);
    expect((await signInStatus(email, 'doppeltes-Passwort-1')).status).toBe(200);
  });

  it('keeps its password when a magic link is requested after confirming', async () => {
    const email = 'bestaetigt@example.de';
    await t.auth.signUpConfirmed(email, 'bestaetigtes-Passwort-1');
    now = new Date(now.getTime() + 61_000);
    await t.auth.post('/otp', { email });
    await t.app.request(lastMailTo(t.auth, email).link);
    expect((await signInStatus(email, 'bestaetigtes-Passwort-1')).status).toBe(200);
  });
});
