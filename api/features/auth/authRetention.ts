// Retention of the embedded auth's tables: what is deleted, after how long. The server
// runs pruneAuthData at start and hourly; every instance may run it, the deletes are
// idempotent. Sessions themselves end at refresh time (sessionService.ts), this only
// removes what can no longer be used.
import type { Queryable } from '../../db/database';
import type { AuthSettings } from './authServices';
import { pruneOutboxMails } from './mailOutboxRepo';
import { pruneExpiredOneTimeTokens, purgeExpiredFlowStates } from './oneTimeTokensRepo';
import { pruneExpiredSessions, pruneRevokedRefreshTokens } from './sessionsRepo';

/** Rotated-out refresh tokens are kept this long to detect reuse (GoTrue keeps 24 h too). */
export const REVOKED_REFRESH_TOKEN_RETENTION_S = 24 * 3600;
/** Dev-outbox entries (recipient, subject, kind, time; no link) are kept this long. */
export const OUTBOX_RETENTION_S = 7 * 86_400;

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
  };
}
