// The real, unmodified @supabase/supabase-js client against the embedded auth over HTTP,
// with mails delivered over SMTP to a local sink: the journey a browser user takes.
import { embeddedLoginDeletion } from '../account/loginDeletion';
import { createServer, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  createClient,
  type SupabaseClient,
} from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/fixtures/perfumes';
import { TEST_JWT_SECRET } from '../../../tests/support/authTestApp';
import { linkIn, readMail, startSmtpSink, type SmtpSink } from '../../../tests/support/smtpSink';
import { openTestDatabase, type TestDatabase, testScentDeps } from '../../../tests/support/testApp';
import { createApp } from '../../app';
import { importRecords } from '../../catalog/importCatalog';
import { migrate } from '../../db/migrate';
import { CatalogSearch } from '../perfumes/catalogSearch';
import { createEmbeddedAuth } from './embeddedAuth';

let database: TestDatabase;
let sink: SmtpSink;
let server: ReturnType<typeof serve>;
let baseUrl: string;
let anonKey: string;
/** Added to the server's clock: recovery shares the magic link's 60 s mail gap. */
let clockOffsetMs = 0;

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

// Node 20 has no WebSocket and supabase-js refuses to start without one. Realtime is
// never used here (it connects lazily), so a constructor that throws is enough; the cast
// spares implementing the whole WebSocket surface for a transport that is never called.
function realtimeNotUsed(): never {
  throw new Error('realtime is not used in this test');
}
const noRealtime = realtimeNotUsed as unknown as WebSocketLikeConstructor;

function client(flowType: 'implicit' | 'pkce' = 'implicit'): SupabaseClient {
  return createClient(baseUrl, anonKey, {
    realtime: { transport: noRealtime },
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType,
    },
  });
}

/** Receives the next mail to `email`, checks it is German, opens its link without following. */
async function openMailLink(email: string, since: number, subject: RegExp) {
  const mail = readMail(await sink.waitForMail(email, since));
  expect(mail.subject).toMatch(subject);
  expect(mail.text).toContain('Duftkompass');
  expect(mail.html).toContain('Duftkompass');
  const response = await fetch(linkIn(mail.text), { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

function tokensFromHash(location: URL) {
  const hash = new URLSearchParams(location.hash.slice(1));
  return {
    access_token: hash.get('access_token') ?? '',
    refresh_token: hash.get('refresh_token') ?? '',
    type: hash.get('type'),
  };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await openTestDatabase();
  await migrate(database.db);
  await importRecords(database.db, sampleCatalog(), {
    source: 'builtin',
    version: 't',
    retireMissing: true,
  });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const embedded = await createEmbeddedAuth({
    db: database.db,
    config: {
      mode: 'embedded',
      jwtSecret: TEST_JWT_SECRET,
      autoconfirm: false,
      siteUrl: baseUrl,
      redirectAllowList: [],
      sessionCacheMs: 2000,
      sessionInactivityTimeoutS: 30 * 86_400,
      sessionMaxAgeS: 90 * 86_400,
      smtpUrl: sink.url,
      mailFrom: 'Duftkompass <noreply@duftkompass.test>',
      google: null,
    },
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: baseUrl,
    clock: () => new Date(Date.now() + clockOffsetMs),
  });
  anonKey = embedded.anonKey;
  const catalog = await CatalogSearch.load(database.db);
  const app = createApp({
    publicUrl: baseUrl,
    db: database.db,
    catalog,
    ...testScentDeps(catalog, database.db),
    staticDir: null,
    auth: embedded.verifier,
    authRoutes: embedded.routes,
    loginDeletion: embeddedLoginDeletion(embedded.services.sessionCache),
    runtimeConfig: {
      auth: { url: baseUrl, anonKey, mode: 'embedded', googleEnabled: false },
    },
  });
  server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await sink.close();
  await database.drop();
});

describe('@supabase/supabase-js against the embedded auth', () => {
  const email = 'clara@example.de';
  const callback = () => `${baseUrl}/auth/callback`;

  it('walks sign-up, confirmation mail, sign-in, refresh, password change, sign-out, magic link and recovery', async () => {
    const supabase = client();

    const weak = await supabase.auth.signUp({ email, password: 'kurz' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['length'] });

    let since = sink.mails.length;
    const signUp = await supabase.auth.signUp({
      email,
      password: 'rosenholz1',
      options: {
        data: { first_name: 'Clara', last_name: 'Duft', display_name: 'Clara Duft' },
        emailRedirectTo: callback(),
      },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({
      email,
      user_metadata: { first_name: 'Clara', display_name: 'Clara Duft' },
    });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const early = await supabase.auth.signInWithPassword({ email, password: 'rosenholz1' });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ code: 'email_not_confirmed', status: 400 });

    const confirmed = await openMailLink(email, since, /bestätige deine E-Mail-Adresse/);
    expect(`${confirmed.origin}${confirmed.pathname}`).toBe(callback());
    const fromLink = tokensFromHash(confirmed);
    expect(fromLink.type).toBe('signup');
    const linked = await supabase.auth.setSession(fromLink);
    expect(linked.error).toBeNull();
    expect(linked.data.user?.email_confirmed_at).toBeTruthy();

    const wrong = await supabase.auth.signInWithPassword({ email, password: 'falsch-falsch' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400 });
    expect(wrong.error).toBeInstanceOf(AuthApiError);

    const signIn = await supabase.auth.signInWithPassword({ email, password: 'rosenholz1' });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first.expires_in).toBe(3600);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);

    const same = await supabase.auth.updateUser({ password: 'rosenholz1' });
    expect(same.error).toMatchObject({ code: 'same_password', status: 422 });
    const tooWeak = await supabase.auth.updateUser({ password: 'kurz' });
    expect(tooWeak.error).toBeInstanceOf(AuthWeakPasswordError);
    const changed = await supabase.auth.updateUser({ password: 'sandelholz2' });
    expect(changed.error).toBeNull();

    const oldToken = (await supabase.auth.getSession()).data.session!.access_token;
    expect((await supabase.auth.signOut()).error).toBeNull();
    const afterSignOut = await supabase.auth.getUser();
    expect(afterSignOut.error).toBeInstanceOf(AuthSessionMissingError);
    const revoked = await supabase.auth.getUser(oldToken);
    expect(revoked.error).toBeInstanceOf(AuthSessionMissingError);

    since = sink.mails.length;
    const otp = await supabase.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: callback(), shouldCreateUser: true },
    });
    expect(otp.error).toBeNull();
    const magic = tokensFromHash(await openMailLink(email, since, /Anmeldelink/));
    expect(magic.type).toBe('magiclink');
    expect((await supabase.auth.setSession(magic)).data.user?.email).toBe(email);
    await supabase.auth.signOut();

    clockOffsetMs += 61_000;
    since = sink.mails.length;
    const reset = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${callback()}?type=recovery`,
    });
    expect(reset.error).toBeNull();
    const recoveryTarget = await openMailLink(email, since, /Passwort/);
    expect(recoveryTarget.searchParams.get('type')).toBe('recovery');
    const recovery = tokensFromHash(recoveryTarget);
    expect(recovery.type).toBe('recovery');
    expect((await supabase.auth.setSession(recovery)).error).toBeNull();
    expect((await supabase.auth.updateUser({ password: 'vetiver-33' })).error).toBeNull();
    await supabase.auth.signOut();

    const final = await supabase.auth.signInWithPassword({ email, password: 'vetiver-33' });
    expect(final.error).toBeNull();
    expect(final.data.user?.user_metadata).toMatchObject({ last_name: 'Duft' });
  });

  it('signs in with a magic link in PKCE flow through exchangeCodeForSession', async () => {
    const supabase = client('pkce');
    const since = sink.mails.length;
    const otp = await supabase.auth.signInWithOtp({
      email: 'dora@example.de',
      options: { emailRedirectTo: callback() },
    });
    expect(otp.error).toBeNull();
    // A new address: the confirmation mail doubles as the magic link.
    const target = await openMailLink('dora@example.de', since, /bestätige/);
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await supabase.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('dora@example.de');
    const again = await client('pkce').auth.exchangeCodeForSession(code!);
    expect(again.error).toBeTruthy();
  });

  it('tells a signed-out client that the session is missing without calling the server', async () => {
    const { error } = await client().auth.getUser();
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });
});
