// The two AccessTokenVerifier implementations behind requireUser(): embedded auth checks
// signature, expiry and the live session row on every call; hosted Supabase tokens are
// checked by signature (SUPABASE_JWT_SECRET or the project's JWKS) and expiry only,
// because the sessions live in Supabase.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthServices } from './authServices';
import { amrEntrySchema } from './authTokens';
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
}): AccessTokenVerifier {
  const checks = { audience: 'authenticated', issuer: `${options.supabaseUrl}/auth/v1` };
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;
  const jwks = secret
    ? null
    : createRemoteJWKSet(new URL(`${options.supabaseUrl}/auth/v1/.well-known/jwks.json`));
  const verifyJwt = (token: string) =>
    secret ? jwtVerify(token, secret, checks) : jwtVerify(token, jwks!, checks);
  return {
    async verify(token): Promise<AuthUser | null> {
      try {
        const claims = hostedClaimsSchema.safeParse((await verifyJwt(token)).payload);
        if (!claims.success) return null;
        // Hosted Supabase issues sessions only after confirmation (unless configured
        // otherwise); its tokens carry that as user_metadata.email_verified.
        const verified = claims.data.user_metadata?.email_verified;
        return {
          id: claims.data.sub,
          email: claims.data.email.toLowerCase(),
          emailConfirmed: !claims.data.is_anonymous && verified !== false,
          lastProof: lastProofOf(claims.data.amr),
        };
      } catch {
        return null;
      }
    },
    // Supabase's passwords and codes cannot be checked here: a sign-in within the last
    // minutes is the proof (the app signs in again first).
    async reauthenticate(user) {
      const fresh = isFreshProof(user.lastProof ?? null, new Date(), 'delete');
      return fresh ? { ok: true } : { ok: false, code: 'reauthentication_needed' };
    },
  };
}
