// The sync protocol between the device's outbox and the API (reference/offline-sync.md).
//
// Push: the device sends its queued mutations in FIFO order. Each carries a client-chosen
// UUID (also its Idempotency-Key) and the device's sequence number. The server applies
// each mutation in its own transaction, stores its answer under the id for at least
// 7 days, and answers a replay with the stored answer without applying anything again.
// A mutation's answer is exactly what its REST endpoint answers (status and body).
//
// Pull: the server keeps, per account, one feed row per record with the account's change
// sequence number at its last change (a deletion leaves a tombstone). The cursor is that
// number: assigned by the server under a per-account lock, so it is monotonic in commit
// order and never depends on device clocks.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { collectionAnalysisResponseSchema } from './analysis';
import { collectionSimpleSchema } from './collections';
import {
  collectionCreateBodySchema,
  collectionDeleteBodySchema,
  collectionRenameBodySchema,
  dislikedNoteBodySchema,
} from './collectionSettings';
import { recommendationSchema, recommendationStatsSchema } from './recommendations';
import {
  addFromRecommendationBodySchema,
  addPerfumesBodySchema,
  blacklistAddBodySchema,
  blacklistDeleteBodySchema,
  blacklistItemSchema,
  collectionItemSchema,
  deleteItemBodySchema,
  wishlistAddBodySchema,
  wishlistItemSchema,
} from './userData';

/** Idempotency records are kept at least this long (issue 4: ≥ 7 days). */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = lazySchema(() => z.uuid());

/**
 * A device starts a new push once a batch's mutations pass this many bytes of JSON; the
 * server's body limit for a push is four times as much, so a batch always fits.
 */
export const PUSH_BATCH_BYTES = 1024 * 1024;
export const MAX_PUSH_BODY_BYTES = 4 * PUSH_BATCH_BYTES;

/** At most this many mutations per push request. */
export const MAX_PUSH_MUTATIONS = 100;
/** Feed rows per pull page. */
export const PULL_PAGE_SIZE = 500;

/** Every mutation the outbox can hold, by name, with its REST endpoint's body. */
export const mutationSchema = lazySchema(() =>
  z.discriminatedUnion('name', [
    z.object({ name: z.literal('collections.addPerfumes'), args: addPerfumesBodySchema }),
    z.object({ name: z.literal('collections.deleteItem'), args: deleteItemBodySchema }),
    z.object({
      name: z.literal('collections.addFromRecommendation'),
      args: addFromRecommendationBodySchema,
    }),
    z.object({ name: z.literal('wishlist.add'), args: wishlistAddBodySchema }),
    z.object({ name: z.literal('wishlist.delete'), args: z.object({ id: z.uuid() }) }),
    z.object({ name: z.literal('blacklist.add'), args: blacklistAddBodySchema }),
    z.object({ name: z.literal('blacklist.delete'), args: blacklistDeleteBodySchema }),
    z.object({ name: z.literal('collections.create'), args: collectionCreateBodySchema }),
    z.object({ name: z.literal('collections.rename'), args: collectionRenameBodySchema }),
    z.object({ name: z.literal('collections.delete'), args: collectionDeleteBodySchema }),
    z.object({ name: z.literal('dislikedNotes.add'), args: dislikedNoteBodySchema }),
    z.object({ name: z.literal('dislikedNotes.delete'), args: dislikedNoteBodySchema }),
  ]),
);
export type Mutation = z.infer<typeof mutationSchema>;
export type MutationName = Mutation['name'];

export const pushMutationSchema = lazySchema(() =>
  z.intersection(
    z.object({
      /** Client-generated; the idempotency key of this mutation. */
      id: idempotencyKeySchema,
      /** The device's outbox sequence number (diagnostics and ordering checks). */
      seq: z.number().int().nonnegative(),
    }),
    mutationSchema,
  ),
);
export type PushMutation = z.infer<typeof pushMutationSchema>;

/** POST /api/sync/push */
export const pushBodySchema = lazySchema(() =>
  // Apps before 2026-11-29 also sent a `deviceId` nobody read; unknown keys are dropped, so
  // their queued pushes are still taken.
  z.object({
    mutations: z.array(pushMutationSchema).min(1).max(MAX_PUSH_MUTATIONS),
  }),
);
export type PushBody = z.infer<typeof pushBodySchema>;

/** One mutation's answer: the HTTP status and body its REST endpoint gives. */
export const pushResultSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    status: z.number().int(),
    body: z.unknown(),
    /** True when the answer was stored from an earlier delivery (nothing applied now). */
    replayed: z.boolean(),
  }),
);
export type PushResult = z.infer<typeof pushResultSchema>;

/**
 * Results come in request order. Processing stops early only on a server failure (5xx):
 * results then cover a prefix of the mutations and the rest must be sent again.
 */
export const pushResponseSchema = lazySchema(() =>
  z.object({ results: z.array(pushResultSchema) }),
);
export type PushResponse = z.infer<typeof pushResponseSchema>;

// ---------------------------------------------------------------------------------------
// Pull

export const syncEntitySchema = lazySchema(() =>
  z.enum([
    'collection',
    'collection_item',
    'wishlist_item',
    'blacklist_item',
    'collection_analysis',
    'collection_recommendations',
  ]),
);
export type SyncEntity = z.infer<typeof syncEntitySchema>;

/** A collection's stored recommendations as the feed carries them (key: collection id). */
export const collectionRecommendationsRecordSchema = lazySchema(() =>
  z.object({
    collection_id: z.uuid(),
    recommendations: z.array(recommendationSchema),
    stats: recommendationStatsSchema,
    created_at: z.string(),
  }),
);

/** A collection's stored analysis as the feed carries them (key: collection id). */
export const collectionAnalysisRecordSchema = lazySchema(() =>
  collectionAnalysisResponseSchema.shape.analysis.unwrap().extend({ collection_id: z.uuid() }),
);

const changeBase = { seq: z.string().regex(/^\d+$/), id: z.string().min(1).max(100) };
const upsert = <E extends SyncEntity, S extends z.ZodType>(entity: E, record: S) =>
  z.object({ ...changeBase, entity: z.literal(entity), deleted: z.literal(false), record });

export const syncChangeSchema = lazySchema(() =>
  z.union([
    upsert('collection', collectionSimpleSchema),
    upsert('collection_item', collectionItemSchema),
    upsert('wishlist_item', wishlistItemSchema),
    upsert('blacklist_item', blacklistItemSchema),
    upsert('collection_analysis', collectionAnalysisRecordSchema),
    upsert('collection_recommendations', collectionRecommendationsRecordSchema),
    z.object({
      ...changeBase,
      entity: syncEntitySchema,
      deleted: z.literal(true),
      record: z.null(),
    }),
  ]),
);
export type SyncChange = z.infer<typeof syncChangeSchema>;

/** GET /api/sync/changes?since=&limit= ; since is a cursor from an earlier answer ("0" first). */
export const pullQuerySchema = lazySchema(() =>
  z.object({
    since: z
      .string()
      .regex(/^\d{1,18}$/, 'Ungültiger Cursor')
      .default('0'),
    limit: z.coerce.number().int().min(1).max(PULL_PAGE_SIZE).default(PULL_PAGE_SIZE),
    /**
     * "1" while a device follows a full pull that started at "0" (it replaces its copy at the
     * end), so a page cursor below pruned tombstones does not send it back to the start.
     */
    full: z.literal('1').optional(),
  }),
);

export const pullResponseSchema = lazySchema(() =>
  z.object({
    changes: z.array(syncChangeSchema),
    cursor: z.string().regex(/^\d+$/),
    hasMore: z.boolean(),
    /**
     * True when `since` lies beyond the account's feed (e.g. the server's database was
     * restored): the device must drop its copy and pull again from "0".
     */
    reset: z.boolean(),
  }),
);
export type PullResponse = z.infer<typeof pullResponseSchema>;
