// Fresh proof for deletion and password change (review N6, L4): a sign-in within 10
// minutes, else the current password or the mailed nonce; a recovery link's session sets a
// new password without either. Injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonHeaders, lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp, type TestApp } from '../../../tests/support/testApp';
import { REAUTH_MAX_AGE_S, RECOVERY_PASSWORD_WINDOW_S } from './reauthentication';

let now = Date.parse('2026-11-28T10:00:00Z');
const advance = (seconds: number) => {
  now += seconds * 1000;
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([], { clock: () => new Date(now) });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'erstes-Passwort-8';
let counter = 0;
const nextEmail = () => `frisch${++counter}@example.de`;

function putUser(token: string, body: unknown) {
  return t.app.request('/auth/v1/user', {
    method: 'PUT',
    headers: { ...anonHeaders(t.auth), Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}
function deleteAccount(token: string, body?: unknown) {
  return t.app.request('/api/auth/delete-account', {
    method: 'DELETE',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
async function codeFor(token: string, email: string): Promise<string> {
  const sent = await t.app.request('/auth/v1/reauthenticate', {
    headers: { ...anonHeaders(t.auth), Authorization: `Bearer ${token}` },
  });
  expect(sent.status).toBe(200);
  const mail = lastMailTo(t.auth, email);
  expect(mail.kind).toBe('reauthentication');
  expect(mail.subject).toMatch(/^Dein Bestätigungscode für Duftkompass: \d{6}$/);
  return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
}

describe('password change', () => {
  it('works right after sign-in, and needs a proof once the sign-in is stale', async () => {
    const email = nextEmail();
    const session = await t.auth.signUpConfirmed(email, PASSWORD);
    expect((await putUser(session.accessToken, { password: 'zweites-Passwort-8' })).status).toBe(
      200,
    );
    advance(REAUTH_MAX_AGE_S + 1);
    const stale = await putUser(session.accessToken, { password: 'drittes-Passwort-8' });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const wrong = await putUser(session.accessToken, {
      password: 'drittes-Passwort-8',
      current_password: 'falsch-geraten-1',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('current_password_mismatch');
    const proven = await putUser(session.accessToken, {
      password: 'drittes-Passwort-8',
      current_password: 'zweites-Passwort-8',
    });
    expect(proven.status).toBe(200);
    expect((await t.auth.signIn(email, 'drittes-Passwort-8')).accessToken).toBeTruthy();
  });

  it('takes the mailed nonce instead, once', async () => {
    const email = nextEmail();
    const session = await t.auth.signUpConfirmed(email, PASSWORD);
    advance(REAUTH_MAX_AGE_S + 1);
    const code = await codeFor(session.accessToken, email);
    const bad = await putUser(session.accessToken, {
      password: 'neues-Passwort-9',
      nonce: '000000' === code ? '111111' : '000000',
    });
    expect(((await bad.json()) as { code: string }).code).toBe('reauthentication_not_valid');
    const ok = await putUser(session.accessToken, { password: 'neues-Passwort-9', nonce: code });
    expect(ok.status).toBe(200);
    const again = await putUser(session.accessToken, {
      password: 'noch-eins-Passwort-9',
      nonce: code,
    });
    expect(((await again.json()) as { code: string }).code).toBe('reauthentication_not_valid');
  });

  it('lets a recovery-link session set a new password without re-authentication', async () => {
    const email = nextEmail();
    await t.auth.signUpConfirmed(email, PASSWORD);
    advance(REAUTH_MAX_AGE_S + 1);
    expect((await t.auth.post('/recover', { email })).status).toBe(200);
    const opened = await t.app.request(lastMailTo(t.auth, email).link);
    const hash = new URLSearchParams(opened.headers.get('location')?.split('#')[1] ?? '');
    // Past the ordinary 10 minutes, inside the recovery link's hour: still no proof needed.
    advance(REAUTH_MAX_AGE_S + 1);
    const ok = await putUser(hash.get('access_token') ?? '', { password: 'vergessen-Passwort-5' });
    expect(ok.status).toBe(200);
    expect((await t.auth.signIn(email, 'vergessen-Passwort-5')).accessToken).toBeTruthy();
    // The hour is the limit (a refreshed token keeps the session's proof).
    advance(RECOVERY_PASSWORD_WINDOW_S);
    const refreshed = await t.auth.post('/token?grant_type=refresh_token', {
      refresh_token: hash.get('refresh_token'),
    });
    const { access_token: later } = (await refreshed.json()) as { access_token: string };
    const late = await putUser(later, { password: 'spaeter-Passwort-6' });
    expect(((await late.json()) as { code: string }).code).toBe('reauthentication_needed');
  });

  it('gives the typed recovery code the same hour, and a magic link only the 10 minutes', async () => {
    const email = nextEmail();
    await t.auth.signUpConfirmed(email, PASSWORD);
    advance(REAUTH_MAX_AGE_S + 1);
    await t.auth.post('/recover', { email });
    const code = /Code ein: (\d{6})/.exec(lastMailTo(t.auth, email).text)?.[1] ?? '';
    const verified = await t.auth.post('/verify', { email, token: code, type: 'recovery' });
    const recovery = ((await verified.json()) as { access_token: string }).access_token;
    advance(60);
    await t.auth.post('/otp', { email });
    const magic = await t.app.request(lastMailTo(t.auth, email).link);
    const magicToken =
      new URLSearchParams(magic.headers.get('location')?.split('#')[1] ?? '').get('access_token') ??
      '';
    advance(REAUTH_MAX_AGE_S + 1);
    const byMagicLink = await putUser(magicToken, { password: 'magisch-Passwort-7' });
    expect(((await byMagicLink.json()) as { code: string }).code).toBe('reauthentication_needed');
    expect((await putUser(recovery, { password: 'per-Code-Passwort-7' })).status).toBe(200);
  });
});

describe('account deletion', () => {
  it('needs a fresh sign-in, refuses a stale one with a German 403, takes the password', async () => {
    const email = nextEmail();
    const session = await t.auth.signUpConfirmed(email, PASSWORD);
    advance(REAUTH_MAX_AGE_S + 1);
    const stale = await deleteAccount(session.accessToken);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({
      error: {
        code: 'reauthentication_needed',
        message:
          'Bitte bestätige zuerst, dass du es bist: mit deinem Passwort oder mit einem Code, den wir dir per E-Mail schicken.',
      },
    });
    const wrong = await deleteAccount(session.accessToken, { current_password: 'falsch-1234' });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe(
      'reauthentication_not_valid',
    );
    const ok = await deleteAccount(session.accessToken, { current_password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ deleted: true, login: 'deleted' });
  });

  it('deletes at once within 10 minutes of the sign-in (empty body as before)', async () => {
    const session = await t.auth.signUpConfirmed(nextEmail(), PASSWORD);
    advance(REAUTH_MAX_AGE_S - 30);
    expect((await deleteAccount(session.accessToken)).status).toBe(200);
  });

  it('takes the mailed nonce from an account without a password', async () => {
    const email = nextEmail();
    const session = await t.auth.signUpConfirmed(email, PASSWORD);
    await t.db.query('UPDATE auth_users SET encrypted_password = NULL WHERE email = $1', [email]);
    advance(REAUTH_MAX_AGE_S + 1);
    expect((await deleteAccount(session.accessToken, { current_password: PASSWORD })).status).toBe(
      403,
    );
    const code = await codeFor(session.accessToken, email);
    const ok = await deleteAccount(session.accessToken, { nonce: code });
    expect(ok.status).toBe(200);
  });
});
