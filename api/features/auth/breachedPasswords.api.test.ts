// New passwords are checked against the bundled list of the most common breached passwords
// (review N7): sign-up, password change and the recovery link's new password all get
// GoTrue's 422 weak_password with reason "pwned"; sign-in with such an old password works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonHeaders, lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp, type TestApp } from '../../../tests/support/testApp';
import { commonPasswordCount, isCommonPassword } from './commonPasswords';
import { hashPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([]);
});
afterAll(async () => {
  await t.close();
});

const PWNED = {
  code: 'weak_password',
  message: 'Password is known to be weak and easy to guess, please choose a different one.',
  weak_password: { reasons: ['pwned'] },
};

function putUser(accessToken: string, body: unknown) {
  return t.app.request('/auth/v1/user', {
    method: 'PUT',
    headers: { ...anonHeaders(t.auth), Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
}

describe('the breach list', () => {
  it('holds the common passwords of 8 characters or more, ignoring case', () => {
    expect(commonPasswordCount()).toBeGreaterThan(15_000);
    for (const common of ['password1', 'Password1', 'iloveyou', 'qwertyuiop', '12345678']) {
      expect(isCommonPassword(common)).toBe(true);
    }
    // The service's own name with digits and symbols is as easy to guess.
    expect(isCommonPassword('Duftkompass2026!')).toBe(true);
    expect(isCommonPassword('duftkompass')).toBe(true);
    for (const fine of ['Zimt-und-Vetiver-9', 'geheim-Passwort-1', 'Duftkompass mag Iris']) {
      expect(isCommonPassword(fine)).toBe(false);
    }
  });
});

describe('new passwords', () => {
  it('refuses a breached password at sign-up with GoTrue shape and creates nobody', async () => {
    const response = await t.auth.post('/signup', {
      email: 'gebrochen@example.de',
      password: 'password1',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(PWNED);
    const { rows } = await t.db.query('SELECT 1 FROM auth_users WHERE email = $1', [
      'gebrochen@example.de',
    ]);
    expect(rows).toHaveLength(0);
    expect(t.auth.mails.filter((mail) => mail.to === 'gebrochen@example.de')).toHaveLength(0);
  });

  it('refuses a breached password on change, and keeps the old one', async () => {
    const session = await t.auth.signUpConfirmed('wechsel@example.de', 'erstes-Passwort-1');
    const refused = await putUser(session.accessToken, { password: 'Duftkompass2026!' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(PWNED);
    expect(
      (await t.auth.signIn('wechsel@example.de', 'erstes-Passwort-1')).accessToken,
    ).toBeTruthy();
  });

  it('refuses a breached password set through the recovery link', async () => {
    await t.auth.signUpConfirmed('vergessen@example.de', 'erstes-Passwort-2');
    expect((await t.auth.post('/recover', { email: 'vergessen@example.de' })).status).toBe(200);
    const opened = await t.app.request(lastMailTo(t.auth, 'vergessen@example.de').link);
    const hash = new URLSearchParams(opened.headers.get('location')?.split('#')[1] ?? '');
    const recoveryToken = hash.get('access_token') ?? '';
    expect(recoveryToken).not.toBe('');
    const refused = await putUser(recoveryToken, { password: 'iloveyou' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(PWNED);
    const accepted = await putUser(recoveryToken, { password: 'Zimt-und-Vetiver-9' });
    expect(accepted.status).toBe(200);
  });

  it('still signs in with an old password that is on the list, and says it is weak', async () => {
    await t.auth.signUpConfirmed('alt@example.de', 'ganz-altes-Passwort-3');
    // A password set before the list existed.
    await t.db.query('UPDATE auth_users SET encrypted_password = $2 WHERE email = $1', [
      'alt@example.de',
      await hashPassword('sunshine1'),
    ]);
    const response = await t.auth.post('/token?grant_type=password', {
      email: 'alt@example.de',
      password: 'sunshine1',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { weak_password?: unknown; access_token?: string };
    expect(body.access_token).toBeTruthy();
    expect(body.weak_password).toEqual({ message: PWNED.message, reasons: ['pwned'] });
  });
});
