// SQL of account deletion: every row of ours that belongs to one user, and (embedded auth)
// every row of the login account. Each function runs inside the caller's transaction, so
// a deletion either removes everything or nothing. A table that gains user data must be
// added here; accountDeletion.api.test.ts scans every table and fails until it is.
import type { Queryable } from '../../db/database';

export interface DeletedUser {
  id: string;
  /** Lower-case, as every table stores it. */
  email: string;
  /**
   * Whether the address is proven. Temporary collections are keyed by the address alone,
   * so only a proven owner's deletion removes them (review N9).
   */
  emailConfirmed: boolean;
}

/** Escapes LIKE wildcards so an address with `_` or `%` matches only itself. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Profile, collections with items, wishlist, blacklist, analyses and stored
 * recommendations, and the change feed go by cascade from the profile; the rest is keyed
 * by the user id or the address.
 */
export async function deleteUserData(tx: Queryable, user: DeletedUser): Promise<void> {
  await tx.query('DELETE FROM profiles WHERE id = $1', [user.id]);
  if (user.emailConfirmed) {
    await tx.query('DELETE FROM temp_collections WHERE email = $1', [user.email]);
  }
  // The account's answers, its photos' recognitions and its temporary saves' answers.
  await tx.query(
    `DELETE FROM idempotency_keys
     WHERE scope = $1 OR scope = 'photo:user:' || $1 OR scope LIKE $2 ESCAPE '\\'`,
    [user.id, `temp:${likeLiteral(user.email)}:%`],
  );
  // Results read from the account's photos (OCR words, vision answers): their cache keys
  // start with the owner (aiCalls.ts, review N16).
  await tx.query(`DELETE FROM ai_cache WHERE key LIKE $1 ESCAPE '\\'`, [
    `user:${likeLiteral(user.id)}:%`,
  ]);
  // Rate-limit buckets are keyed "<limit>:user:<id>" or by the address of a temporary list.
  await tx.query(
    `DELETE FROM rate_limit_buckets
     WHERE key LIKE $1 ESCAPE '\\' OR lower(key) LIKE $2 ESCAPE '\\'`,
    [`%${likeLiteral(user.id)}%`, `%${likeLiteral(user.email)}%`],
  );
}

/**
 * The embedded login account: sessions (and their refresh tokens), identities, one-time
 * tokens and flow states go by cascade from the user; the dev outbox and the failed
 * sign-in counts are keyed by address.
 */
export async function deleteEmbeddedLogin(tx: Queryable, user: DeletedUser): Promise<void> {
  await tx.query('DELETE FROM auth_mail_outbox WHERE lower(recipient) = $1', [user.email]);
  await tx.query('DELETE FROM auth_sign_in_failures WHERE email = $1', [user.email]);
  await tx.query('DELETE FROM auth_users WHERE id = $1', [user.id]);
}

/**
 * Hosted mode: the pending Supabase deletion and the tombstone that makes the hosted
 * verifier refuse the user's still unexpired tokens (review N16).
 */
export async function recordPendingLoginDeletion(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO pending_login_deletions (user_id, requested_at) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, now],
  );
  await tx.query(
    `INSERT INTO deleted_login_tombstones (user_id, deleted_at) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, now],
  );
}

/** Whether the user deleted their account (hosted mode; embedded sessions go with the user). */
export async function isDeletedLogin(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM deleted_login_tombstones WHERE user_id = $1', [
    userId,
  ]);
  return rows.length > 0;
}

/**
 * Drops the tombstones of logins Supabase removed before `removedBefore`: no token it
 * issued for them can still be valid. Tombstones of pending deletions stay.
 */
export async function pruneDeletedLoginTombstones(
  db: Queryable,
  removedBefore: Date,
): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM deleted_login_tombstones WHERE login_removed_at < $1',
    [removedBefore],
  );
  return rowCount;
}

export interface PendingLoginDeletion {
  userId: string;
  requestedAt: Date;
  attempts: number;
}

export async function listPendingLoginDeletions(db: Queryable): Promise<PendingLoginDeletion[]> {
  const { rows } = await db.query<{ user_id: string; requested_at: Date; attempts: number }>(
    `SELECT user_id, requested_at, attempts FROM pending_login_deletions ORDER BY requested_at`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    requestedAt: new Date(row.requested_at),
    attempts: Number(row.attempts),
  }));
}

export async function finishPendingLoginDeletion(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM pending_login_deletions WHERE user_id = $1', [userId]);
  // From now on Supabase issues no new token; the tombstone outlives the last issued one.
  await db.query(
    `UPDATE deleted_login_tombstones SET login_removed_at = $2
     WHERE user_id = $1 AND login_removed_at IS NULL`,
    [userId, now],
  );
}

export async function notePendingLoginFailure(
  db: Queryable,
  userId: string,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE pending_login_deletions SET attempts = attempts + 1, last_error = $2
     WHERE user_id = $1`,
    [userId, error.slice(0, 500)],
  );
}
