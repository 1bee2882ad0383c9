// What every part of the embedded auth works with: the database, the JWT keys, the
// (injectable) clock, the mailer, the limiters and the settings derived from config.
import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type { RateLimitStore } from '../limits/rateLimitStore';
import type { GoogleClient } from './authConfig';
import type { Clock, JwtKeys } from './authTokens';
import type { GoogleEndpoints } from './googleOidc';
import type { Mailer } from './mailer';
import type { RateLimits } from './rateLimits';
import type { SessionCache } from './sessionCache';

export interface AuthSettings {
  /** Where this server is reached; e-mail links and the OAuth callback point here. */
  publicUrl: string;
  siteUrl: string;
  redirectAllowList: readonly string[];
  autoconfirm: boolean;
  google: GoogleClient | null;
  googleEndpoints: GoogleEndpoints;
  /** A revoked refresh token presented again within this many seconds gets a new child. */
  refreshReuseIntervalS: number;
  /** Lifetime of e-mail links and codes (GoTrue: 86400; stricter here). */
  otpExpiryS: number;
  /** Lifetime of PKCE/OAuth flow states (GoTrue's default and minimum). */
  flowStateExpiryS: number;
  /** Minimum gap between two mails of the same kind to one user. */
  emailFrequencyS: number;
  /** A session not refreshed for this long is over; 0 = no limit. */
  sessionInactivityTimeoutS: number;
  /** A session is over this long after its sign-in; 0 = no limit. */
  sessionMaxAgeS: number;
}

export interface AuthServices {
  db: Database;
  keys: JwtKeys;
  clock: Clock;
  mailer: Mailer;
  limits: RateLimits;
  /** Where the limits' buckets live: memory (PGlite) or PostgreSQL, shared by instances. */
  rateLimitStore: RateLimitStore;
  /** The caller's address for the per-IP limits (see limits/clientAddress.ts). */
  clientAddress: (c: Context) => string;
  /** Must hear of every session or user this process revokes (see sessionCache.ts). */
  sessionCache: SessionCache;
  settings: AuthSettings;
}

export interface RequestInfo {
  userAgent: string | null;
  ip: string | null;
}
