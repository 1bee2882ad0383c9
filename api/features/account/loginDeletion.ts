// How the login account goes when a user deletes their account. Embedded auth owns its
// tables, so they are deleted in the same transaction as the user's data. Hosted Supabase
// owns the login: a pending row is written in that transaction, Supabase's admin API is
// called after the commit, and the hourly housekeeping retries until the call succeeds.
// The same transaction writes a tombstone that makes the hosted verifier refuse the user's
// access tokens at once (tokenVerifiers.ts), not only when they expire.
import type { Database, Queryable } from '../../db/database';
import type { SessionCache } from '../auth/sessionCache';
import {
  deleteEmbeddedLogin,
  finishPendingLoginDeletion,
  listPendingLoginDeletions,
  notePendingLoginFailure,
  pruneDeletedLoginTombstones,
  recordPendingLoginDeletion,
  type DeletedUser,
} from './accountDeletionRepo';

/** Spec 001 §9: the login account is removed within 48 h. */
export const LOGIN_DELETION_DEADLINE_MS = 48 * 60 * 60_000;

const ADMIN_CALL_TIMEOUT_MS = 10_000;

/**
 * How long a hosted access token can live: Supabase's JWT expiry is 1 h by default and at
 * most one week. A deleted user's tombstone is kept that long after Supabase removed the
 * login, so every token it issued before has expired when the tombstone goes (review N16).
 */
export const HOSTED_TOKEN_MAX_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export type LoginDeletionState = 'deleted' | 'pending';

export interface LoginDeletion {
  /** Runs inside the deletion's transaction. */
  inTransaction(tx: Queryable, user: DeletedUser): Promise<void>;
  /** Runs after the commit; never throws (a failure stays pending). */
  afterCommit(db: Database, user: DeletedUser): Promise<LoginDeletionState>;
  /**
   * Housekeeping: retries what is pending and forgets tombstones no token can outlive;
   * returns how many logins and tombstones were removed.
   */
  retryPending(db: Database): Promise<number>;
}

export function embeddedLoginDeletion(sessionCache: SessionCache): LoginDeletion {
  return {
    inTransaction: deleteEmbeddedLogin,
    async afterCommit(_db, user) {
      // Access tokens this or another instance has already checked stop working now.
      sessionCache.forgetUser(user.id);
      return 'deleted';
    },
    async retryPending() {
      return 0;
    },
  };
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export function hostedLoginDeletion(options: {
  supabaseUrl: string;
  /** Without it no login can be removed: deletions stay pending and are logged. */
  serviceRoleKey: string | null;
  fetch?: Fetch;
  clock?: () => Date;
  log?: (line: string) => void;
}): LoginDeletion {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const clock = options.clock ?? (() => new Date());
  const logError = options.log ?? ((line: string) => console.error(line));

  /** Resolves when Supabase no longer has the user; rejects with a reason otherwise. */
  async function deleteAtSupabase(userId: string): Promise<void> {
    const key = options.serviceRoleKey;
    if (!key) throw new Error('SUPABASE_SERVICE_ROLE_KEY ist nicht gesetzt');
    const response = await send(
      `${options.supabaseUrl}/auth/v1/admin/users/${encodeURIComponent(userId)}`,
      {
        method: 'DELETE',
        headers: { apikey: key, Authorization: `Bearer ${key}` },
        signal: AbortSignal.timeout(ADMIN_CALL_TIMEOUT_MS),
      },
    );
    // 404: already gone (an earlier attempt succeeded but its answer was lost).
    if (response.ok || response.status === 404) return;
    throw new Error(`Supabase antwortete mit HTTP ${response.status}`);
  }

  async function attempt(db: Database, userId: string): Promise<boolean> {
    try {
      await deleteAtSupabase(userId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await notePendingLoginFailure(db, userId, reason);
      return false;
    }
    await finishPendingLoginDeletion(db, userId, clock());
    return true;
  }

  return {
    async inTransaction(tx, user) {
      await recordPendingLoginDeletion(tx, user.id, clock());
    },
    async afterCommit(db, user) {
      try {
        return (await attempt(db, user.id)) ? 'deleted' : 'pending';
      } catch (error) {
        logError(`[konto] Login ${user.id} bleibt zur Löschung vorgemerkt: ${String(error)}`);
        return 'pending';
      }
    },
    async retryPending(db) {
      let removed = 0;
      for (const pending of await listPendingLoginDeletions(db)) {
        if (await attempt(db, pending.userId)) {
          removed++;
        } else if (clock().getTime() - pending.requestedAt.getTime() > LOGIN_DELETION_DEADLINE_MS) {
          // Still retried: dropping the row would leave the login for good.
          logError(
            `[konto] Login ${pending.userId} ist seit über 48 Stunden nicht gelöscht ` +
              `(${pending.attempts + 1} Versuche). Bitte SUPABASE_SERVICE_ROLE_KEY und ` +
              'Supabase prüfen oder den Nutzer im Supabase-Dashboard löschen (das Log ' +
              'verschleiert IDs; die ID steht in der Tabelle pending_login_deletions).',
          );
        }
      }
      const removedBefore = new Date(clock().getTime() - HOSTED_TOKEN_MAX_LIFETIME_MS);
      return removed + (await pruneDeletedLoginTombstones(db, removedBefore));
    },
  };
}
