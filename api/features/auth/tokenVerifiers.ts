// The two AccessTokenVerifier implementations behind requireUser(): embedded auth checks
// signature, expiry and the live session row on every call; hosted Supabase tokens are
// checked by signature (SUPABASE_JWT_SECRET or the project's JWKS) and expiry, because
// the sessions live in Supabase, plus our tombstone of deleted accounts (review N16).
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthServices } from './authServices';
import { amrEntrySchema } from './authTokens';
import type { Queryable } from '../../db/database';
import { isDeletedLogin } from '../account/accountDeletionRepo';
import { GoTrueError } from './gotrueErrors';
import { checkProof, hasProof, isFreshProof, lastProofOf } from './reauthentication';
import type { AccessTokenVerifier, AuthUser } from './requireUser';
import { findSessionUser } from './sessionsRepo';
import { findUserById } from './usersRepo';

export function embeddedVerifier(auth: AuthServices): AccessTokenVerifier {
  const { db, keys, sessionCache: cache } = auth;
  return {
    async verify(token) {
      const cached = cache.get(token);
      if (cached) return cached;
      const claims = await keys.verifyAccessToken(token);
      if (!claims) return null;
      const row = await findSessionUser(db, claims.session_id, claims.sub);
      if (!row) return null;
      const user: AuthUser = {
        id: row.id,
        email: row.email,
        emailConfirmed: row.email_confirmed_at !== null,
        lastProof: lastProofOf(claims.amr),
      };
      cache.remember(token, claims.session_id, user, claims.exp * 1000);
      return user;
    },
    async reauthenticate(user, proof, network) {
      if (!hasProof(proof)) {
        const fresh = isFreshProof(user.lastProof ?? null, auth.clock(), 'delete');
        return fresh ? { ok: true } : { ok: false, code: 'reauthentication_needed' };
      }
      const row = await findUserById(db, user.id);
      if (!row) return { ok: false, code: 'reauthentication_not_valid' };
      try {
        await checkProof(auth, row, proof, network);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof GoTrueError)) throw error;
        if (error.status === 429) {
          return {
            ok: false,
            code: 'rate_limited',
            retryAfterS: Number(error.headers['Retry-After'] ?? 60),
          };
        }
        return { ok: false, code: 'reauthentication_not_valid' };
      }
    },
  };
}

const hostedClaimsSchema = z.object({
  sub: z.uuid(),
  email: z.string().default(''),
  role: z.literal('authenticated'),
  is_anonymous: z.boolean().optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
  amr: z.array(amrEntrySchema).optional(),
});

export function hostedVerifier(options: {
  supabaseUrl: string;
  jwtSecret: string | null;
  /** Where deleted accounts' tombstones live; their tokens are refused until they expire. */
  db: Queryable;
}): AccessTokenVerifier {
  const checks = { audience: 'authenticated', issuer: `${options.supabaseUrl}/auth/v1` };
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;
  const jwks = secret
    ? null
    : createRemoteJWKSet(new URL(`${options.supabaseUrl}/auth/v1/.well-known/jwks.json`));
  const verifyJwt = (token: string) =>
    secret ? jwtVerify(token, secret, checks) : jwtVerify(token, jwks!, checks);
  async function verifiedClaims(token: string) {
    try {
      const claims = hostedClaimsSchema.safeParse((await verifyJwt(token)).payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
  return {
    async verify(token): Promise<AuthUser | null> {
      const claims = await verifiedClaims(token);
      if (!claims) return null;
      // Outside the try: a database failure is a 500, never a silent sign-out.
      if (await isDeletedLogin(options.db, claims.sub)) return null;
      // Hosted Supabase issues sessions only after confirmation (unless configured
      // otherwise); its tokens carry that as user_metadata.email_verified.
      const verified = claims.user_metadata?.email_verified;
      return {
        id: claims.sub,
        email: claims.email.toLowerCase(),
        emailConfirmed: !claims.is_anonymous && verified !== false,
        lastProof: lastProofOf(claims.amr),
      };
    },
    // Supabase's passwords and codes cannot be checked here: a sign-in within the last
    // minutes is the proof (the app signs in again first).
    async reauthenticate(user) {
      const fresh = isFreshProof(user.lastProof ?? null, new Date(), 'delete');
      return fresh ? { ok: true } : { ok: false, code: 'reauthentication_needed' };
    },
  };
}
