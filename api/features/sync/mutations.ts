// Every mutation the device's outbox can send, by name: its REST endpoint (method and path,
// which also go into the request hash) and its function. REST calls and push entries go
// through applyMutation alike, so a key stored by one is replayed by the other.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Mutation } from '../../contract/sync';
import {
  addPerfumesResultSchema,
  blacklistAddResultSchema,
  deleteResultSchema,
  wishlistAddResultSchema,
} from '../../contract/userData';
import type { Database, Queryable } from '../../db/database';
import type { AuthEnv, AuthUser } from '../auth/requireUser';
import { addToBlacklist, deleteFromBlacklist } from '../blacklist/blacklistMutations';
import {
  addFromRecommendation,
  addPerfumes,
  deleteItem,
} from '../collections/collectionItemMutations';
import { addToWishlist, deleteFromWishlist } from '../wishlist/wishlistMutations';
import {
  idempotencyKeyOf,
  requestHash,
  withIdempotency,
  type IdempotentAnswer,
  type MutationAnswer,
} from './idempotency';

interface BoundMutation {
  /** The REST endpoint's method and path: part of the request hash. */
  method: 'POST' | 'DELETE';
  path: string;
  /** Its 2xx body: a stored answer not in this shape is not replayed. */
  result: z.ZodType;
  run: (tx: Queryable, user: AuthUser) => Promise<MutationAnswer>;
}

function bind(mutation: Mutation): BoundMutation {
  switch (mutation.name) {
    case 'collections.addPerfumes':
      return {
        method: 'POST',
        path: '/api/collections/add-perfumes',
        result: addPerfumesResultSchema,
        run: (tx, user) => addPerfumes(tx, user, mutation.args),
      };
    case 'collections.deleteItem':
      return {
        method: 'POST',
        path: '/api/collections/delete-item',
        result: deleteResultSchema,
        run: (tx, user) => deleteItem(tx, user, mutation.args),
      };
    case 'collections.addFromRecommendation':
      return {
        method: 'POST',
        path: '/api/collections/add-from-recommendation',
        result: addPerfumesResultSchema,
        run: (tx, user) => addFromRecommendation(tx, user, mutation.args),
      };
    case 'wishlist.add':
      return {
        method: 'POST',
        path: '/api/wishlist/add',
        result: wishlistAddResultSchema,
        run: (tx, user) => addToWishlist(tx, user, mutation.args),
      };
    case 'wishlist.delete':
      return {
        method: 'DELETE',
        path: `/api/wishlist/${mutation.args.id.toLowerCase()}`,
        result: deleteResultSchema,
        run: (tx, user) => deleteFromWishlist(tx, user, mutation.args),
      };
    case 'blacklist.add':
      return {
        method: 'POST',
        path: '/api/blacklist/add',
        result: blacklistAddResultSchema,
        run: (tx, user) => addToBlacklist(tx, user, mutation.args),
      };
    case 'blacklist.delete':
      return {
        method: 'DELETE',
        path: '/api/blacklist/delete',
        result: deleteResultSchema,
        run: (tx, user) => deleteFromBlacklist(tx, user, mutation.args),
      };
  }
}

/**
 * Applies one mutation for the signed-in user, at most once per idempotency key (scope:
 * the user id). `key` null runs it without storing the answer.
 */
export async function applyMutation(
  db: Database,
  user: AuthUser,
  key: string | null,
  mutation: Mutation,
): Promise<IdempotentAnswer> {
  const bound = bind(mutation);
  const id = key
    ? { scope: user.id, key, requestHash: requestHash(bound.method, bound.path, mutation.args) }
    : null;
  return withIdempotency(db, id, (tx) => bound.run(tx, user), bound.result);
}

/** A REST endpoint's answer for a mutation, honouring its Idempotency-Key header. */
export async function answerMutation(
  c: Context<AuthEnv>,
  db: Database,
  mutation: Mutation,
): Promise<Response> {
  const answer = await applyMutation(db, c.get('user'), idempotencyKeyOf(c), mutation);
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body, answer.status);
}
