// Blacklist mutations as plain functions of (transaction, user, body), shared by the REST
// endpoints and POST /api/sync/push. A blacklisted card leaves the collection's stored
// recommendations, and the engine never picks it for that collection again.
import type { z } from 'zod';
import type { BlacklistAddBody, blacklistDeleteBodySchema } from '../../contract/userData';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../auth/requireUser';
import {
  catalogPerfume,
  entryFromPerfume,
  entryFromRecommendation,
  webUrl,
  type ListEntry,
} from '../collections/catalogSnapshot';
import { addListEntry, deleteListEntry } from '../collections/perfumeListMutations';
import type { MutationAnswer } from '../sync/idempotency';
import { blacklist } from './blacklistRepo';

/** The direct form: a catalog perfume (catalog facts win) or a name and brand. */
async function directEntry(
  tx: Queryable,
  body: Extract<BlacklistAddBody, { collection_id: string }>,
): Promise<ListEntry> {
  if (body.perfume_id) {
    const entry = entryFromPerfume(await catalogPerfume(tx, body.perfume_id));
    return { ...entry, image: entry.image ?? webUrl(body.image) };
  }
  return {
    perfume_id: null,
    name: body.name,
    brand: body.brand,
    image: webUrl(body.image),
    description: null,
    occasions: [],
    priceCents: null,
    currency: null,
    sizeMl: null,
    affiliate_link: null,
    shop: null,
  };
}

/** POST /api/blacklist/add: both body forms of the spec. */
export async function addToBlacklist(
  tx: Queryable,
  user: AuthUser,
  body: BlacklistAddBody,
): Promise<MutationAnswer> {
  const blacklistItem = await addListEntry(tx, blacklist, user, {
    collectionId: 'recommendation' in body ? body.collectionId : body.collection_id,
    itemId: body.itemId,
    entry: () =>
      'recommendation' in body
        ? entryFromRecommendation(tx, body.recommendation)
        : directEntry(tx, body),
    card: (entry) => ({
      recommendationId: 'recommendation' in body ? body.recommendation.id : undefined,
      perfumeId: entry.perfume_id,
      name: entry.perfume_id ? undefined : entry.name,
      brand: entry.perfume_id ? undefined : entry.brand,
    }),
  });
  return { status: 200, body: { blacklistItem } };
}

/** DELETE /api/blacklist/delete: leaves a tombstone in the feed. */
export async function deleteFromBlacklist(
  tx: Queryable,
  user: AuthUser,
  body: z.infer<typeof blacklistDeleteBodySchema>,
): Promise<MutationAnswer> {
  await deleteListEntry(tx, blacklist, user, body.itemId);
  return { status: 200, body: { success: true, id: body.itemId } };
}
