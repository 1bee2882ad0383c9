// Google sign-in as an OpenID Connect client: authorization-code flow against Google's
// endpoints, the id_token verified with jose against Google's JWKS. The endpoints are
// injectable so tests can stand in a fake Google with its own keys.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { GoogleClient } from './authConfig';

export interface GoogleEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  issuers: readonly string[];
  /** Key set that signs Google's id_tokens. */
  keys: JWTVerifyGetKey;
}

let googleKeys: JWTVerifyGetKey | null = null;

export function googleEndpoints(): GoogleEndpoints {
  return {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    // Created lazily: jose fetches (and caches) the keys only when a token arrives.
    keys: (...args) => {
      googleKeys ??= createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'));
      return googleKeys(...args);
    },
  };
}

/**
 * A stand-in for Google at `base` (GOOGLE_STAND_IN_URL; the end-to-end tests run one): the
 * same flow with `${base}/authorize`, `${base}/token` and the keys at `${base}/certs`, whose
 * id_tokens name `base` as issuer. Never set in production.
 */
export function standInGoogleEndpoints(base: string): GoogleEndpoints {
  const root = base.replace(/\/$/, '');
  return {
    authorizationUrl: `${root}/authorize`,
    tokenUrl: `${root}/token`,
    issuers: [root],
    keys: createRemoteJWKSet(new URL(`${root}/certs`)),
  };
}

export function authorizationRedirect(
  endpoints: GoogleEndpoints,
  client: GoogleClient,
  callbackUrl: string,
  state: string,
  scopes: string,
): string {
  const url = new URL(endpoints.authorizationUrl);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', callbackUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set(
    'scope',
    ['openid', 'email', 'profile', ...scopes.split(/\s+/)].filter(unique).join(' '),
  );
  url.searchParams.set('state', state);
  url.searchParams.set('access_type', 'online');
  return url.toString();
}

function unique(value: string, index: number, all: string[]) {
  return value !== '' && all.indexOf(value) === index;
}

const tokenResponseSchema = z.object({
  id_token: z.string(),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  claims: Record<string, unknown>;
  providerToken: string | null;
  providerRefreshToken: string | null;
}

/** Exchanges the callback's code and verifies the id_token (issuer, audience, expiry, signature). */
export async function exchangeGoogleCode(
  endpoints: GoogleEndpoints,
  client: GoogleClient,
  callbackUrl: string,
  code: string,
  now: Date,
): Promise<GoogleProfile> {
  const response = await fetch(endpoints.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: callbackUrl,
      grant_type: 'authorization_code',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`);
  const tokens = tokenResponseSchema.parse(await response.json());
  const { payload } = await jwtVerify(tokens.id_token, endpoints.keys, {
    issuer: [...endpoints.issuers],
    audience: client.clientId,
    currentDate: now,
  });
  const claims = idTokenClaimsSchema.parse(payload);
  return {
    subject: claims.sub,
    email: claims.email.toLowerCase(),
    emailVerified: claims.email_verified === true,
    claims: {
      iss: payload.iss,
      sub: claims.sub,
      email: claims.email.toLowerCase(),
      email_verified: claims.email_verified === true,
      name: claims.name,
      full_name: claims.name,
      avatar_url: claims.picture,
      picture: claims.picture,
      provider_id: claims.sub,
    },
    providerToken: tokens.access_token ?? null,
    providerRefreshToken: tokens.refresh_token ?? null,
  };
}
