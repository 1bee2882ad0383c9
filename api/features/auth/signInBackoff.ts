// Back-off for password sign-in (review N7). Failures are counted per typed address and
// network (the caller's IPv4 address or IPv6 /64) and per address over all networks:
// - one network: 5 failures free, then 30 s, doubling to at most 15 min between tries;
// - all networks together: 10 failures free, then 5 s, doubling to at most 60 s.
// A blocked attempt gets 429 before its password is checked (so it learns nothing and
// costs no hash). Nobody can lock the owner out: a network's back-off binds only that
// network, and the all-networks delay stays short. A correct password clears its
// network's count. When a back-off starts, the owner gets a notice mail (at most one a day).
// Unknown addresses are counted the same way, so 429s do not tell who has an account.
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { AuthServices } from './authServices';
import { GoTrueError } from './gotrueErrors';
import { renderSignInNotice } from './mailTemplates';
import { findUserByEmail } from './usersRepo';

interface BackoffRule {
  freeFailures: number;
  firstDelayS: number;
  maxDelayS: number;
}

export const BACKOFF = {
  perNetwork: { freeFailures: 5, firstDelayS: 30, maxDelayS: 15 * 60 },
  allNetworks: { freeFailures: 10, firstDelayS: 5, maxDelayS: 60 },
  /** Failures older than this no longer count; rows are pruned after it. */
  windowS: 24 * 3600,
  /** At most one notice mail per account in this time. */
  noticeGapS: 24 * 3600,
} as const;

/** The all-networks row's network key. */
const ALL_NETWORKS = '';

/** Seconds to wait after the n-th failure in a row; 0 while failures are still free. */
export function backoffDelayS(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.firstDelayS * 2 ** (failures - rule.freeFailures), rule.maxDelayS);
}

function tooManyFailures(waitS: number) {
  return new GoTrueError(
    429,
    'over_request_rate_limit',
    `Too many failed sign-in attempts, please retry after ${waitS} seconds.`,
    {},
    { 'Retry-After': String(waitS) },
  );
}

/** Throws 429 while this address is backed off for this network or for all networks. */
export async function assertNotBackedOff(
  auth: AuthServices,
  email: string,
  network: string,
): Promise<void> {
  const now = auth.clock();
  const { rows } = await auth.db.query(
    `SELECT max(blocked_until) AS until FROM auth_sign_in_failures
     WHERE email = $1 AND network IN ($2, $3) AND blocked_until > $4`,
    [email, network, ALL_NETWORKS, now],
  );
  const until = z.object({ until: z.date().nullable() }).parse(rows[0] ?? { until: null }).until;
  if (until) throw tooManyFailures(Math.ceil((until.getTime() - now.getTime()) / 1000));
}

async function countFailure(
  db: Queryable,
  row: { email: string; network: string; rule: BackoffRule },
  now: Date,
): Promise<number> {
  const windowStart = new Date(now.getTime() - BACKOFF.windowS * 1000);
  const { rows } = await db.query(
    `INSERT INTO auth_sign_in_failures (email, network, failures, last_failed_at)
     VALUES ($1, $2, 1, $3)
     ON CONFLICT (email, network) DO UPDATE SET
       failures = CASE WHEN auth_sign_in_failures.last_failed_at < $4 THEN 1
                       ELSE auth_sign_in_failures.failures + 1 END,
       last_failed_at = $3
     RETURNING failures`,
    [row.email, row.network, now, windowStart],
  );
  const failures = z.coerce.number().parse(rows[0]?.failures);
  const delayS = backoffDelayS(row.rule, failures);
  if (delayS > 0) {
    await db.query(
      `UPDATE auth_sign_in_failures SET blocked_until = $3 WHERE email = $1 AND network = $2`,
      [row.email, row.network, new Date(now.getTime() + delayS * 1000)],
    );
  }
  return failures;
}

/**
 * Counts one wrong password. Returns once the counts are stored; the notice mail (when a
 * back-off starts) goes out in the background, so the answer takes as long with an
 * account as without one. `noticeSent` resolves when that mail is done (tests wait on it).
 */
export async function recordFailedSignIn(
  auth: AuthServices,
  email: string,
  network: string,
): Promise<{ noticeSent: Promise<boolean> }> {
  const now = auth.clock();
  const here = await countFailure(auth.db, { email, network, rule: BACKOFF.perNetwork }, now);
  const everywhere = await countFailure(
    auth.db,
    { email, network: ALL_NETWORKS, rule: BACKOFF.allNetworks },
    now,
  );
  const startsBackoff =
    here === BACKOFF.perNetwork.freeFailures || everywhere === BACKOFF.allNetworks.freeFailures;
  if (!startsBackoff) return { noticeSent: Promise.resolve(false) };
  const noticeSent = sendNotice(auth, email, now).catch((error: unknown) => {
    console.error('[auth] Hinweis-Mail zu Anmeldeversuchen fehlgeschlagen:', error);
    return false;
  });
  return { noticeSent };
}

async function sendNotice(auth: AuthServices, email: string, now: Date): Promise<boolean> {
  const user = await findUserByEmail(auth.db, email);
  if (!user?.email_confirmed_at) return false;
  // Claimed in one statement, so two instances never send the same day's notice twice.
  const { rowCount } = await auth.db.query(
    `UPDATE auth_sign_in_failures SET notice_sent_at = $3
     WHERE email = $1 AND network = $2 AND (notice_sent_at IS NULL OR notice_sent_at < $4)`,
    [email, ALL_NETWORKS, now, new Date(now.getTime() - BACKOFF.noticeGapS * 1000)],
  );
  if (rowCount === 0) return false;
  const firstName = user.user_metadata.first_name;
  const mail = renderSignInNotice({
    name: typeof firstName === 'string' && firstName.trim() ? firstName.trim() : null,
    siteUrl: auth.settings.siteUrl,
  });
  await auth.mailer.send({ to: user.email, kind: 'sign_in_notice', ...mail, link: mail.link });
  return true;
}

/** A correct password clears the count of its network (the all-networks count decays). */
export async function clearFailedSignIns(
  auth: AuthServices,
  email: string,
  network: string,
): Promise<void> {
  await auth.db.query(`DELETE FROM auth_sign_in_failures WHERE email = $1 AND network = $2`, [
    email,
    network,
  ]);
}

/** Retention: counts past their window whose notice gap is over too. */
export async function pruneSignInFailures(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - Math.max(BACKOFF.windowS, BACKOFF.noticeGapS) * 1000);
  const { rowCount } = await db.query(
    `DELETE FROM auth_sign_in_failures
     WHERE last_failed_at < $1 AND (blocked_until IS NULL OR blocked_until < $2)
       AND (notice_sent_at IS NULL OR notice_sent_at < $1)`,
    [cutoff, now],
  );
  return rowCount;
}
