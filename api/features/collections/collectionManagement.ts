// The person's own collections (create, rename, delete) and every collection's disliked
// notes, as plain functions of (transaction, user, body), shared by the REST endpoints and
// POST /api/sync/push. Only the owner reaches a collection (another's answers 404); the
// three defaults keep their names and cannot be deleted.
import {
  MAX_COLLECTIONS,
  UNKNOWN_NOTE_MESSAGE,
  collectionNameKey,
  collectionNameProblem,
  isDislikableNote,
  type collectionCreateBodySchema,
  type collectionDeleteBodySchema,
  type collectionRenameBodySchema,
  type dislikedNoteBodySchema,
} from '../../contract/collectionSettings';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import type { AuthUser } from '../auth/requireUser';
import { dropDislikedRecommendations } from '../recommendations/storedRecommendations';
import { recordChange } from '../sync/changeFeed';
import type { MutationAnswer } from '../sync/idempotency';
import { COLLECTION_COLUMNS, toSimple, type CollectionRow } from './collectionRow';
import { requireOwnCollection } from './collectionItemsRepo';
import { ensureProfile } from './collectionsRepo';

type Body<S extends z.ZodType> = z.infer<S>;

/** The trimmed name, or 400 with the form's German message. */
function validName(name: string): string {
  const problem = collectionNameProblem(name);
  if (problem) throw new ApiError('invalid_body', problem);
  return name.trim();
}

function validNote(note: string): string {
  if (!isDislikableNote(note)) throw new ApiError('invalid_body', UNKNOWN_NOTE_MESSAGE);
  return note;
}

async function requireOwnNamed(tx: Queryable, user: AuthUser, collectionId: string) {
  const collection = await requireOwnCollection(tx, user.id, collectionId);
  if (collection.type !== 'own') throw new ApiError('collection_protected');
  return collection;
}

/** 409 when another of the person's collections has this name (case-insensitive). */
async function assertNameFree(tx: Queryable, userId: string, name: string, except: string | null) {
  const { rows } = await tx.query<{ id: string; name: string }>(
    `SELECT id, name FROM collections WHERE profile_id = $1`,
    [userId],
  );
  const key = collectionNameKey(name);
  if (rows.some((row) => row.id !== except && collectionNameKey(row.name) === key)) {
    throw new ApiError('collection_name_taken');
  }
}

async function changed(
  tx: Queryable,
  userId: string,
  row: CollectionRow | undefined,
): Promise<MutationAnswer> {
  if (!row) throw new ApiError('not_found', 'Diese Sammlung wurde nicht gefunden.');
  const collection = toSimple(row);
  await recordChange(tx, userId, { entity: 'collection', id: collection.id, record: collection });
  return { status: 200, body: { collection } };
}

/** POST /api/collections: a named collection, at most MAX_COLLECTIONS in all. */
export async function createCollection(
  tx: Queryable,
  user: AuthUser,
  body: Body<typeof collectionCreateBodySchema>,
): Promise<MutationAnswer> {
  if (!user.emailConfirmed) throw new ApiError('email_not_confirmed');
  const name = validName(body.name);
  await ensureProfile(tx, { id: user.id, email: user.email });
  // The profile row's lock orders concurrent creations of one account: the count holds.
  await tx.query(`SELECT id FROM profiles WHERE id = $1 FOR UPDATE`, [user.id]);
  const existing = await tx.query<CollectionRow & { profile_id: string }>(
    `SELECT ${COLLECTION_COLUMNS}, profile_id FROM collections WHERE id = $1`,
    [body.collectionId],
  );
  const same = existing.rows[0];
  if (same) {
    // A retry without a stored answer (e.g. the same id sent twice): the same collection.
    if (same.profile_id === user.id && same.name === name && same.type === 'own') {
      return { status: 200, body: { collection: toSimple(same) } };
    }
    throw new ApiError('item_id_taken');
  }
  const { rows: counted } = await tx.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM collections WHERE profile_id = $1`,
    [user.id],
  );
  if (Number(counted[0]?.count ?? 0) >= MAX_COLLECTIONS) throw new ApiError('collection_limit');
  await assertNameFree(tx, user.id, name, null);
  const { rows } = await tx.query<CollectionRow>(
    `INSERT INTO collections (id, profile_id, name, type) VALUES ($1, $2, $3, 'own')
     RETURNING ${COLLECTION_COLUMNS}`,
    [body.collectionId, user.id, name],
  );
  return changed(tx, user.id, rows[0]);
}

/** PUT /api/collections/rename: only the person's own collections. */
export async function renameCollection(
  tx: Queryable,
  user: AuthUser,
  body: Body<typeof collectionRenameBodySchema>,
): Promise<MutationAnswer> {
  await requireOwnNamed(tx, user, body.collectionId);
  const name = validName(body.name);
  await assertNameFree(tx, user.id, name, body.collectionId);
  const { rows } = await tx.query<CollectionRow>(
    `UPDATE collections SET name = $3 WHERE id = $1 AND profile_id = $2 RETURNING ${COLLECTION_COLUMNS}`,
    [body.collectionId, user.id, name],
  );
  return changed(tx, user.id, rows[0]);
}

/**
 * DELETE /api/collections/delete: the collection with its perfumes, wishlist, blacklist,
 * analysis and recommendations; every one leaves a tombstone so other devices drop it.
 */
export async function deleteCollection(
  tx: Queryable,
  user: AuthUser,
  body: Body<typeof collectionDeleteBodySchema>,
): Promise<MutationAnswer> {
  const { id } = await requireOwnNamed(tx, user, body.collectionId);
  const children = await tx.query<{ entity: string; id: string }>(
    `SELECT 'collection_item' AS entity, id::text FROM collection_items WHERE collection_id = $1
     UNION ALL SELECT 'wishlist_item', id::text FROM wishlist_items WHERE collection_id = $1
     UNION ALL SELECT 'blacklist_item', id::text FROM blacklist_items WHERE collection_id = $1`,
    [id],
  );
  for (const child of children.rows) {
    const entity = child.entity as 'collection_item' | 'wishlist_item' | 'blacklist_item';
    await recordChange(tx, user.id, { entity, id: child.id, deleted: true });
  }
  for (const entity of ['collection_analysis', 'collection_recommendations'] as const) {
    await recordChange(tx, user.id, { entity, id, deleted: true });
  }
  await tx.query(`DELETE FROM collections WHERE id = $1 AND profile_id = $2`, [id, user.id]);
  await recordChange(tx, user.id, { entity: 'collection', id, deleted: true });
  return { status: 200, body: { success: true, id } };
}

/**
 * POST /api/disliked-notes/add: adding a note twice changes nothing. The collection's
 * stored recommendations lose the cards that note dominates.
 */
export async function addDislikedNote(
  tx: Queryable,
  user: AuthUser,
  body: Body<typeof dislikedNoteBodySchema>,
): Promise<MutationAnswer> {
  await requireOwnCollection(tx, user.id, body.collectionId);
  const note = validNote(body.note);
  const { rows } = await tx.query<CollectionRow>(
    `UPDATE collections SET disliked_notes = CASE
       WHEN disliked_notes @> to_jsonb(ARRAY[$3::text]) THEN disliked_notes
       ELSE disliked_notes || to_jsonb(ARRAY[$3::text]) END
     WHERE id = $1 AND profile_id = $2 RETURNING ${COLLECTION_COLUMNS}`,
    [body.collectionId, user.id, note],
  );
  const answer = await changed(tx, user.id, rows[0]);
  await dropDislikedRecommendations(tx, user.id, body.collectionId, [note]);
  return answer;
}

/** DELETE /api/disliked-notes/delete: removing a note that is not there changes nothing. */
export async function removeDislikedNote(
  tx: Queryable,
  user: AuthUser,
  body: Body<typeof dislikedNoteBodySchema>,
): Promise<MutationAnswer> {
  await requireOwnCollection(tx, user.id, body.collectionId);
  const { rows } = await tx.query<CollectionRow>(
    `UPDATE collections SET disliked_notes = disliked_notes - $3::text
     WHERE id = $1 AND profile_id = $2 RETURNING ${COLLECTION_COLUMNS}`,
    [body.collectionId, user.id, body.note],
  );
  return changed(tx, user.id, rows[0]);
}
