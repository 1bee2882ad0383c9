// Collections as the API and the browser see them: the three default collections of
// every account, the simple list, and the temporary collections (e-mail + device id)
// used before an account's e-mail is confirmed.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { perfumeIdSchema } from './perfume';

/** main, partner, custom ("Andere"): the three defaults; own: named by the person (issue 26). */
export const collectionTypeSchema = lazySchema(() => z.enum(['main', 'partner', 'custom', 'own']));
export type CollectionType = z.infer<typeof collectionTypeSchema>;

/** The defaults: never deleted or renamed; temporary collections only know these. */
export const defaultCollectionTypeSchema = lazySchema(() => z.enum(['main', 'partner', 'custom']));
export type DefaultCollectionType = z.infer<typeof defaultCollectionTypeSchema>;

/** Created for every account that has no collections yet, shown in this order (spec). */
export const DEFAULT_COLLECTIONS = [
  { type: 'main', name: 'Meine Parfümsammlung' },
  { type: 'partner', name: 'Partner-Parfümsammlung' },
  { type: 'custom', name: 'Andere' },
] as const satisfies readonly { type: DefaultCollectionType; name: string }[];

export const collectionSimpleSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    type: collectionTypeSchema,
    created_at: z.string(),
    /** Accord keys whose perfumes are never recommended for it (collectionSettings.ts). */
    disliked_notes: z.array(z.string().min(1).max(40)).max(100).default([]),
  }),
);
export type CollectionSimple = z.infer<typeof collectionSimpleSchema>;

export const collectionsSimpleResponseSchema = lazySchema(() => z.array(collectionSimpleSchema));

export const ensureCollectionsResponseSchema = lazySchema(() =>
  z.object({
    created: z.boolean(),
    collections: z.array(collectionSimpleSchema),
  }),
);

/** A random UUID kept in localStorage ("duftkompass-device-id"); identifies temporary collections. */
export const deviceIdSchema = lazySchema(() => z.uuid());

/**
 * A perfume as saved into a collection: catalog perfumes by id; custom perfumes from a
 * photo detection carry their own name and brand (spec: price 0, no notes, family "Unknown").
 */
export const savedPerfumeSchema = lazySchema(() =>
  z.object({
    id: perfumeIdSchema.nullable(),
    name: z.string().trim().min(1).max(200),
    brand: z.string().trim().max(200),
  }),
);
export type SavedPerfume = z.infer<typeof savedPerfumeSchema>;

export const tempCollectionItemSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    perfume_id: perfumeIdSchema.nullable(),
    name: z.string(),
    brand: z.string(),
    added_at: z.string(),
  }),
);

export const tempCollectionSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    type: defaultCollectionTypeSchema,
    items: z.array(tempCollectionItemSchema),
  }),
);
export type TempCollection = z.infer<typeof tempCollectionSchema>;

/** GET /api/temp-collections?email=&deviceId= → the temporary collections that hold perfumes. */
export const tempCollectionsResponseSchema = lazySchema(() => z.array(tempCollectionSchema));

export const tempAddPerfumesBodySchema = lazySchema(() =>
  z.object({
    email: z.email(),
    deviceId: deviceIdSchema,
    /** Which of the three default collections: its type ("main", "partner", "custom"). */
    collectionId: defaultCollectionTypeSchema,
    perfumeIds: z.array(perfumeIdSchema).max(100).default([]),
    perfumes: z.array(savedPerfumeSchema).max(100).default([]),
  }),
);
export type TempAddPerfumesBody = z.infer<typeof tempAddPerfumesBodySchema>;

export const addPerfumesResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    added: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
  }),
);

/**
 * Only the temporary collections this device saved are moved (review N8): perfumes someone
 * else saved under the same e-mail from another device never reach the account.
 */
export const tempMigrateBodySchema = lazySchema(() =>
  z.object({ email: z.email(), deviceId: deviceIdSchema }),
);

export const tempMigrateResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    migratedCollections: z.number().int().nonnegative(),
    migratedItems: z.number().int().nonnegative(),
  }),
);
