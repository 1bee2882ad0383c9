import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonHeaders, TEST_JWT_SECRET } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';

let now = new Date('2026-11-21T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp([], { clock: () => now });
});

afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) =>
  t.auth.post('/token?grant_type=refresh_token', { refresh_token: refreshToken });
const getUser = (token: string) =>
  t.app.request('/auth/v1/user', {
    headers: { ...anonHeaders(t.auth), Authorization: `Bearer ${token}` },
  });
const logout = (token: string, scope?: string) =>
  t.app.request(`/auth/v1/logout${scope === undefined ? '' : `?scope=${scope}`}`, {
    method: 'POST',
    headers: { ...anonHeaders(t.auth), Authorization: `Bearer ${token}` },
  });

describe('POST /token?grant_type=password', () => {
  it('issues a session whose access token carries GoTrue’s claims', async () => {
    const { userId } = await t.auth.signUpConfirmed('claims@example.de', 'geheim123', {
      display_name: 'Cl',
    });
    const response = await t.auth.post('/token?grant_type=password', {
      email: 'claims@example.de',
      password: 'geheim123',
      gotrue_meta_security: {},
    });
    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: userId } });
    expect(session).not.toHaveProperty('weak_password');
    const claims = decodeJwt(session.access_token);
    const iat = Math.floor(now.getTime() / 1000);
    expect(claims).toMatchObject({
      iss: 'http://localhost:8787/auth/v1',
      sub: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'claims@example.de',
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: iat }],
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Cl' },
      is_anonymous: false,
      iat,
      exp: iat + 3600,
    });
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.expires_at).toBe(iat + 3600);
    expect(session.user.last_sign_in_at).toBe(now.toISOString());
  });

  it('answers invalid_credentials alike for an unknown address and a wrong password', async () => {
    await t.auth.signUpConfirmed('falsch@example.de', 'geheim123');
    for (const body of [
      { email: 'falsch@example.de', password: 'daneben12' },
      { email: 'unbekannt@example.de', password: 'daneben12' },
    ]) {
      const response = await t.auth.post('/token?grant_type=password', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('answers email_not_confirmed only after a correct password', async () => {
    await t.auth.post('/signup', { email: 'offen@example.de', password: 'geheim123' });
    const wrong = await t.auth.post('/token?grant_type=password', {
      email: 'offen@example.de',
      password: 'nein12345',
    });
    expect(await wrong.json()).toMatchObject({ code: 'invalid_credentials' });
    const right = await t.auth.post('/token?grant_type=password', {
      email: 'offen@example.de',
      password: 'geheim123',
    });
    expect(right.status).toBe(400);
    expect(await right.json()).toEqual({
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
  });

  it('refuses unknown grant types and a missing e-mail', async () => {
    const grant = await t.auth.post('/token?grant_type=magic', {});
    expect(await grant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    });
    const missing = await t.auth.post('/token?grant_type=password', { password: 'x' });
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('POST /token?grant_type=refresh_token', () => {
  it('rotates: a new refresh token, the old one revoked, the session and amr kept', async () => {
    const first = await t.auth.signUpConfirmed('rotate@example.de', 'geheim123');
    advance(5);
    const response = await refresh(first.refreshToken);
    expect(response.status).toBe(200);
    const next = await response.json();
    expect(next.refresh_token).not.toBe(first.refreshToken);
    const before = decodeJwt(first.accessToken);
    const after = decodeJwt(next.access_token);
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr).toEqual(before.amr);
    expect(after.iat).toBe(Number(before.iat) + 5);
  });

  it('gives a concurrent second refresh within 10 s a token too (reuse interval)', async () => {
    const first = await t.auth.signUpConfirmed('tabs@example.de', 'geheim123');
    const a = await refresh(first.refreshToken);
    advance(9);
    const b = await refresh(first.refreshToken);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
  });

  it('revokes the whole session when a used token comes back later (reuse detection)', async () => {
    const first = await t.auth.signUpConfirmed('leak@example.de', 'geheim123');
    const second = await (await refresh(first.refreshToken)).json();
    advance(11);
    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    expect((await refresh(second.refresh_token)).status).toBe(400);
    expect(await (await getUser(second.access_token)).json()).toMatchObject({
      code: 'session_not_found',
    });
  });

  it('answers an unknown token with refresh_token_not_found and an empty one OAuth-style', async () => {
    const unknown = await refresh('abcdefghijkl');
    expect(await unknown.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const empty = await refresh('');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });
});

describe('GET /user', () => {
  it('returns the bare user for a live session', async () => {
    const { userId, accessToken } = await t.auth.signUpConfirmed('ich@example.de', 'geheim123');
    const response = await getUser(accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: userId,
      email: 'ich@example.de',
      aud: 'authenticated',
    });
  });

  it('needs a bearer token: 401 no_authorization', async () => {
    const response = await t.app.request('/auth/v1/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
  });

  it('answers bad_jwt for a forged, a garbage and an expired token', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('abgelaufen@example.de', 'geheim123');
    const forged = await new SignJWT({ ...decodeJwt(accessToken) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const token of [forged, 'kaputt']) {
      const response = await getUser(token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    }
    advance(3601);
    const expired = await getUser(accessToken);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({
      code: 'bad_jwt',
      message: expect.stringMatching(/^invalid JWT: unable to parse or verify signature, .*exp/),
    });
    expect(
      (await t.app.request('/api/me', { headers: { Authorization: `Bearer ${accessToken}` } }))
        .status,
    ).toBe(401);
  });

  it('answers user_not_found once the user is deleted', async () => {
    const { userId, accessToken } = await t.auth.signUpConfirmed('weg@example.de', 'geheim123');
    const admin = t.auth.embedded.serviceRoleKey;
    await t.app.request(`/auth/v1/admin/users/${userId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(await (await getUser(accessToken)).json()).toMatchObject({ code: 'user_not_found' });
  });

  it('verifies tokens signed with the configured secret only', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('echt@example.de', 'geheim123');
    const resigned = await new SignJWT({ ...decodeJwt(accessToken) })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await getUser(resigned)).status).toBe(200);
  });
});

describe('POST /logout', () => {
  async function threeSessions(email: string) {
    const a = await t.auth.signUpConfirmed(email, 'geheim123');
    const b = await t.auth.signIn(email, 'geheim123');
    const c = await t.auth.signIn(email, 'geheim123');
    return [a, b, c];
  }
  const alive = async (token: string) => (await getUser(token)).status === 200;

  it('local ends only the current session', async () => {
    const [a, b, c] = await threeSessions('lokal@example.de');
    expect((await logout(a!.accessToken, 'local')).status).toBe(204);
    expect([
      await alive(a!.accessToken),
      await alive(b!.accessToken),
      await alive(c!.accessToken),
    ]).toEqual([false, true, true]);
  });

  it('others ends every session but the current one', async () => {
    const [a, b, c] = await threeSessions('andere@example.de');
    expect((await logout(a!.accessToken, 'others')).status).toBe(204);
    expect([
      await alive(a!.accessToken),
      await alive(b!.accessToken),
      await alive(c!.accessToken),
    ]).toEqual([true, false, false]);
  });

  it('global (the default) ends all sessions and their refresh tokens', async () => {
    const [a, b] = await threeSessions('global@example.de');
    const response = await logout(a!.accessToken);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await alive(b!.accessToken)).toBe(false);
    expect(await (await refresh(b!.refreshToken)).json()).toMatchObject({
      code: 'refresh_token_not_found',
    });
  });

  it('refuses an unknown scope', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('scope@example.de', 'geheim123');
    const response = await logout(accessToken, 'alle');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope',
    });
  });
});
