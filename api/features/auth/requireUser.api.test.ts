import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { createTestApp } from '../../../tests/support/testApp';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp(sampleCatalog());
});

afterAll(async () => {
  await t.close();
});

const me = (token?: string) =>
  t.app.request('/api/me', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('requireUser', () => {
  it('answers 401 in the /api error shape without a bearer token', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Bitte melde dich an, um fortzufahren.' },
    });
  });

  it('passes the confirmed user of a valid session on to the route', async () => {
    const { userId, accessToken } = await t.auth.signUpConfirmed('Anna@Example.de', 'geheim123');
    const response = await me(accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: userId,
      email: 'anna@example.de',
      emailConfirmed: true,
      // The session's latest proof (its amr claim), for re-authentication (review N6).
      lastProof: { method: 'otp', at: expect.any(Number) },
    });
  });

  it('refuses a token whose session was signed out', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('bert@example.de', 'geheim123');
    const logout = await t.app.request('/auth/v1/logout?scope=local', {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(logout.status).toBe(204);
    expect((await me(accessToken)).status).toBe(401);
  });

  it('refuses garbage and the anon key', async () => {
    expect((await me('kein.token.hier')).status).toBe(401);
    expect((await me(t.auth.embedded.anonKey)).status).toBe(401);
  });
});

describe('requireUser with the session cache', () => {
  let now = new Date('2026-11-21T10:00:00Z');
  let c: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    c = await createTestApp([], { clock: () => now });
  });
  afterAll(async () => {
    await c.close();
  });
  const meOn = (token: string) =>
    c.app.request('/api/me', { headers: { Authorization: `Bearer ${token}` } });

  it('forgets a session revoked by this process at once', async () => {
    const first = await c.auth.signUpConfirmed('sofort-weg@example.de', 'geheim123');
    const second = await c.auth.signIn('sofort-weg@example.de', 'geheim123');
    expect((await meOn(second.accessToken)).status).toBe(200);
    await c.app.request('/auth/v1/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${first.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'anderes-passwort' }),
    });
    expect((await meOn(second.accessToken)).status).toBe(401);
    expect((await meOn(first.accessToken)).status).toBe(200);
  });

  it('trusts a checked session for at most 2 s when another process revokes it', async () => {
    const { accessToken, userId } = await c.auth.signUpConfirmed(
      'anderswo@example.de',
      'geheim123',
    );
    expect((await meOn(accessToken)).status).toBe(200);
    // Another instance signs the user out: only the shared database knows.
    await c.db.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
    expect((await meOn(accessToken)).status).toBe(200);
    now = new Date(now.getTime() + 2001);
    expect((await meOn(accessToken)).status).toBe(401);
  });
});
