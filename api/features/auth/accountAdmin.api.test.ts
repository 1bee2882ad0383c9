import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonHeaders } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp([]);
});

afterAll(async () => {
  await t.close();
});

const asUser = (token: string, method: string, path: string, body?: unknown) =>
  t.app.request(`/auth/v1${path}`, {
    method,
    headers: { ...anonHeaders(t.auth), Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const asAdmin = (method: string, path: string, body?: unknown) =>
  asUser(t.auth.embedded.serviceRoleKey, method, path, body);

describe('PUT /user', () => {
  it('merges user metadata', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('meta@example.de', 'geheim123', {
      first_name: 'Mia',
    });
    const response = await asUser(accessToken, 'PUT', '/user', { data: { last_name: 'Moos' } });
    expect(response.status).toBe(200);
    expect((await response.json()).user_metadata).toEqual({ first_name: 'Mia', last_name: 'Moos' });
  });

  it('changes the password, keeps this session and signs out all others', async () => {
    const current = await t.auth.signUpConfirmed('wechsel@example.de', 'geheim123');
    const other = await t.auth.signIn('wechsel@example.de', 'geheim123');
    const response = await asUser(current.accessToken, 'PUT', '/user', {
      password: 'neuesPasswort1',
    });
    expect(response.status).toBe(200);
    expect((await asUser(current.accessToken, 'GET', '/user')).status).toBe(200);
    expect((await asUser(other.accessToken, 'GET', '/user')).status).toBe(403);
    await expect(t.auth.signIn('wechsel@example.de', 'geheim123')).rejects.toThrow(
      /invalid_credentials/,
    );
    await t.auth.signIn('wechsel@example.de', 'neuesPasswort1');
  });

  it('refuses the same, a weak and an overlong password', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('gleich@example.de', 'geheim123');
    const same = await asUser(accessToken, 'PUT', '/user', { password: 'geheim123' });
    expect(same.status).toBe(422);
    expect(await same.json()).toEqual({
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await asUser(accessToken, 'PUT', '/user', { password: 'kurz' });
    expect(await weak.json()).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: ['length'] },
    });
    const long = await asUser(accessToken, 'PUT', '/user', { password: 'x'.repeat(73) });
    expect(long.status).toBe(400);
  });

  it('keeps app_metadata for admins', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('rolle@example.de', 'geheim123');
    const response = await asUser(accessToken, 'PUT', '/user', { app_metadata: { role: 'admin' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });
});

describe('admin API (service role)', () => {
  it('creates a confirmed user who can sign in with the password', async () => {
    const response = await asAdmin('POST', '/admin/users', {
      email: 'Admin-Made@example.de',
      password: 'geheim123',
      email_confirm: true,
      user_metadata: { display_name: 'Made' },
    });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({
      email: 'admin-made@example.de',
      user_metadata: { display_name: 'Made' },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    await t.auth.signIn('admin-made@example.de', 'geheim123');
    const taken = await asAdmin('POST', '/admin/users', {
      email: 'admin-made@example.de',
      password: 'geheim123',
    });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual({
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('gets and deletes a user, then answers 404 user_not_found', async () => {
    const { userId, accessToken } = await t.auth.signUpConfirmed(
      'loeschen@example.de',
      'geheim123',
    );
    const got = await asAdmin('GET', `/admin/users/${userId}`);
    expect(await got.json()).toMatchObject({ id: userId, email: 'loeschen@example.de' });
    const deleted = await asAdmin('DELETE', `/admin/users/${userId}`, {
      should_soft_delete: false,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({});
    const missing = await asAdmin('GET', `/admin/users/${userId}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'user_not_found', message: 'User not found' });
    expect((await asUser(accessToken, 'GET', '/user')).status).toBe(403);
    const { rows } = await t.db.query('SELECT 1 FROM auth_sessions WHERE user_id = $1', [userId]);
    expect(rows).toHaveLength(0);
  });

  it('refuses users and the anon key with not_admin, and bad ids with validation_failed', async () => {
    const { accessToken } = await t.auth.signUpConfirmed('kein-admin@example.de', 'geheim123');
    for (const token of [accessToken, t.auth.embedded.anonKey]) {
      const response = await asUser(
        token,
        'GET',
        '/admin/users/00000000-0000-4000-8000-000000000000',
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    const bad = await asAdmin('GET', '/admin/users/123');
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({
      code: 'validation_failed',
      message: 'user_id must be an UUID',
    });
  });
});
