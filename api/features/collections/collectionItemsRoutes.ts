// /api endpoints of a signed-in user's collection items (spec 001 §7): the collections with
// their items, and the three item mutations. Mutations accept an Idempotency-Key header.
import { Hono } from 'hono';
import {
  addFromRecommendationBodySchema,
  addPerfumesBodySchema,
  deleteItemBodySchema,
  type CollectionsDataResponse,
} from '../../contract/userData';
import type { Database } from '../../db/database';
import { parseJsonBody } from '../../http/validate';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { answerMutation } from '../sync/mutations';
import { listItems } from './collectionItemsRepo';
import { listCollections } from './collectionsRepo';

export interface CollectionItemsDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

export function collectionItemsRoutes(deps: CollectionItemsDeps) {
  const signedIn = requireUser(deps.auth);
  return new Hono<AuthEnv>()
    .get('/collections-data', signedIn, async (c) => {
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
    .post('/collections/add-perfumes', signedIn, async (c) => {
      const args = await parseJsonBody(c, addPerfumesBodySchema);
      return answerMutation(c, deps.db, { name: 'collections.addPerfumes', args });
    })
    .post('/collections/delete-item', signedIn, async (c) => {
      const args = await parseJsonBody(c, deleteItemBodySchema);
      return answerMutation(c, deps.db, { name: 'collections.deleteItem', args });
    })
    .post('/collections/add-from-recommendation', signedIn, async (c) => {
      const args = await parseJsonBody(c, addFromRecommendationBodySchema);
      return answerMutation(c, deps.db, { name: 'collections.addFromRecommendation', args });
    });
}
