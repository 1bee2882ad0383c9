// Every mutation the device's outbox can send, by name: its REST endpoint in the contract's
// table (method and path go into the request hash, the answer's shape gates a replay) and
// its function. REST calls and push entries go through applyMutation alike, so a key stored
// by one is replayed by the other.
import type { Context } from 'hono';
import type { z } from 'zod';
import { endpoints, fillPath, type Endpoint, type HttpMethod } from '../../contract/endpoints';
import type { Mutation } from '../../contract/sync';
import type { Database, Queryable } from '../../db/database';
import type { AuthEnv, AuthUser } from '../auth/requireUser';
import { addToBlacklist, deleteFromBlacklist } from '../blacklist/blacklistMutations';
import {
  addFromRecommendation,
  addPerfumes,
  deleteItem,
} from '../collections/collectionItemMutations';
import {
  addDislikedNote,
  createCollection,
  deleteCollection,
  removeDislikedNote,
  renameCollection,
} from '../collections/collectionManagement';
import { addToWishlist, deleteFromWishlist } from '../wishlist/wishlistMutations';
import {
  idempotencyKeyOf,
  requestHash,
  withIdempotency,
  type IdempotentAnswer,
  type MutationAnswer,
} from './idempotency';

interface BoundMutation {
  /** The REST endpoint's method and concrete path: part of the request hash. */
  method: HttpMethod;
  path: string;
  /** Its 2xx body: a stored answer not in this shape is not replayed. */
  result: z.ZodType;
  run: (tx: Queryable, user: AuthUser) => Promise<MutationAnswer>;
}

function through(
  endpoint: Endpoint & { response: z.ZodType },
  run: BoundMutation['run'],
  params?: Record<string, string>,
): BoundMutation {
  return {
    method: endpoint.method,
    path: fillPath(endpoint.path, params),
    result: endpoint.response,
    run,
  };
}

function bind(mutation: Mutation): BoundMutation {
  switch (mutation.name) {
    case 'collections.addPerfumes':
      return through(endpoints.collectionAddPerfumes, (tx, user) =>
        addPerfumes(tx, user, mutation.args),
      );
    case 'collections.deleteItem':
      return through(endpoints.collectionDeleteItem, (tx, user) =>
        deleteItem(tx, user, mutation.args),
      );
    case 'collections.addFromRecommendation':
      return through(endpoints.collectionAddFromRecommendation, (tx, user) =>
        addFromRecommendation(tx, user, mutation.args),
      );
    case 'wishlist.add':
      return through(endpoints.wishlistAdd, (tx, user) => addToWishlist(tx, user, mutation.args));
    case 'wishlist.delete':
      return through(
        endpoints.wishlistDelete,
        (tx, user) => deleteFromWishlist(tx, user, mutation.args),
        { id: mutation.args.id.toLowerCase() },
      );
    case 'blacklist.add':
      return through(endpoints.blacklistAdd, (tx, user) => addToBlacklist(tx, user, mutation.args));
    case 'blacklist.delete':
      return through(endpoints.blacklistDelete, (tx, user) =>
        deleteFromBlacklist(tx, user, mutation.args),
      );
    case 'collections.create':
      return through(endpoints.collectionCreate, (tx, user) =>
        createCollection(tx, user, mutation.args),
      );
    case 'collections.rename':
      return through(endpoints.collectionRename, (tx, user) =>
        renameCollection(tx, user, mutation.args),
      );
    case 'collections.delete':
      return through(endpoints.collectionDelete, (tx, user) =>
        deleteCollection(tx, user, mutation.args),
      );
    case 'dislikedNotes.add':
      return through(endpoints.dislikedNoteAdd, (tx, user) =>
        addDislikedNote(tx, user, mutation.args),
      );
    case 'dislikedNotes.delete':
      return through(endpoints.dislikedNoteDelete, (tx, user) =>
        removeDislikedNote(tx, user, mutation.args),
      );
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
