// Assembles the embedded auth from configuration: keys, mailer, limiters, settings, the
// /auth/v1 routes and the verifier the product API uses. No I/O here except what the
// mailer does later; the JWT secret is loaded by the caller (server or test).
import type { Context } from 'hono';
import type { Database } from '../../db/database';
import { socketAddress } from '../limits/clientAddress';
import { memoryRateLimitStore, type RateLimitStore } from '../limits/rateLimitStore';
import type { EmbeddedAuthConfig } from './authConfig';
import { pruneAuthData, type PrunedCounts } from './authRetention';
import { authRoutes } from './authRoutes';
import type { AuthServices, AuthSettings } from './authServices';
import { JwtKeys, type Clock } from './authTokens';
import { googleEndpoints, standInGoogleEndpoints } from './googleOidc';
import { outboxMailer, smtpMailer, type Mailer } from './mailer';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitOptions } from './rateLimits';
import type { AccessTokenVerifier } from './requireUser';
import type { RevocationChannel } from './revocationChannel';
import { SessionCache } from './sessionCache';
import { embeddedVerifier } from './tokenVerifiers';

export interface EmbeddedAuthOptions {
  db: Database;
  config: EmbeddedAuthConfig;
  jwtSecret: string;
  publicUrl: string;
  clock?: Clock;
  mailer?: Mailer;
  rateLimits?: Partial<RateLimitOptions>;
  /** Shared with the product API; default: buckets in memory on the auth clock. */
  rateLimitStore?: RateLimitStore;
  /** Default: the socket's address (no proxy trusted). */
  clientAddress?: (c: Context) => string;
  /** Several instances on one PostgreSQL: revocations reach every session cache. */
  revocations?: RevocationChannel;
  /** Tests override timings and stand in a fake Google. */
  settings?: Partial<AuthSettings>;
}

export interface EmbeddedAuth {
  services: AuthServices;
  verifier: AccessTokenVerifier;
  routes: ReturnType<typeof authRoutes>;
  anonKey: string;
  serviceRoleKey: string;
  /** Deletes expired sessions, old tokens and outbox entries (authRetention.ts). */
  prune(): Promise<PrunedCounts>;
}

export async function createEmbeddedAuth(options: EmbeddedAuthOptions): Promise<EmbeddedAuth> {
  const clock = options.clock ?? (() => new Date());
  const keys = new JwtKeys(options.jwtSecret, `${options.publicUrl}/auth/v1`, clock);
  const config = options.config;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(options.db, clock));
  const settings: AuthSettings = {
    publicUrl: options.publicUrl,
    siteUrl: config.siteUrl,
    redirectAllowList: config.redirectAllowList,
    autoconfirm: config.autoconfirm,
    google: config.google,
    googleEndpoints: config.googleStandInUrl
      ? standInGoogleEndpoints(config.googleStandInUrl)
      : googleEndpoints(),
    refreshReuseIntervalS: 10,
    otpExpiryS: 3600,
    flowStateExpiryS: 300,
    emailFrequencyS: 60,
    sessionInactivityTimeoutS: config.sessionInactivityTimeoutS,
    sessionMaxAgeS: config.sessionMaxAgeS,
    ...options.settings,
  };
  const services: AuthServices = {
    db: options.db,
    keys,
    clock,
    mailer,
    limits: createRateLimits({
      ...DEFAULT_RATE_LIMITS,
      ...(config.emailsPerHour ? { emailsPerHour: config.emailsPerHour } : {}),
      ...(config.emailsPerAddressPerHour
        ? { emailsPerAddressPerHour: config.emailsPerAddressPerHour }
        : {}),
      ...options.rateLimits,
    }),
    rateLimitStore: options.rateLimitStore ?? memoryRateLimitStore(() => clock().getTime()),
    clientAddress: options.clientAddress ?? socketAddress,
    sessionCache: new SessionCache(config.sessionCacheMs, clock),
    settings,
  };
  if (options.revocations) await options.revocations.connect(services.sessionCache);
  return {
    services,
    verifier: embeddedVerifier(services),
    routes: authRoutes(services),
    prune: () => pruneAuthData(options.db, clock(), settings),
    anonKey: await keys.apiKey('anon'),
    serviceRoleKey: await keys.apiKey('service_role'),
  };
}
