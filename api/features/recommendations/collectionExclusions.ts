// For requests that name a collection: the caller must own it, and its perfumes, its
// wishlist and its blacklist are excluded from the picks. Another user's collection
// answers 404 like a missing one.
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';

export interface CollectionExclusions {
  /** Catalog ids of the collection's items. */
  ownedIds: string[];
  /** Catalog ids on the collection's wishlist (already wanted: never recommended). */
  wishlistIds: string[];
  /** Catalog ids on the collection's blacklist. */
  blacklistIds: string[];
  /** Blacklist entries without a catalog id, as "name brand". */
  blacklistNames: string[];
  /** The collection's disliked notes (accord keys): perfumes they dominate are never picked. */
  dislikedNotes: string[];
}

const NONE: CollectionExclusions = {
  ownedIds: [],
  wishlistIds: [],
  blacklistIds: [],
  blacklistNames: [],
  dislikedNotes: [],
};

export async function collectionExclusions(
  db: Queryable,
  userId: string | null,
  collectionId: string | undefined,
): Promise<CollectionExclusions> {
  if (!collectionId) return NONE;
  if (!userId) throw new ApiError('unauthorized');
  const { rows } = await db.query<{
    kind: 'collection' | 'item' | 'wishlist' | 'blacklist';
    perfume_id: string | null;
    disliked_notes?: unknown;
    name: string | null;
    brand: string | null;
  }>(
    `WITH owned AS (
       SELECT id, disliked_notes FROM collections WHERE id = $1 AND profile_id = $2
     )
     SELECT 'collection' AS kind, NULL AS perfume_id, NULL AS name, NULL AS brand,
       disliked_notes FROM owned
     UNION ALL SELECT 'item', perfume_id, name, brand, NULL FROM collection_items
       WHERE collection_id IN (SELECT id FROM owned)
     UNION ALL SELECT 'wishlist', perfume_id, name, brand, NULL FROM wishlist_items
       WHERE collection_id IN (SELECT id FROM owned)
     UNION ALL SELECT 'blacklist', perfume_id, name, brand, NULL FROM blacklist_items
       WHERE collection_id IN (SELECT id FROM owned)`,
    [collectionId, userId],
  );
  const owned = rows.find((row) => row.kind === 'collection');
  if (!owned) throw new ApiError('not_found', 'Diese Sammlung wurde nicht gefunden.');
  const disliked = Array.isArray(owned.disliked_notes) ? owned.disliked_notes : [];
  const idsOf = (kind: string) =>
    rows.flatMap((row) => (row.kind === kind && row.perfume_id ? [row.perfume_id] : []));
  return {
    ownedIds: idsOf('item'),
    wishlistIds: idsOf('wishlist'),
    blacklistIds: idsOf('blacklist'),
    blacklistNames: rows.flatMap((row) =>
      row.kind === 'blacklist' && !row.perfume_id && row.name
        ? [`${row.name} ${row.brand ?? ''}`.trim()]
        : [],
    ),
    dislikedNotes: disliked.filter((note): note is string => typeof note === 'string'),
  };
}

/** What the engine receives: wishlist perfumes count as owned (never picked). */
export function engineExclusions(exclusions: CollectionExclusions) {
  return {
    ownedIds: [...new Set([...exclusions.ownedIds, ...exclusions.wishlistIds])],
    blacklistIds: exclusions.blacklistIds,
    blacklistNames: exclusions.blacklistNames,
    dislikedNotes: exclusions.dislikedNotes,
  };
}

/**
 * Catalog ids in any of the person's collections or wishlists: what a "Günstigere
 * Alternative" must not name (see ScentEngine.cheaperAlternative).
 */
export async function heldPerfumeIds(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ perfume_id: string }>(
    `SELECT DISTINCT perfume_id FROM (
       SELECT i.perfume_id FROM collection_items i
         JOIN collections c ON c.id = i.collection_id WHERE c.profile_id = $1
       UNION ALL
       SELECT w.perfume_id FROM wishlist_items w
         JOIN collections c ON c.id = w.collection_id WHERE c.profile_id = $1
     ) held WHERE perfume_id IS NOT NULL`,
    [userId],
  );
  return rows.map((row) => row.perfume_id);
}
