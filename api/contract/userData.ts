// A signed-in user's own data as the API, the sync feed and the device store see it
// (spec 001 §3 and §7): collection items, wishlist and blacklist entries, and the request
// bodies of the endpoints that change them. Item ids are UUIDs the device may choose
// itself, so a perfume saved offline keeps its id on the server and later edits of it
// (delete, move) can be queued before the first save has reached the server.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { collectionSimpleSchema } from './collections';
import { perfumeIdSchema } from './perfume';
import { currencySchema } from './price';
import { matchedPerfumeSchema, occasionSchema } from './recommendations';

const nameSchema = lazySchema(() => z.string().trim().min(1).max(200));
const brandSchema = lazySchema(() => z.string().trim().max(200));
const textSchema = lazySchema(() => z.string().max(2000));
/** Only http(s): a javascript: or data: link must never reach a page (review L10). */
const urlSchema = lazySchema(() => z.url({ protocol: /^https?$/ }).max(2000));

/** Where a collection item came from: catalog search, a photo detection, a recommendation card. */
export const itemSourceSchema = lazySchema(() => z.enum(['catalog', 'photo', 'recommendation']));
export type ItemSource = z.infer<typeof itemSourceSchema>;

/**
 * One perfume in a collection. Catalog perfumes carry a snapshot of the catalog's facts
 * taken when saved; photo and recommendation items keep what was detected or proposed.
 */
export const collectionItemSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    collection_id: z.uuid(),
    perfume_id: perfumeIdSchema.nullable(),
    name: z.string().min(1),
    brand: z.string(),
    image: urlSchema.nullable(),
    description: z.string().nullable(),
    notes: z.array(z.string()),
    fragrance_family: z.string().nullable(),
    occasions: z.array(z.string()),
    /** The engine's reasoning when the item was added from a recommendation. */
    reasoning: z.string().nullable(),
    is_niche: z.boolean(),
    source: itemSourceSchema,
    added_at: z.string(),
  }),
);
export type CollectionItem = z.infer<typeof collectionItemSchema>;

/** Spec 001 §3 wishlist item, plus the collection it belongs to. */
export const wishlistItemSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    collection_id: z.uuid(),
    perfume_id: perfumeIdSchema.nullable(),
    name: z.string().min(1),
    brand: z.string(),
    image: urlSchema.nullable(),
    beschreibung: z.string().nullable(),
    anlaesse: z.array(z.string()),
    /** priceCents / 100, or null when unknown (no price is shown). */
    price: z.number().nonnegative().nullable(),
    priceCents: z.number().int().positive().nullable(),
    currency: currencySchema.nullable(),
    /**
     * The bottle size the price is for (the shop feed's, when saved), for the Grundpreis;
     * absent on entries saved before it was kept, null without a price or a known size.
     */
    sizeMl: z.number().positive().max(5000).nullable().optional(),
    affiliate_link: urlSchema.nullable(),
    shop: z.string().nullable(),
    added_at: z.string(),
  }),
);
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Spec 001 §3 blacklist item, plus the collection and (when known) the catalog id. */
export const blacklistItemSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    collection_id: z.uuid(),
    perfume_id: perfumeIdSchema.nullable(),
    name: z.string().min(1),
    brand: z.string(),
    image: urlSchema.nullable(),
    beschreibung: z.string().nullable(),
    anlaesse: z.array(z.string()),
    added_at: z.string(),
  }),
);
export type BlacklistItem = z.infer<typeof blacklistItemSchema>;

/** GET /api/collections-data: every collection of the caller with its items, spec order. */
export const collectionWithItemsSchema = lazySchema(() =>
  collectionSimpleSchema.extend({
    collection_items: z.array(collectionItemSchema),
  }),
);
export const collectionsDataResponseSchema = lazySchema(() =>
  z.object({
    collections: z.array(collectionWithItemsSchema),
  }),
);
export type CollectionsDataResponse = z.infer<typeof collectionsDataResponseSchema>;

// ---------------------------------------------------------------------------------------
// Request bodies. `itemId` is optional everywhere: the device sends the id it already
// shows; other callers let the server choose one.

/** A perfume to add: catalog perfumes by id (name/brand then come from the catalog). */
export const addPerfumeSchema = lazySchema(() =>
  z.object({
    id: perfumeIdSchema.nullable(),
    name: nameSchema,
    brand: brandSchema,
    itemId: z.uuid().optional(),
  }),
);
export type AddPerfume = z.infer<typeof addPerfumeSchema>;

/** POST /api/collections/add-perfumes (spec 000 and 001 §7). */
export const addPerfumesBodySchema = lazySchema(() =>
  z.object({
    collectionId: z.uuid(),
    perfumeIds: z.array(perfumeIdSchema).max(100).default([]),
    perfumes: z.array(addPerfumeSchema).max(100).default([]),
  }),
);
export type AddPerfumesBody = z.infer<typeof addPerfumesBodySchema>;

/** 200: what was added (items) and how many were already there (skipped). */
export const addPerfumesResultSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    added: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    items: z.array(collectionItemSchema),
  }),
);
export type AddPerfumesResult = z.infer<typeof addPerfumesResultSchema>;

/** POST /api/collections/delete-item. */
export const deleteItemBodySchema = lazySchema(() =>
  z.object({ collectionId: z.uuid(), itemId: z.uuid() }),
);

/** POST /api/collections/add-from-recommendation (spec 001 §7). */
export const addFromRecommendationBodySchema = lazySchema(() =>
  z.object({
    collectionId: z.uuid(),
    itemId: z.uuid().optional(),
    /** The stored recommendation's id, removed from the collection's list when given. */
    recommendationId: z.string().max(100).optional(),
    gptName: nameSchema,
    gptBrand: brandSchema,
    gptDescription: textSchema.default(''),
    matchedPerfume: matchedPerfumeSchema.nullable().default(null),
    reasoning: textSchema.default(''),
    occasions: z.array(occasionSchema).max(7).default([]),
    isNiche: z.boolean().default(false),
  }),
);
export type AddFromRecommendationBody = z.infer<typeof addFromRecommendationBodySchema>;

/** The recommendation as the wishlist and blacklist receive it (spec 001 §7). */
export const listRecommendationSchema = lazySchema(() =>
  z.object({
    id: z.string().max(100).optional(),
    gpt_name: nameSchema,
    gpt_brand: brandSchema,
    gpt_description: textSchema.default(''),
    occasions: z.array(occasionSchema).max(7).default([]),
    matched_perfume: z
      .object({
        id: perfumeIdSchema,
        image: urlSchema.nullable().optional(),
        priceCents: z.number().int().positive().nullable().optional(),
        currency: currencySchema.nullable().optional(),
        affiliate_link: urlSchema.nullable().optional(),
        shop: z.string().nullable().optional(),
      })
      .nullable()
      .default(null),
  }),
);

/**
 * POST /api/wishlist/add: from a recommendation card (spec) or, from the wishlist tab's
 * search, a catalog perfume by id.
 */
export const wishlistAddBodySchema = lazySchema(() =>
  z.union([
    z.object({
      collectionId: z.uuid(),
      itemId: z.uuid().optional(),
      recommendation: listRecommendationSchema,
    }),
    z.object({ collectionId: z.uuid(), itemId: z.uuid().optional(), perfumeId: perfumeIdSchema }),
  ]),
);
export type WishlistAddBody = z.infer<typeof wishlistAddBodySchema>;
export const wishlistAddResultSchema = lazySchema(() =>
  z.object({ wishlistItem: wishlistItemSchema }),
);
export const wishlistResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    wishlist: z.array(wishlistItemSchema),
  }),
);

/** An image link sent along with an entry; an empty string means "no image", not a bad link. */
const sentImageSchema = lazySchema(() =>
  z.union([z.literal('').transform(() => null), urlSchema.nullable()]).optional(),
);

/** POST /api/blacklist/add: both body forms of the spec. */
export const blacklistAddBodySchema = lazySchema(() =>
  z.union([
    z.object({
      collectionId: z.uuid(),
      itemId: z.uuid().optional(),
      recommendation: listRecommendationSchema,
    }),
    z.object({
      collection_id: z.uuid(),
      itemId: z.uuid().optional(),
      perfume_id: perfumeIdSchema.nullable(),
      name: nameSchema,
      brand: brandSchema,
      image: sentImageSchema,
    }),
  ]),
);
export type BlacklistAddBody = z.infer<typeof blacklistAddBodySchema>;
export const blacklistAddResultSchema = lazySchema(() =>
  z.object({ blacklistItem: blacklistItemSchema }),
);
export const blacklistResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    blacklistItems: z.array(blacklistItemSchema),
  }),
);
export const blacklistDeleteBodySchema = lazySchema(() => z.object({ itemId: z.uuid() }));

/** GET /api/wishlist?collectionId= and GET /api/blacklist?collectionId=. */
export const collectionQuerySchema = lazySchema(() => z.object({ collectionId: z.uuid() }));

/** Answer of every delete: what was removed. */
export const deleteResultSchema = lazySchema(() =>
  z.object({ success: z.literal(true), id: z.uuid() }),
);
