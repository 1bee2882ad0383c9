// For requests that name a collection: the caller must own it, and its perfumes are
// excluded from the picks. Another user's collection answers 404 like a missing one.
import type { Database } from '../../db/database';
import { ApiError } from '../../http/apiError';

export async function collectionExclusions(
  db: Database,
  userId: string | null,
  collectionId: string | undefined,
): Promise<{ ownedIds: string[] }> {
  if (!collectionId) return { ownedIds: [] };
  if (!userId) throw new ApiError('unauthorized');
  const { rows } = await db.query<{ owned: boolean; perfume_id: string | null }>(
    `SELECT true AS owned, i.perfume_id FROM collections c
     LEFT JOIN collection_items i ON i.collection_id = c.id
     WHERE c.id = $1 AND c.profile_id = $2`,
    [collectionId, userId],
  );
  if (rows.length === 0) throw new ApiError('not_found', 'Diese Sammlung wurde nicht gefunden.');
  return { ownedIds: rows.flatMap((row) => (row.perfume_id ? [row.perfume_id] : [])) };
}
