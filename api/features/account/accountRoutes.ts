// DELETE /api/auth/delete-account (spec 001 §7): the signed-in user's data and login
// account go in one transaction; in hosted Supabase mode the login follows through the
// admin API (loginDeletion.ts).
import { Hono } from 'hono';
import type { DeleteAccountResponse } from '../../contract/account';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { QUOTAS, takeQuota, type QuotaDeps } from '../limits/quotas';
import { deleteUserData } from './accountDeletionRepo';
import type { LoginDeletion } from './loginDeletion';

export interface AccountDeps extends QuotaDeps {
  db: Database;
  auth: AccessTokenVerifier;
  loginDeletion: LoginDeletion;
}

export function accountAuthRoutes(deps: AccountDeps) {
  return new Hono<AuthEnv>().delete('/delete-account', requireUser(deps.auth), async (c) => {
    const user = c.get('user');
    await takeQuota(c, deps, QUOTAS.accountDeletion, user);
    const deleted = { id: user.id, email: user.email.toLowerCase() };
    try {
      await deps.db.transaction(async (tx) => {
        await deleteUserData(tx, deleted);
        await deps.loginDeletion.inTransaction(tx, deleted);
      });
    } catch (error) {
      console.error(`[konto] Löschung von ${user.id} fehlgeschlagen:`, error);
      throw new ApiError('account_deletion_failed');
    }
    const login = await deps.loginDeletion.afterCommit(deps.db, deleted);
    const body: DeleteAccountResponse = { deleted: true, login };
    return c.json(body);
  });
}
