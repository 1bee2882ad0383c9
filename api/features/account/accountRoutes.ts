// DELETE /api/auth/delete-account (spec 001 §7): the signed-in user's data and login
// account go in one transaction; in hosted Supabase mode the login follows through the
// admin API (loginDeletion.ts). /api/account: the data export and the import's catalog
// matching (DSGVO Art. 20).
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { DeleteAccountBody, DeleteAccountResponse } from '../../contract/account';
import { endpoints } from '../../contract/endpoints';
import { perfumesCsv, type AccountExport } from '../../contract/portability';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { apiPath, endpointBody } from '../../http/endpointRoutes';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { QUOTAS, takeQuota, type QuotaDeps } from '../limits/quotas';
import type { CatalogSearch } from '../perfumes/catalogSearch';
import { deleteUserData } from './accountDeletionRepo';
import { readAccountExport } from './accountExportRepo';
import { matchImportLines } from './importMatching';
import type { LoginDeletion } from './loginDeletion';

export interface AccountDeps extends QuotaDeps {
  db: Database;
  auth: AccessTokenVerifier;
  loginDeletion: LoginDeletion;
  catalog: CatalogSearch;
}

/** The deletion's optional body: an empty one (older clients) counts as {}. */
async function deletionProof(c: Context): Promise<DeleteAccountBody> {
  const raw = await c.req.text();
  if (!raw.trim()) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError('invalid_json');
  }
  const parsed = endpoints.deleteAccount.body.safeParse(json);
  if (!parsed.success) throw new ApiError('invalid_body');
  return parsed.data;
}

export function accountAuthRoutes(deps: AccountDeps) {
  return new Hono<AuthEnv>().delete(
    apiPath(endpoints.deleteAccount),
    requireUser(deps.auth),
    async (c) => {
      const user = c.get('user');
      await takeQuota(c, deps, QUOTAS.accountDeletion, user);
      // Fresh proof (review N6): a recent sign-in, or the password or mailed code sent along.
      const proof = await deletionProof(c);
      const reauth = await deps.auth.reauthenticate(
        user,
        { currentPassword: proof.current_password, nonce: proof.nonce },
        deps.clientIp(c),
      );
      if (!reauth.ok) {
        if (reauth.code === 'rate_limited') c.header('Retry-After', String(reauth.retryAfterS));
        throw new ApiError(reauth.code);
      }
      const deleted = {
        id: user.id,
        email: user.email.toLowerCase(),
        emailConfirmed: user.emailConfirmed,
      };
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
    },
  );
}

export function accountRoutes(deps: AccountDeps) {
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthEnv>()
    .get(apiPath(endpoints.accountExport), signedIn, async (c) => {
      const user = c.get('user');
      await takeQuota(c, deps, QUOTAS.portability, user);
      const data = await readAccountExport(deps.db, user, new Date());
      const body: AccountExport = {
        ...data,
        csv: Object.fromEntries(data.collections.map((col) => [col.name, perfumesCsv(col.items)])),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post(apiPath(endpoints.accountImportMatch), signedIn, async (c) => {
      const { lines } = await endpointBody(c, endpoints.accountImportMatch);
      await takeQuota(c, deps, QUOTAS.portability, c.get('user'));
      return c.json(matchImportLines(deps.catalog, lines));
    });
}
