import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../tests/support/authTestApp';
import { createTestApp } from '../../../tests/support/testApp';

let now = new Date('2026-11-21T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

function pkcePair() {
  const verifier = randomBytes(56).toString('hex');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('PKCE e-mail flows', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp([], { clock: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  async function codeFor(email: string, challenge: string) {
    await t.auth.signUpConfirmed(email, 'geheim123');
    advance(61);
    await t.auth.post('/otp', { email, code_challenge: challenge, code_challenge_method: 's256' });
    const link = lastMailTo(t.auth, email).link;
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const response = await t.app.request(link);
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!).searchParams.get('code')!;
  }
  const exchange = (authCode: string, codeVerifier: string) =>
    t.auth.post('/token?grant_type=pkce', { auth_code: authCode, code_verifier: codeVerifier });

  it('turns the link into a single-use code that the verifier exchanges for a session', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor('pkce@example.de', challenge);
    const response = await exchange(code, verifier);
    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session.user.email).toBe('pkce@example.de');
    const again = await exchange(code, verifier);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('refuses a wrong verifier with bad_code_verifier', async () => {
    const { challenge } = pkcePair();
    const code = await codeFor('falscher-verifier@example.de', challenge);
    const response = await exchange(code, pkcePair().verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_code_verifier' });
  });

  it('lets the code expire after 300 s', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor('langsam@example.de', challenge);
    advance(301);
    const response = await exchange(code, verifier);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'flow_state_expired' });
  });

  it('validates the PKCE parameters', async () => {
    const half = await t.auth.post('/otp', {
      email: 'x@example.de',
      code_challenge: 'a'.repeat(43),
    });
    expect(await half.json()).toEqual({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    });
    const short = await t.auth.post('/otp', {
      email: 'x@example.de',
      code_challenge: 'kurz',
      code_challenge_method: 'S256',
    });
    expect(short.status).toBe(400);
    const empty = await exchange('', '');
    expect(await empty.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('rate limits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp([], {
      clock: () => now,
      rateLimits: { otpPer5Min: 3, tokenPer5Min: 4, verifyPer5Min: 2, emailsPerHour: 5 },
      trustProxyHops: 1,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (ip: string, path: string, body: unknown) =>
    t.app.request(`/auth/v1${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
        'X-Forwarded-For': ip,
      },
      body: JSON.stringify(body),
    });

  it('limits /signup, /otp, /recover and /resend together per IP', async () => {
    const statuses = [];
    for (const path of ['/recover', '/otp', '/resend', '/signup']) {
      const response = await from('10.0.0.1', path, {
        email: 'limit@example.de',
        type: 'signup',
        create_user: false,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
        expect(await response.json()).toEqual({
          code: 'over_request_rate_limit',
          message: 'Request rate limit reached',
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await from('10.0.0.2', '/recover', { email: 'limit@example.de' })).status).toBe(200);
  });

  it('limits /token per IP and refills over time', async () => {
    const body = { email: 'nobody@example.de', password: 'geheim123' };
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await from('10.0.1.1', '/token?grant_type=password', body)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    advance(300 / 4 + 1);
    expect((await from('10.0.1.1', '/token?grant_type=password', body)).status).toBe(400);
  });

  it('limits /verify per IP', async () => {
    const body = { token_hash: 'f'.repeat(64), type: 'signup' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await from('10.0.2.1', '/verify', body)).status);
    expect(statuses).toEqual([403, 403, 429]);
  });

  it('caps mails per hour for the whole server', async () => {
    advance(3600);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await from(`10.1.0.${i}`, '/signup', {
        email: `massen${i}@example.de`,
        password: 'geheim123',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({
          code: 'over_email_send_rate_limit',
          message: 'email rate limit exceeded',
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The refused sign-up left no account behind, so it can be retried later.
    const { rows } = await t.db.query('SELECT 1 FROM auth_users WHERE email = $1', [
      'massen5@example.de',
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('flow-state housekeeping', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp([], { clock: () => now });
  });
  afterAll(async () => {
    await t.close();
  });
  const count = async () => (await t.db.query('SELECT id FROM auth_flow_states')).rows.length;

  it('drops abandoned PKCE flows once their link has expired', async () => {
    for (const email of ['a1@example.de', 'a2@example.de']) {
      await t.auth.post('/otp', {
        email,
        code_challenge: pkcePair().challenge,
        code_challenge_method: 's256',
      });
    }
    expect(await count()).toBe(2);
    advance(3601);
    await t.auth.post('/otp', {
      email: 'a3@example.de',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 's256',
    });
    expect(await count()).toBe(1);
  });
});
