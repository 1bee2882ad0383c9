// /api endpoints of a signed-in user's collection items (spec 001 §7): the collections with
// their items, and the three item mutations. Mutations accept an Idempotency-Key header.
import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { CollectionsDataResponse } from '../../contract/userData';
import type { Database } from '../../db/database';
import { apiPath, endpointBody } from '../../http/endpointRoutes';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { writeQuota, type QuotaDeps } from '../limits/quotas';
import { answerMutation } from '../sync/mutations';
import { listItems } from './collectionItemsRepo';
import { listCollections } from './collectionsRepo';

export interface CollectionItemsDeps extends QuotaDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

export function collectionItemsRoutes(deps: CollectionItemsDeps) {
  const signedIn = requireUser(deps.auth);
  // Counted before the body is read (review N5, N19).
  const writes = writeQuota(deps);
  return new Hono<AuthEnv>()
    .get(apiPath(endpoints.collectionsData), signedIn, async (c) => {
      const userId = c.get('user').id;
      const [collections, items] = await deps.db.transaction(async (tx) => [
        await listCollections(tx, userId),
        await listItems(tx, userId),
      ]);
      const body: CollectionsDataResponse = {
        collections: collections.map((collection) => ({
          ...collection,
          collection_items: items.filter((item) => item.collection_id === collection.id),
        })),
      };
      return c.json(body);
    })
    .post(apiPath(endpoints.collectionAddPerfumes), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.collectionAddPerfumes);
      return answerMutation(c, deps.db, { name: 'collections.addPerfumes', args });
    })
    .post(apiPath(endpoints.collectionDeleteItem), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.collectionDeleteItem);
      return answerMutation(c, deps.db, { name: 'collections.deleteItem', args });
    })
    .post(apiPath(endpoints.collectionAddFromRecommendation), signedIn, writes, async (c) => {
      const args = await endpointBody(c, endpoints.collectionAddFromRecommendation);
      return answerMutation(c, deps.db, { name: 'collections.addFromRecommendation', args });
    });
}
