// /api/blacklist: a collection's blacklist (spec 001 §7), signed in, owner only. Mutations
// accept an Idempotency-Key header and are also reachable through POST /api/sync/push.
import { Hono } from 'hono';
import {
  blacklistAddBodySchema,
  blacklistDeleteBodySchema,
  collectionQuerySchema,
} from '../../contract/userData';
import type { Database } from '../../db/database';
import { parseJsonBody, parseQuery } from '../../http/validate';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { requireOwnCollection } from '../collections/collectionItemsRepo';
import { answerMutation } from '../sync/mutations';
import { listEntries } from '../collections/perfumeListRepo';
import { blacklist } from './blacklistRepo';

export interface BlacklistDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

export function blacklistRoutes(deps: BlacklistDeps) {
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthEnv>()
    .get('/', signedIn, async (c) => {
      const { collectionId } = parseQuery(c, collectionQuerySchema);
      await requireOwnCollection(deps.db, c.get('user').id, collectionId);
      const blacklistItems = await listEntries(deps.db, blacklist, collectionId);
      return c.json({ success: true as const, blacklistItems });
    })
    .post('/add', signedIn, async (c) => {
      const args = await parseJsonBody(c, blacklistAddBodySchema);
      return answerMutation(c, deps.db, { name: 'blacklist.add', args });
    })
    .delete('/delete', signedIn, async (c) => {
      const args = await parseJsonBody(c, blacklistDeleteBodySchema);
      return answerMutation(c, deps.db, { name: 'blacklist.delete', args });
    });
}
