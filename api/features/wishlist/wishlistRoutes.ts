// /api/wishlist: a collection's wishlist (spec 001 §7), signed in, owner only. Mutations
// accept an Idempotency-Key header and are also reachable through POST /api/sync/push.
import { Hono } from 'hono';
import { z } from 'zod';
import { endpoints } from '../../contract/endpoints';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { apiPath, endpointBody, endpointQuery } from '../../http/endpointRoutes';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { writeQuota, type QuotaDeps } from '../limits/quotas';
import { requireOwnCollection } from '../collections/collectionItemsRepo';
import { answerMutation } from '../sync/mutations';
import { listEntries } from '../collections/perfumeListRepo';
import { wishlist } from './wishlistRepo';

export interface WishlistDeps extends QuotaDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

export function wishlistRoutes(deps: WishlistDeps) {
  const signedIn = requireUser(deps.auth);
  // Counted before the body is read (review N5, N19).
  const writes = writeQuota(deps);
  return new Hono<AuthEnv>()
    .get(apiPath(endpoints.wishlist), signedIn, async (c) => {
      const { collectionId } = endpointQuery(c, endpoints.wishlist);
      await requireOwnCollection(deps.db, c.get('user').id, collectionId);
      return c.json({
        success: true as const,
        wishlist: await listEntries(deps.db, wishlist, collectionId),
      });
    })
    .post(apiPath(endpoints.wishlistAdd), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.wishlistAdd);
      return answerMutation(c, deps.db, { name: 'wishlist.add', args });
    })
    .delete(apiPath(endpoints.wishlistDelete), signedIn, writes, async (c) => {
      const id = z.uuid().safeParse(c.req.param('id'));
      if (!id.success) throw new ApiError('invalid_body', 'Ungültige Angabe im Feld „id“.');
      return answerMutation(c, deps.db, { name: 'wishlist.delete', args: { id: id.data } });
    });
}
