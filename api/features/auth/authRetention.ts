// Retention of the embedded auth's tables: what is deleted, after how long. The server
// runs pruneAuthData at start and hourly; every instance may run it, the deletes are
// idempotent. Sessions themselves end at refresh time (sessionService.ts), this only
// removes what can no longer be used.
import type { Queryable } from '../../db/database';
import type { AuthSettings } from './authServices';
import { pruneOutboxMails } from './mailOutboxRepo';
import { pruneExpiredOneTimeTokens, purgeExpiredFlowStates } from './oneTimeTokensRepo';
import { pruneExpiredSessions, pruneRevokedRefreshTokens } from './sessionsRepo';
import { pruneSignInFailures } from './signInBackoff';

/** Rotated-out refresh tokens are kept this long to detect reuse (GoTrue keeps 24 h too). */
export const REVOKED_REFRESH_TOKEN_RETENTION_S = 24 * 3600;
/** Dev-outbox entries (recipient, subject, kind, time; no link) are kept this long. */
export const OUTBOX_RETENTION_S = 7 * 86_400;
/**
 * Accounts whose address was never proven (anyone can create one for any address, with a
 * name of their choosing, review N18) are deleted this long after their last mail.
 */
export const UNCONFIRMED_USER_RETENTION_S = 7 * 86_400;

export type RetentionSettings = Pick<
  AuthSettings,
  'sessionInactivityTimeoutS' | 'sessionMaxAgeS' | 'otpExpiryS' | 'flowStateExpiryS'
>;

export interface PrunedCounts {
  sessions: number;
  refreshTokens: number;
  oneTimeTokens: number;
  flowStates: number;
  outboxMails: number;
  unconfirmedUsers: number;
  signInFailures: number;
}

const before = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

export async function pruneAuthData(
  db: Queryable,
  now: Date,
  settings: RetentionSettings,
): Promise<PrunedCounts> {
  const { sessionMaxAgeS, sessionInactivityTimeoutS, otpExpiryS, flowStateExpiryS } = settings;
  return {
    sessions: await pruneExpiredSessions(db, {
      signedInBefore: sessionMaxAgeS > 0 ? before(now, sessionMaxAgeS) : null,
      activeBefore: sessionInactivityTimeoutS > 0 ? before(now, sessionInactivityTimeoutS) : null,
    }),
    refreshTokens: await pruneRevokedRefreshTokens(
      db,
      before(now, REVOKED_REFRESH_TOKEN_RETENTION_S),
    ),
    oneTimeTokens: await pruneExpiredOneTimeTokens(db, now),
    // E-mail PKCE flows wait as long as their link lives; issued codes only flowStateExpiryS.
    flowStates: await purgeExpiredFlowStates(
      db,
      before(now, Math.max(otpExpiryS, flowStateExpiryS)),
      before(now, flowStateExpiryS),
    ),
    outboxMails: await pruneOutboxMails(db, before(now, OUTBOX_RETENTION_S)),
    unconfirmedUsers: await pruneUnconfirmedUsers(db, before(now, UNCONFIRMED_USER_RETENTION_S)),
    signInFailures: await pruneSignInFailures(db, now),
  };
}

/**
 * Never-confirmed accounts created and last mailed before `cutoff`; their identities,
 * sessions and tokens go by cascade. An account with a profile is left alone.
 */
export async function pruneUnconfirmedUsers(db: Queryable, cutoff: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM auth_users u
     WHERE u.email_confirmed_at IS NULL
       AND u.created_at < $1
       AND coalesce(u.confirmation_sent_at, u.created_at) < $1
       AND coalesce(u.recovery_sent_at, u.created_at) < $1
       AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = u.id)`,
    [cutoff],
  );
  return rowCount;
}
