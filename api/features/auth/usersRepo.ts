// SQL for auth_users and auth_identities. Every function takes the database (or the
// transaction) as its first argument; times come from the caller's clock.
import { z } from 'zod';
import type { Queryable } from '../../db/database';

const metadataSchema = z.record(z.string(), z.unknown());

const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  encrypted_password: z.string().nullable(),
  email_confirmed_at: z.date().nullable(),
  confirmation_sent_at: z.date().nullable(),
  recovery_sent_at: z.date().nullable(),
  last_sign_in_at: z.date().nullable(),
  role: z.string(),
  app_metadata: metadataSchema,
  user_metadata: metadataSchema,
  banned_until: z.date().nullable(),
  password_contested: z.boolean(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type UserRow = z.infer<typeof userRowSchema>;

const identityRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  provider: z.string(),
  provider_id: z.string(),
  identity_data: metadataSchema,
  email: z.string().nullable(),
  last_sign_in_at: z.date().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type IdentityRow = z.infer<typeof identityRowSchema>;

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, role, app_metadata, user_metadata, banned_until,
  password_contested, created_at, updated_at`;

function firstUser(rows: unknown[]): UserRow | null {
  return rows[0] ? userRowSchema.parse(rows[0]) : null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM auth_users WHERE id = $1`, [id]);
  return firstUser(rows);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM auth_users WHERE email = $1`, [
    email.toLowerCase(),
  ]);
  return firstUser(rows);
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string | null;
  confirmedAt: Date | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role?: string;
}

export async function insertUser(db: Queryable, user: NewUser, now: Date): Promise<UserRow> {
  const { rows } = await db.query(
    `INSERT INTO auth_users (id, email, encrypted_password, email_confirmed_at, role,
       app_metadata, user_metadata, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     RETURNING ${USER_COLUMNS}`,
    [
      user.id,
      user.email.toLowerCase(),
      user.passwordHash,
      user.confirmedAt,
      user.role ?? 'authenticated',
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      now,
    ],
  );
  return userRowSchema.parse(rows[0]);
}

export interface UserChanges {
  passwordHash?: string;
  emailConfirmedAt?: Date;
  confirmationSentAt?: Date;
  recoverySentAt?: Date;
  lastSignInAt?: Date;
  /** Merged into user_metadata (top-level keys replaced). */
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
  now: Date,
): Promise<UserRow | null> {
  const { rows } = await db.query(
    `UPDATE auth_users SET
       encrypted_password = COALESCE($2, encrypted_password),
       email_confirmed_at = COALESCE(email_confirmed_at, $3),
       confirmation_sent_at = COALESCE($4, confirmation_sent_at),
       recovery_sent_at = COALESCE($5, recovery_sent_at),
       last_sign_in_at = COALESCE($6, last_sign_in_at),
       user_metadata = user_metadata || COALESCE($7::jsonb, '{}'::jsonb),
       app_metadata = app_metadata || COALESCE($8::jsonb, '{}'::jsonb),
       updated_at = $9
     WHERE id = $1
     RETURNING ${USER_COLUMNS}`,
    [
      id,
      changes.passwordHash ?? null,
      changes.emailConfirmedAt ?? null,
      changes.confirmationSentAt ?? null,
      changes.recoverySentAt ?? null,
      changes.lastSignInAt ?? null,
      changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
      changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
      now,
    ],
  );
  return firstUser(rows);
}

export async function clearPassword(db: Queryable, id: string) {
  await db.query('UPDATE auth_users SET encrypted_password = NULL WHERE id = $1', [id]);
}

/** Someone else may have chosen this unconfirmed account's password (see proveEmail). */
export async function markPasswordContested(db: Queryable, id: string) {
  await db.query(
    `UPDATE auth_users SET password_contested = true
     WHERE id = $1 AND email_confirmed_at IS NULL AND encrypted_password IS NOT NULL`,
    [id],
  );
}

/**
 * The first proof of the address (a link or code from a mail): confirms it and drops a
 * contested password. Returns the user when this call was that first proof, null when
 * the address was already confirmed (or the user is gone).
 */
export async function proveEmail(db: Queryable, id: string, now: Date): Promise<UserRow | null> {
  const { rows } = await db.query(
    `UPDATE auth_users SET email_confirmed_at = $2, updated_at = $2,
       encrypted_password = CASE WHEN password_contested THEN NULL ELSE encrypted_password END,
       password_contested = false
     WHERE id = $1 AND email_confirmed_at IS NULL
     RETURNING ${USER_COLUMNS}`,
    [id, now],
  );
  return firstUser(rows);
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM auth_users WHERE id = $1', [id]);
  return rowCount > 0;
}

export async function listIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query(
    `SELECT id, user_id, provider, provider_id, identity_data, email, last_sign_in_at,
       created_at, updated_at
     FROM auth_identities WHERE user_id = $1 ORDER BY created_at, provider`,
    [userId],
  );
  return rows.map((row) => identityRowSchema.parse(row));
}

export async function findIdentity(
  db: Queryable,
  provider: string,
  providerId: string,
): Promise<IdentityRow | null> {
  const { rows } = await db.query(
    `SELECT id, user_id, provider, provider_id, identity_data, email, last_sign_in_at,
       created_at, updated_at
     FROM auth_identities WHERE provider = $1 AND provider_id = $2`,
    [provider, providerId],
  );
  return rows[0] ? identityRowSchema.parse(rows[0]) : null;
}

export interface NewIdentity {
  id: string;
  userId: string;
  provider: string;
  providerId: string;
  identityData: Record<string, unknown>;
  email: string;
}

export async function upsertIdentity(db: Queryable, identity: NewIdentity, now: Date) {
  await db.query(
    `INSERT INTO auth_identities (id, user_id, provider, provider_id, identity_data, email,
       last_sign_in_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $7)
     ON CONFLICT (provider, provider_id) DO UPDATE
       SET identity_data = EXCLUDED.identity_data, email = EXCLUDED.email,
           last_sign_in_at = EXCLUDED.last_sign_in_at, updated_at = EXCLUDED.updated_at`,
    [
      identity.id,
      identity.userId,
      identity.provider,
      identity.providerId,
      JSON.stringify(identity.identityData),
      identity.email,
      now,
    ],
  );
}
