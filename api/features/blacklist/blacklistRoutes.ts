// /api/blacklist: a collection's blacklist (spec 001 §7), signed in, owner only. Mutations
// accept an Idempotency-Key header and are also reachable through POST /api/sync/push.
import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { Database } from '../../db/database';
import { apiPath, endpointBody, endpointQuery } from '../../http/endpointRoutes';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { writeQuota, type QuotaDeps } from '../limits/quotas';
import { requireOwnCollection } from '../collections/collectionItemsRepo';
import { answerMutation } from '../sync/mutations';
import { listEntries } from '../collections/perfumeListRepo';
import { blacklist } from './blacklistRepo';

export interface BlacklistDeps extends QuotaDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

export function blacklistRoutes(deps: BlacklistDeps) {
  const signedIn = requireUser(deps.auth);
  // Counted before the body is read (review N5, N19).
  const writes = writeQuota(deps);
  return new Hono<AuthEnv>()
    .get(apiPath(endpoints.blacklist), signedIn, async (c) => {
      const { collectionId } = endpointQuery(c, endpoints.blacklist);
      await requireOwnCollection(deps.db, c.get('user').id, collectionId);
      const blacklistItems = await listEntries(deps.db, blacklist, collectionId);
      return c.json({ success: true as const, blacklistItems });
    })
    .post(apiPath(endpoints.blacklistAdd), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.blacklistAdd);
      return answerMutation(c, deps.db, { name: 'blacklist.add', args });
    })
    .delete(apiPath(endpoints.blacklistDelete), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.blacklistDelete);
      return answerMutation(c, deps.db, { name: 'blacklist.delete', args });
    });
}
