// SQL for e-mail link tokens (auth_one_time_tokens) and PKCE/OAuth flow states
// (auth_flow_states). Only digests are stored; consuming deletes the row (single use).
import { z } from 'zod';
import type { Queryable } from '../../db/database';

export type OneTimeTokenType = 'confirmation' | 'recovery' | 'reauthentication';

const tokenRowSchema = z.object({
  user_id: z.string(),
  token_type: z.enum(['confirmation', 'recovery', 'email_change', 'reauthentication']),
  flow_state_id: z.string().nullable(),
  expires_at: z.date(),
});
export type OneTimeTokenRow = z.infer<typeof tokenRowSchema>;

export async function replaceOneTimeToken(
  db: Queryable,
  token: {
    id: string;
    userId: string;
    type: OneTimeTokenType;
    tokenHash: string;
    otpHash: string;
    flowStateId: string | null;
    expiresAt: Date;
  },
  now: Date,
) {
  await db.query(
    `INSERT INTO auth_one_time_tokens (id, user_id, token_type, token_hash, otp_hash,
       flow_state_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, token_type) DO UPDATE SET id = EXCLUDED.id,
       token_hash = EXCLUDED.token_hash, otp_hash = EXCLUDED.otp_hash,
       flow_state_id = EXCLUDED.flow_state_id, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at, otp_attempts = 0`,
    [
      token.id,
      token.userId,
      token.type,
      token.tokenHash,
      token.otpHash,
      token.flowStateId,
      now,
      token.expiresAt,
    ],
  );
}

/** Deletes and returns the token with this link digest (and one of the types). */
export async function consumeByTokenHash(
  db: Queryable,
  tokenHash: string,
  types: readonly OneTimeTokenType[],
): Promise<OneTimeTokenRow | null> {
  const { rows } = await db.query(
    `DELETE FROM auth_one_time_tokens WHERE token_hash = $1 AND token_type = ANY($2::text[])
     RETURNING user_id, token_type, flow_state_id, expires_at`,
    [tokenHash, [...types]],
  );
  return rows[0] ? tokenRowSchema.parse(rows[0]) : null;
}

/**
 * One typed six-digit code: counts the try against each of the user's live tokens of these
 * types that still has tries left, then consumes the one whose code matches. The count is
 * raised in the same statement that checks it, so concurrent guesses (on any instance)
 * never get more than `maxAttempts` tries per code between them.
 */
export async function consumeByOtpAttempt(
  db: Queryable,
  userId: string,
  otpHash: string,
  types: readonly OneTimeTokenType[],
  maxAttempts: number,
): Promise<OneTimeTokenRow | null> {
  const { rows } = await db.query(
    `UPDATE auth_one_time_tokens SET otp_attempts = otp_attempts + 1
     WHERE user_id = $1 AND token_type = ANY($2::text[]) AND otp_attempts < $3
     RETURNING id, otp_hash`,
    [userId, [...types], maxAttempts],
  );
  const match = rows
    .map((row) => z.object({ id: z.string(), otp_hash: z.string() }).parse(row))
    .find((row) => row.otp_hash === otpHash);
  if (!match) return null;
  const consumed = await db.query(
    `DELETE FROM auth_one_time_tokens WHERE id = $1
     RETURNING user_id, token_type, flow_state_id, expires_at`,
    [match.id],
  );
  return consumed.rows[0] ? tokenRowSchema.parse(consumed.rows[0]) : null;
}

/** When the user's live token of this type was issued (the per-user mail gap). */
export async function findOneTimeTokenCreatedAt(
  db: Queryable,
  userId: string,
  type: OneTimeTokenType,
): Promise<Date | null> {
  const { rows } = await db.query(
    'SELECT created_at FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2',
    [userId, type],
  );
  return rows[0] ? z.object({ created_at: z.date() }).parse(rows[0]).created_at : null;
}

export async function pruneExpiredOneTimeTokens(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM auth_one_time_tokens WHERE expires_at < $1', [
    now,
  ]);
  return rowCount;
}

export async function deleteUserOneTimeTokens(db: Queryable, userId: string) {
  await db.query('DELETE FROM auth_one_time_tokens WHERE user_id = $1', [userId]);
}

const flowRowSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  code_challenge: z.string().nullable(),
  code_challenge_method: z.enum(['s256', 'plain']).nullable(),
  provider_type: z.string(),
  authentication_method: z.string(),
  redirect_to: z.string().nullable(),
  created_at: z.date(),
  auth_code_issued_at: z.date().nullable(),
});
export type FlowStateRow = z.infer<typeof flowRowSchema>;

const FLOW_COLUMNS = `id, user_id, code_challenge, code_challenge_method, provider_type,
  authentication_method, redirect_to, created_at, auth_code_issued_at`;

export async function insertFlowState(
  db: Queryable,
  flow: {
    id: string;
    userId: string | null;
    codeChallenge: string | null;
    codeChallengeMethod: 's256' | 'plain' | null;
    providerType: string;
    authenticationMethod: string;
    redirectTo: string | null;
  },
  now: Date,
) {
  await db.query(
    `INSERT INTO auth_flow_states (id, user_id, code_challenge, code_challenge_method,
       provider_type, authentication_method, redirect_to, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      flow.id,
      flow.userId,
      flow.codeChallenge,
      flow.codeChallengeMethod,
      flow.providerType,
      flow.authenticationMethod,
      flow.redirectTo,
      now,
    ],
  );
}

/**
 * Deletes flow states nobody can use any more: never completed before `unusedBefore`, or
 * holding an auth code issued before `codeBefore`. Keeps abandoned sign-ins from piling up.
 */
export async function purgeExpiredFlowStates(
  db: Queryable,
  unusedBefore: Date,
  codeBefore: Date,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM auth_flow_states
     WHERE (auth_code_issued_at IS NULL AND created_at < $1) OR auth_code_issued_at < $2`,
    [unusedBefore, codeBefore],
  );
  return rowCount;
}

export async function findFlowState(db: Queryable, id: string): Promise<FlowStateRow | null> {
  const { rows } = await db.query(`SELECT ${FLOW_COLUMNS} FROM auth_flow_states WHERE id = $1`, [
    id,
  ]);
  return rows[0] ? flowRowSchema.parse(rows[0]) : null;
}

/** Deletes and returns the flow state (OAuth callback: the state is single use). */
export async function consumeFlowState(db: Queryable, id: string): Promise<FlowStateRow | null> {
  const { rows } = await db.query(
    `DELETE FROM auth_flow_states WHERE id = $1 RETURNING ${FLOW_COLUMNS}`,
    [id],
  );
  return rows[0] ? flowRowSchema.parse(rows[0]) : null;
}

/** Records who the flow signed in and the digest of the auth code handed to the browser. */
export async function issueAuthCode(
  db: Queryable,
  flow: { id: string; userId: string; authCodeHash: string; authenticationMethod: string },
  now: Date,
) {
  await db.query(
    `UPDATE auth_flow_states SET user_id = $2, auth_code_hash = $3, auth_code_issued_at = $4,
       authentication_method = $5 WHERE id = $1`,
    [flow.id, flow.userId, flow.authCodeHash, now, flow.authenticationMethod],
  );
}

export async function consumeFlowStateByAuthCode(
  db: Queryable,
  authCodeHash: string,
): Promise<FlowStateRow | null> {
  const { rows } = await db.query(
    `DELETE FROM auth_flow_states WHERE auth_code_hash = $1 RETURNING ${FLOW_COLUMNS}`,
    [authCodeHash],
  );
  return rows[0] ? flowRowSchema.parse(rows[0]) : null;
}
