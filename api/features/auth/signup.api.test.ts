import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { anonHeaders } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';
import { runtimeConfigSchema } from '../../contract/runtimeConfig';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auto: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp(sampleCatalog());
  auto = await createTestApp([], { autoconfirm: true });
});

afterAll(async () => {
  await t.close();
  await auto.close();
});

const data = { first_name: 'Anna', last_name: 'Blume', display_name: 'Anna Blume' };

describe('GoTrue transport rules', () => {
  it('answers errors in the 2024-01-01 format with the version and error-code headers', async () => {
    const response = await t.auth.post('/signup', { email: 'x@example.de', password: 'kurz' });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('answers the legacy format without the version header', async () => {
    const response = await t.app.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'niemand@example.de', password: 'irgendwas1' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses a body that is not JSON with bad_json', async () => {
    const response = await t.app.request('/auth/v1/signup', {
      method: 'POST',
      headers: anonHeaders(t.auth),
      body: '{kaputt',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });

  it('refuses bodies over 64 KB', async () => {
    const response = await t.auth.post('/signup', {
      email: 'a@b.de',
      data: { x: 'y'.repeat(70_000) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('allows the site’s cross-origin calls with apikey and exposes the version header', async () => {
    const response = await t.app.request('/auth/v1/token?grant_type=password', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('apikey');
    const simple = await t.app.request('/auth/v1/health', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(simple.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('serves health, settings and an empty JWKS for HS256', async () => {
    expect(await (await t.app.request('/auth/v1/health')).json()).toMatchObject({ name: 'GoTrue' });
    const settings = await (await t.app.request('/auth/v1/settings')).json();
    expect(settings).toMatchObject({
      external: { email: true, google: false, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    const jwks = await t.app.request('/auth/v1/.well-known/jwks.json');
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    expect(await jwks.json()).toEqual({ keys: [] });
  });

  it('answers unknown auth paths with a GoTrue 404, not the app shell', async () => {
    const response = await t.app.request('/auth/v1/gibt-es-nicht');
    expect(response.status).toBe(404);
  });

  it('tells the browser where auth lives through GET /api/config', async () => {
    const body = runtimeConfigSchema.parse(await (await t.app.request('/api/config')).json());
    expect(body.auth).toEqual({
      url: 'http://localhost:8787',
      anonKey: t.auth.embedded.anonKey,
      mode: 'embedded',
      googleEnabled: false,
    });
  });
});

describe('POST /signup with confirmation on (default)', () => {
  it('creates an unconfirmed user without session and mails a German confirmation link', async () => {
    const response = await t.auth.post('/signup', {
      email: ' Neu@Example.DE ',
      password: 'geheim123',
      data,
    });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: 'neu@example.de',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
      is_anonymous: false,
      identities: [
        {
          provider: 'email',
          id: user.id,
          user_id: user.id,
          identity_data: { sub: user.id, email: 'neu@example.de', email_verified: false, ...data },
        },
      ],
    });
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user).not.toHaveProperty('access_token');
    const mail = t.auth.mails.at(-1)!;
    expect(mail.to).toBe('neu@example.de');
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse für Duftkompass');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('Duftkompass');
    expect(mail.link).toMatch(
      /^http:\/\/localhost:8787\/auth\/v1\/verify\?token=[0-9a-f]{64}&type=signup&redirect_to=/,
    );
  });

  it('answers a taken confirmed address with a look-alike user and sends no mail', async () => {
    await t.auth.signUpConfirmed('vergeben@example.de', 'geheim123');
    const before = t.auth.mails.length;
    const response = await t.auth.post('/signup', {
      email: 'vergeben@example.de',
      password: 'anderes12',
      data,
    });
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({
      email: 'vergeben@example.de',
      identities: [],
      user_metadata: data,
    });
    expect(t.auth.mails.length).toBe(before);
  });

  it('re-sends the confirmation to a taken unconfirmed address, at most every 60 s', async () => {
    await t.auth.post('/signup', { email: 'zweimal@example.de', password: 'geheim123' });
    const again = await t.auth.post('/signup', {
      email: 'zweimal@example.de',
      password: 'geheim123',
    });
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      ),
    });
  });

  it.each([
    [{ email: 'a@example.de' }, 400, 'validation_failed', 'Signup requires a valid password'],
    [
      { email: 'a@example.de', password: 'x'.repeat(73) },
      400,
      'validation_failed',
      'Password cannot be longer than 72 characters',
    ],
    [
      { email: '', password: 'geheim123' },
      400,
      'validation_failed',
      'An email address is required',
    ],
    [
      { email: 'kein-at', password: 'geheim123' },
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
    [
      { email: `${'a'.repeat(250)}@example.de`, password: 'geheim123' },
      400,
      'validation_failed',
      'An email address is too long',
    ],
  ])('refuses %j with %i %s', async (body, status, code, message) => {
    const response = await t.auth.post('/signup', body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message });
  });

  it('counts characters, not bytes, for the 8-character minimum', async () => {
    const response = await t.auth.post('/signup', {
      email: 'umlaut@example.de',
      password: 'äöüßäöüß',
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /signup with AUTH_AUTOCONFIRM', () => {
  it('returns a session with the password amr right away', async () => {
    const response = await auto.auth.post('/signup', {
      email: 'sofort@example.de',
      password: 'geheim123',
      data,
    });
    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { email: 'sofort@example.de' },
    });
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(auto.auth.mails).toHaveLength(0);
  });

  it('refuses an address that is already registered', async () => {
    await auto.auth.post('/signup', { email: 'doppelt@example.de', password: 'geheim123' });
    const response = await auto.auth.post('/signup', {
      email: 'doppelt@example.de',
      password: 'geheim123',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });
});
