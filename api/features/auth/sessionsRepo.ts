// SQL for auth_sessions and their refresh-token family (auth_refresh_tokens).
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { amrEntrySchema, type AmrEntry } from './authTokens';

const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_confirmed_at: z.date().nullable(),
});

const refreshRowSchema = z.object({
  id: z.coerce.number(),
  session_id: z.string(),
  revoked: z.boolean(),
  updated_at: z.date(),
  user_id: z.string(),
  amr: z.array(amrEntrySchema),
  session_created_at: z.date(),
  session_active_at: z.date(),
});
export type RefreshTokenRow = z.infer<typeof refreshRowSchema>;

export async function insertSession(
  db: Queryable,
  session: {
    id: string;
    userId: string;
    amr: AmrEntry[];
    userAgent: string | null;
    ip: string | null;
  },
  now: Date,
) {
  await db.query(
    `INSERT INTO auth_sessions (id, user_id, amr, user_agent, ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [session.id, session.userId, JSON.stringify(session.amr), session.userAgent, session.ip, now],
  );
}

/**
 * The user behind a live session, or null when the session was signed out or deleted.
 * The hot path of every authenticated request: one indexed join.
 */
export async function findSessionUser(db: Queryable, sessionId: string, userId: string) {
  const { rows } = await db.query(
    `SELECT u.id, u.email, u.email_confirmed_at
     FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2`,
    [sessionId, userId],
  );
  return rows[0] ? sessionUserSchema.parse(rows[0]) : null;
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth_sessions WHERE id = $1', [sessionId]);
  return rows.length > 0;
}

export async function deleteSession(db: Queryable, sessionId: string) {
  await db.query('DELETE FROM auth_sessions WHERE id = $1', [sessionId]);
}

/** Deletes the user's sessions, keeping `keepSessionId` when given. */
export async function deleteUserSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string | null,
) {
  await db.query(
    'DELETE FROM auth_sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)',
    [userId, keepSessionId],
  );
}

export async function insertRefreshToken(
  db: Queryable,
  token: { hash: string; sessionId: string; parentId: number | null },
  now: Date,
) {
  await db.query(
    `INSERT INTO auth_refresh_tokens (token_hash, session_id, parent_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [token.hash, token.sessionId, token.parentId, now],
  );
}

/** Locks the token row (FOR UPDATE) so two concurrent refreshes of it serialise. */
export async function findRefreshTokenForUpdate(
  db: Queryable,
  hash: string,
): Promise<RefreshTokenRow | null> {
  const { rows } = await db.query(
    `SELECT t.id, t.session_id, t.revoked, t.updated_at, s.user_id, s.amr,
       s.created_at AS session_created_at,
       COALESCE(s.refreshed_at, s.created_at) AS session_active_at
     FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
     WHERE t.token_hash = $1
     FOR UPDATE OF t`,
    [hash],
  );
  return rows[0] ? refreshRowSchema.parse(rows[0]) : null;
}

export async function revokeRefreshToken(db: Queryable, id: number, now: Date) {
  await db.query('UPDATE auth_refresh_tokens SET revoked = true, updated_at = $2 WHERE id = $1', [
    id,
    now,
  ]);
}

export async function touchSession(
  db: Queryable,
  sessionId: string,
  info: { userAgent: string | null; ip: string | null },
  now: Date,
) {
  await db.query(
    `UPDATE auth_sessions SET refreshed_at = $2, user_agent = COALESCE($3, user_agent),
       ip = COALESCE($4, ip) WHERE id = $1`,
    [sessionId, now, info.userAgent, info.ip],
  );
}

/**
 * Deletes sessions (and, by cascade, their refresh tokens) signed in before `signedInBefore`
 * or last refreshed before `activeBefore`; null skips that limit.
 */
export async function pruneExpiredSessions(
  db: Queryable,
  limits: { signedInBefore: Date | null; activeBefore: Date | null },
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM auth_sessions
     WHERE created_at < $1 OR COALESCE(refreshed_at, created_at) < $2`,
    [limits.signedInBefore, limits.activeBefore],
  );
  return rowCount;
}

/** Deletes rotated-out refresh tokens revoked before `revokedBefore` (reuse detection ends). */
export async function pruneRevokedRefreshTokens(
  db: Queryable,
  revokedBefore: Date,
): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM auth_refresh_tokens WHERE revoked AND updated_at < $1',
    [revokedBefore],
  );
  return rowCount;
}
