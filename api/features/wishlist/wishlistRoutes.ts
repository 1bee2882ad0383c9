// /api/wishlist: a collection's wishlist (spec 001 §7), signed in, owner only. Mutations
// accept an Idempotency-Key header and are also reachable through POST /api/sync/push.
import { Hono } from 'hono';
import { z } from 'zod';
import { collectionQuerySchema, wishlistAddBodySchema } from '../../contract/userData';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { parseJsonBody, parseQuery } from '../../http/validate';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { requireOwnCollection } from '../collections/collectionItemsRepo';
import { answerMutation } from '../sync/mutations';
import { listEntries } from '../collections/perfumeListRepo';
import { wishlist } from './wishlistRepo';

export interface WishlistDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

export function wishlistRoutes(deps: WishlistDeps) {
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthEnv>()
    .get('/', signedIn, async (c) => {
      const { collectionId } = parseQuery(c, collectionQuerySchema);
      await requireOwnCollection(deps.db, c.get('user').id, collectionId);
      return c.json({
        success: true as const,
        wishlist: await listEntries(deps.db, wishlist, collectionId),
      });
    })
    .post('/add', signedIn, async (c) => {
      const args = await parseJsonBody(c, wishlistAddBodySchema);
      return answerMutation(c, deps.db, { name: 'wishlist.add', args });
    })
    .delete('/:id', signedIn, async (c) => {
      const id = z.uuid().safeParse(c.req.param('id'));
      if (!id.success) throw new ApiError('invalid_body', 'Ungültige Angabe im Feld „id“.');
      return answerMutation(c, deps.db, { name: 'wishlist.delete', args: { id: id.data } });
    });
}
