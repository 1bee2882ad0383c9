// Google sign-in against a fake Google: a local token endpoint that signs id_tokens with
// its own RSA key, whose public half the app verifies through jose's key set.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/testApp';
import { issueSession } from './sessionService';
import { findUserByEmail } from './usersRepo';

const CLIENT = { clientId: 'duft-client.apps.googleusercontent.com', clientSecret: 'g-secret' };
let fakeGoogle: Server;
let privateKey: CryptoKey;
/** What the fake token endpoint puts into the next id_token. */
let nextIdentity: Record<string, unknown> = {};
let t: Awaited<ReturnType<typeof createTestApp>>;
let disabled: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  fakeGoogle = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const form = new URLSearchParams(body);
      if (form.get('code') !== 'good-code' || form.get('client_secret') !== CLIENT.clientSecret) {
        response.writeHead(400).end('{"error":"invalid_grant"}');
        return;
      }
      const idToken = await new SignJWT({ email_verified: true, ...nextIdentity })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT.clientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ id_token: idToken, access_token: 'google-access' }));
    });
  });
  await new Promise<void>((resolve) => fakeGoogle.listen(0, '127.0.0.1', resolve));
  const address = fakeGoogle.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await createTestApp([], {
    // The README's example pattern: a host wildcard, which N1's redirect tried to slip through.
    config: { google: CLIENT, redirectAllowList: ['https://*.duftkompass.de/**'] },
    settings: {
      googleEndpoints: {
        authorizationUrl: 'https://accounts.google.test/o/oauth2/v2/auth',
        tokenUrl: `http://127.0.0.1:${port}/token`,
        issuers: ['https://accounts.google.com'],
        keys: createLocalJWKSet({ keys: [jwk] }),
      },
    },
  });
  disabled = await createTestApp([]);
});

afterAll(async () => {
  await new Promise((resolve) => fakeGoogle.close(resolve));
  await t.close();
  await disabled.close();
});

async function authorize(query = '') {
  const response = await t.app.request(`/auth/v1/authorize?provider=google${query}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}
const callback = (state: string, code = 'good-code') =>
  t.app.request(`/auth/v1/callback?state=${state}&code=${code}`);
const hashOf = (response: Response) =>
  new URLSearchParams(response.headers.get('location')?.split('#')[1] ?? '');

describe('Google sign-in', () => {
  it('answers GoTrue’s disabled-provider error without a client id and secret', async () => {
    const response = await disabled.app.request('/auth/v1/authorize?provider=google', {
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
    const unknown = await t.app.request('/auth/v1/authorize?provider=myspace');
    expect(await unknown.json()).toMatchObject({
      msg: 'Unsupported provider: Provider myspace could not be found',
    });
  });

  it('sends the browser to Google with client id, callback, scopes and state', async () => {
    const google = await authorize('&redirect_to=http://localhost:8787/');
    expect(google.origin + google.pathname).toBe('https://accounts.google.test/o/oauth2/v2/auth');
    expect(google.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(google.searchParams.get('redirect_uri')).toBe('http://localhost:8787/auth/v1/callback');
    expect(google.searchParams.get('response_type')).toBe('code');
    expect(google.searchParams.get('scope')).toBe('openid email profile');
    expect(google.searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('creates the user on the callback and redirects with the session (amr oauth)', async () => {
    nextIdentity = { sub: 'g-1001', email: 'Gina@Gmail.example', name: 'Gina G' };
    const state = (await authorize('&redirect_to=http://localhost:8787/')).searchParams.get(
      'state',
    )!;
    const response = await callback(state);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:8787\/#access_token=/);
    const hash = hashOf(response);
    expect(hash.get('provider_token')).toBe('google-access');
    const user = await (
      await t.app.request('/auth/v1/user', {
        headers: { Authorization: `Bearer ${hash.get('access_token')}` },
      })
    ).json();
    expect(user).toMatchObject({
      email: 'gina@gmail.example',
      app_metadata: { provider: 'google', providers: ['google'] },
      identities: [{ provider: 'google', id: 'g-1001' }],
    });
    expect(user.email_confirmed_at).toBeTruthy();
    const replay = await callback(state);
    expect(hashOf(replay).get('error_code')).toBe('bad_oauth_state');
  });

  it('links Google to an existing account with the same verified address', async () => {
    const { userId } = await t.auth.signUpConfirmed('beide@example.de', 'geheim123');
    nextIdentity = { sub: 'g-2002', email: 'beide@example.de' };
    const state = (await authorize()).searchParams.get('state')!;
    const hash = hashOf(await callback(state));
    const user = await (
      await t.app.request('/auth/v1/user', {
        headers: { Authorization: `Bearer ${hash.get('access_token')}` },
      })
    ).json();
    expect(user.id).toBe(userId);
    expect(user.app_metadata.providers).toEqual(['email', 'google']);
    await t.auth.signIn('beide@example.de', 'geheim123');
  });

  it('drops a pre-registered password and its sessions when linking an unconfirmed account', async () => {
    await t.auth.post('/signup', { email: 'vorab@example.de', password: 'fremdes-Passwort-1' });
    const unconfirmed = await findUserByEmail(t.db, 'vorab@example.de');
    const earlier = await issueSession(t.auth.embedded.services, unconfirmed!, 'password', {
      userAgent: null,
      ip: null,
    });
    nextIdentity = { sub: 'g-4004', email: 'vorab@example.de' };
    const state = (await authorize()).searchParams.get('state')!;
    expect(hashOf(await callback(state)).get('access_token')).toBeTruthy();

    const signIn = await t.auth.post('/token?grant_type=password', {
      email: 'vorab@example.de',
      password: 'fremdes-Passwort-1',
    });
    expect(signIn.status).toBe(400);
    const refresh = await t.auth.post('/token?grant_type=refresh_token', {
      refresh_token: earlier.refresh_token,
    });
    expect(refresh.status).toBe(400);
  });

  it('in PKCE flow redirects with a code that exchanges for a session', async () => {
    nextIdentity = { sub: 'g-3003', email: 'pkce-google@example.de' };
    const verifier = randomBytes(40).toString('hex');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = (
      await authorize(`&code_challenge=${challenge}&code_challenge_method=s256`)
    ).searchParams.get('state')!;
    const response = await callback(state);
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    const exchanged = await t.auth.post('/token?grant_type=pkce', {
      auth_code: code,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const session = await exchanged.json();
    expect(session.user.email).toBe('pkce-google@example.de');
  });

  it('lands a redirect_to that a browser would resolve to another host on the site (N1)', async () => {
    const landing = async (redirectTo: string) => {
      nextIdentity = { sub: 'g-5005', email: 'umleitung@example.de' };
      const state = (
        await authorize(`&redirect_to=${encodeURIComponent(redirectTo)}`)
      ).searchParams.get('state')!;
      const response = await callback(state);
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location')!);
    };
    // An allowed host under the wildcard gets the session: the allow-list is in force …
    expect((await landing('https://app.duftkompass.de/auth/callback')).origin).toBe(
      'https://app.duftkompass.de',
    );
    // … and the review's bypasses, whose raw text matched the old glob, land on the site.
    for (const bypass of [
      'https://evil%2Ecom\\.duftkompass.de/',
      'https://evil\u3002com\\.duftkompass.de/',
      'https://evil.com\\@app.duftkompass.de/',
      'https://evil.com%2F.duftkompass.de/',
    ]) {
      const location = await landing(bypass);
      expect(location.origin, bypass).toBe('http://localhost:8787');
      expect(location.hash).toMatch(/^#access_token=/);
    }
  });

  it('redirects with an error when Google refuses the code or the state is unknown', async () => {
    const state = (await authorize()).searchParams.get('state')!;
    const refused = await callback(state, 'bad-code');
    expect(hashOf(refused).get('error')).toBe('server_error');
    const unknown = await callback('00000000-0000-4000-8000-000000000000');
    expect(hashOf(unknown).get('error_code')).toBe('bad_oauth_state');
  });
});
