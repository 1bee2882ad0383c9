// Embedded auth for API tests: a recording mailer instead of SMTP, generous rate limits
// (tests that check limits set their own), and helpers that sign users up through the
// real /auth/v1 endpoints, confirmation mail and link included.
import type { Hono } from 'hono';
import type { Database } from '../../api/db/database';
import type { EmbeddedAuthConfig } from '../../api/features/auth/authConfig';
import type { AuthSettings } from '../../api/features/auth/authServices';
import type { Clock } from '../../api/features/auth/authTokens';
import { createEmbeddedAuth, type EmbeddedAuth } from '../../api/features/auth/embeddedAuth';
import { outboxMailer, type Mail } from '../../api/features/auth/mailer';
import type { RevocationChannel } from '../../api/features/auth/revocationChannel';
import {
  clientAddress,
  DEFAULT_PROXY_NETWORKS,
  networkKey,
  parseCidrList,
} from '../../api/features/limits/clientAddress';
import type { RateLimitStore } from '../../api/features/limits/rateLimitStore';
import type { RateLimitOptions } from '../../api/features/auth/rateLimits';

export const TEST_PUBLIC_URL = 'http://localhost:8787';
export const TEST_JWT_SECRET = 'test-secret-with-at-least-32-characters-0123456789';

export interface TestAuthOptions {
  autoconfirm?: boolean;
  clock?: Clock;
  rateLimits?: Partial<RateLimitOptions>;
  settings?: Partial<AuthSettings>;
  config?: Partial<EmbeddedAuthConfig>;
  /** Proxies whose X-Forwarded-For entries count (tests of per-IP limits send their own). */
  trustProxyHops?: number;
  /** Default: buckets in memory on the test clock. */
  rateLimitStore?: RateLimitStore;
  /** Several instances on one PostgreSQL (tests/multiInstance). */
  revocations?: RevocationChannel;
  /**
   * Also hand every mail to the dev outbox, which stores it and prints its link to the log
   * as a server without SMTP_URL does (log redaction tests).
   */
  devOutbox?: boolean;
}

export interface TestAuth {
  embedded: EmbeddedAuth;
  /** Every mail the auth sent, oldest first (empty when config.smtpUrl sends them). */
  mails: Mail[];
}

const GENEROUS_LIMITS: RateLimitOptions = {
  otpPer5Min: 10_000,
  tokenPer5Min: 10_000,
  verifyPer5Min: 10_000,
  emailsPerHour: 10_000,
  emailsPerAddressPerHour: 10_000,
  codeTriesPerDay: 10_000,
};

export async function buildTestAuth(
  db: Database,
  options: TestAuthOptions = {},
): Promise<TestAuth> {
  const mails: Mail[] = [];
  const outbox = options.devOutbox ? outboxMailer(db, options.clock ?? (() => new Date())) : null;
  const embedded = await createEmbeddedAuth({
    db,
    config: {
      mode: 'embedded',
      jwtSecret: TEST_JWT_SECRET,
      autoconfirm: options.autoconfirm ?? false,
      siteUrl: TEST_PUBLIC_URL,
      redirectAllowList: [],
      sessionCacheMs: 2000,
      sessionInactivityTimeoutS: 30 * 86_400,
      sessionMaxAgeS: 90 * 86_400,
      smtpUrl: null,
      mailFrom: 'Duftkompass <noreply@duftkompass.test>',
      google: null,
      ...options.config,
    },
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    clock: options.clock,
    // With config.smtpUrl the real SMTP mailer sends (to a local sink); else mails are kept.
    ...(options.config?.smtpUrl
      ? {}
      : {
          mailer: {
            async send(mail: Mail) {
              mails.push(mail);
              await outbox?.send(mail);
            },
          },
        }),
    rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits },
    // app.request() has no socket: with proxies configured, the request comes from loopback.
    clientAddress: (c) =>
      networkKey(
        clientAddress(
          c,
          { hops: options.trustProxyHops ?? 0, from: parseCidrList(DEFAULT_PROXY_NETWORKS) },
          options.trustProxyHops ? '127.0.0.1' : undefined,
        ),
        64,
      ),
    settings: options.settings,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.revocations ? { revocations: options.revocations } : {}),
  });
  return { embedded, mails };
}

/** Headers supabase-js sends on public auth calls (H0 in the reference). */
export function anonHeaders(auth: TestAuth): Record<string, string> {
  return {
    apikey: auth.embedded.anonKey,
    Authorization: `Bearer ${auth.embedded.anonKey}`,
    'Content-Type': 'application/json;charset=UTF-8',
    'X-Supabase-Api-Version': '2024-01-01',
  };
}

export function lastMailTo(auth: TestAuth, email: string): Mail {
  const mail = auth.mails.findLast((candidate) => candidate.to === email.toLowerCase());
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

function sessionFromRedirect(location: string | null): SignedIn {
  const hash = new URLSearchParams(location?.split('#')[1] ?? '');
  const accessToken = hash.get('access_token');
  const refreshToken = hash.get('refresh_token');
  if (!accessToken || !refreshToken) throw new Error(`no session in redirect: ${location}`);
  const payload: unknown = JSON.parse(
    Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  );
  const sub = typeof payload === 'object' && payload && 'sub' in payload ? payload.sub : null;
  if (typeof sub !== 'string') throw new Error('access token without sub');
  return { userId: sub, accessToken, refreshToken };
}

export function authHelpers(app: Hono, auth: TestAuth) {
  const post = (path: string, body: unknown) =>
    app.request(`/auth/v1${path}`, {
      method: 'POST',
      headers: anonHeaders(auth),
      body: JSON.stringify(body),
    });
  return {
    /** Signs up, opens the confirmation link from the mail and returns the new session. */
    async signUpConfirmed(
      email: string,
      password: string,
      data: Record<string, unknown> = {},
    ): Promise<SignedIn> {
      const response = await post('/signup', { email, password, data });
      if (response.status !== 200) throw new Error(`signup: ${await response.text()}`);
      const confirmed = await app.request(lastMailTo(auth, email).link);
      return sessionFromRedirect(confirmed.headers.get('location'));
    },
    async signIn(email: string, password: string): Promise<SignedIn> {
      const response = await post('/token?grant_type=password', { email, password });
      const body: unknown = await response.json();
      if (response.status !== 200 || typeof body !== 'object' || !body) {
        throw new Error(`sign-in: ${JSON.stringify(body)}`);
      }
      const session = new URLSearchParams();
      for (const key of ['access_token', 'refresh_token']) {
        const value: unknown = Reflect.get(body, key);
        if (typeof value === 'string') session.set(key, value);
      }
      return sessionFromRedirect(`#${session.toString()}`);
    },
    post,
  };
}
