// Sessions: issuing them (session row + refresh token + access token), refresh-token
// rotation with reuse detection, authenticating a bearer token on /auth/v1, sign-out.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { AuthServices, RequestInfo } from './authServices';
import {
  ACCESS_TOKEN_TTL_S,
  ADMIN_ROLES,
  randomRefreshToken,
  sha256Hex,
  amrEntrySchema,
  unixSeconds,
  type AmrEntry,
} from './authTokens';
import { lastProofOf, type LastProof } from './reauthentication';
import { badRequest, forbidden, GoTrueError, OAuthError } from './gotrueErrors';
import * as sessions from './sessionsRepo';
import { toUserJson, type SessionJson } from './userJson';
import { findUserById, listIdentities, updateUser, type UserRow } from './usersRepo';

export async function issueSession(
  auth: AuthServices,
  user: UserRow,
  method: string,
  request: RequestInfo,
  tx: Queryable = auth.db,
): Promise<SessionJson> {
  const now = auth.clock();
  const sessionId = randomUUID();
  const amr: AmrEntry[] = [{ method, timestamp: unixSeconds(now) }];
  await sessions.insertSession(tx, { id: sessionId, userId: user.id, amr, ...request }, now);
  const refreshToken = randomRefreshToken();
  await sessions.insertRefreshToken(
    tx,
    { hash: sha256Hex(refreshToken), sessionId, parentId: null },
    now,
  );
  const signedIn = (await updateUser(tx, user.id, { lastSignInAt: now }, now)) ?? user;
  return sessionJson(auth, signedIn, sessionId, amr, refreshToken, tx);
}

async function sessionJson(
  auth: AuthServices,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  refreshToken: string,
  db: Queryable,
): Promise<SessionJson> {
  const { token, expiresAt } = await auth.keys.signAccessToken({
    userId: user.id,
    sessionId,
    email: user.email,
    role: user.role,
    appMetadata: user.app_metadata,
    userMetadata: user.user_metadata,
    amr,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user, await listIdentities(db, user.id)),
  };
}

type RefreshOutcome =
  | { kind: 'issued'; sessionId: string; amr: AmrEntry[]; userId: string; child: string }
  | { kind: 'reused'; userId: string }
  | { kind: 'expired'; sessionId: string; message: string }
  | { kind: 'not_found' };

/** Why the session is over (GoTrue's session_expired messages), or null while it lives. */
function sessionExpiry(
  auth: AuthServices,
  session: { session_created_at: Date; session_active_at: Date },
  now: Date,
): string | null {
  const { sessionMaxAgeS, sessionInactivityTimeoutS } = auth.settings;
  const age = now.getTime() - session.session_created_at.getTime();
  if (sessionMaxAgeS > 0 && age > sessionMaxAgeS * 1000) {
    return 'Invalid Refresh Token: Session Expired';
  }
  const idle = now.getTime() - session.session_active_at.getTime();
  if (sessionInactivityTimeoutS > 0 && idle > sessionInactivityTimeoutS * 1000) {
    return 'Invalid Refresh Token: Session Expired (Inactivity)';
  }
  return null;
}

/**
 * Rotation: the presented token is revoked and a child issued. A revoked token presented
 * again within the reuse interval (two tabs refreshing at once) also gets a child; later
 * it means the token leaked, so the whole session and its token family are revoked. A
 * session past its inactivity timeout or absolute lifetime is deleted instead.
 */
export async function refreshSession(
  auth: AuthServices,
  refreshToken: string,
  request: RequestInfo,
): Promise<SessionJson> {
  if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token required');
  const now = auth.clock();
  const outcome = await auth.db.transaction<RefreshOutcome>(async (tx) => {
    const row = await sessions.findRefreshTokenForUpdate(tx, sha256Hex(refreshToken));
    if (!row) return { kind: 'not_found' };
    const expired = sessionExpiry(auth, row, now);
    if (expired) {
      await sessions.deleteSession(tx, row.session_id);
      return { kind: 'expired', sessionId: row.session_id, message: expired };
    }
    if (row.revoked) {
      const reusableUntil = row.updated_at.getTime() + auth.settings.refreshReuseIntervalS * 1000;
      if (now.getTime() > reusableUntil) {
        await sessions.deleteSession(tx, row.session_id);
        return { kind: 'reused', userId: row.user_id };
      }
    } else {
      await sessions.revokeRefreshToken(tx, row.id, now);
    }
    const child = randomRefreshToken();
    await sessions.insertRefreshToken(
      tx,
      { hash: sha256Hex(child), sessionId: row.session_id, parentId: row.id },
      now,
    );
    await sessions.touchSession(tx, row.session_id, request, now);
    return {
      kind: 'issued',
      sessionId: row.session_id,
      amr: row.amr,
      userId: row.user_id,
      child,
    };
  });
  if (outcome.kind === 'not_found') {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (outcome.kind === 'expired') {
    auth.sessionCache.forgetSession(outcome.sessionId);
    throw badRequest('session_expired', outcome.message);
  }
  if (outcome.kind === 'reused') {
    auth.sessionCache.forgetUser(outcome.userId);
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  // Signing and the user's JSON happen after commit: PGlite runs one transaction at a time,
  // so the row lock should be held for the SQL only.
  const user = await findUserById(auth.db, outcome.userId);
  if (!user) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return sessionJson(auth, user, outcome.sessionId, outcome.amr, outcome.child, auth.db);
}

const jwtClaimsSchema = z.object({
  sub: z.uuid(),
  session_id: z.uuid(),
  aud: z.string().optional(),
  amr: z.array(amrEntrySchema).optional(),
});

export interface Authenticated {
  user: UserRow;
  sessionId: string;
  /** The session's most recent authentication (re-authentication checks). */
  lastProof: LastProof | null;
}

/** GoTrue's checks for user-scoped endpoints (internal/api/auth.go), in its order. */
export async function authenticate(
  auth: AuthServices,
  token: string | null,
): Promise<Authenticated> {
  if (!token) {
    throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await auth.keys.verifyOrReason(token);
  if ('reason' in verified) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
    );
  }
  const claims = jwtClaimsSchema.safeParse(verified.payload);
  if (!claims.success) {
    throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature, invalid claims');
  }
  if (claims.data.aud !== 'authenticated') {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  const user = await findUserById(auth.db, claims.data.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (!(await sessions.sessionExists(auth.db, claims.data.session_id))) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId: claims.data.session_id, lastProof: lastProofOf(claims.data.amr) };
}

/** The service role (admin API): a valid JWT whose role is an admin role. */
export async function requireAdmin(auth: AuthServices, token: string | null): Promise<void> {
  if (!token) {
    throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verified = await auth.keys.verifyOrReason(token);
  if ('reason' in verified) {
    throw forbidden(
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
    );
  }
  const role = z.object({ role: z.string() }).safeParse(verified.payload);
  if (!role.success || !ADMIN_ROLES.has(role.data.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function logout(auth: AuthServices, who: Authenticated, scope: LogoutScope) {
  if (scope === 'local') {
    await sessions.deleteSession(auth.db, who.sessionId);
    auth.sessionCache.forgetSession(who.sessionId);
    return;
  }
  await sessions.deleteUserSessions(
    auth.db,
    who.user.id,
    scope === 'others' ? who.sessionId : null,
  );
  auth.sessionCache.forgetUser(who.user.id);
}
