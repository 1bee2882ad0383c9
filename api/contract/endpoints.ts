// Every endpoint of the product API, once: method, full path, who may call it, the query and
// body it takes, the answer it gives and the error codes it can refuse with. The server's
// routes take their paths and request schemas from here (routePath below), and the browser's
// one client (web/apiClient/) sends and validates through the same entries, so a path or a body
// that drifts apart on one side fails the typecheck on the other; docs/api.md's table is written
// from here (npm run docs:endpoints). /auth/v1 is not listed: it is GoTrue's API, spoken by
// supabase-js (see ../shared/reference/gotrue-subset.md).
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { deleteAccountBodySchema, deleteAccountResponseSchema, meResponseSchema } from './account';
import { analyticsAcceptedSchema, analyticsBatchSchema } from './analytics';
import {
  analysisRequestSchema,
  analysisResponseSchema,
  collectionAnalysisBodySchema,
  collectionAnalysisResponseSchema,
} from './analysis';
import { catalogIndexSchema } from './catalogIndex';
import { cheaperAlternativeResponseSchema } from './cheaperAlternative';
import { cheaperAlternativesFileSchema } from './cheaperAlternativesFile';
import {
  addPerfumesResponseSchema,
  collectionsSimpleResponseSchema,
  deviceIdSchema,
  ensureCollectionsResponseSchema,
  tempAddPerfumesBodySchema,
  tempCollectionsResponseSchema,
  tempMigrateBodySchema,
  tempMigrateResponseSchema,
} from './collections';
import type { ErrorCode } from './errors';
import { lineVariantsBodySchema, lineVariantsResponseSchema } from './lineVariants';
import { perfumeSchema, SEARCH_MAX_QUERY_LENGTH, searchResponseSchema } from './perfume';
import { photoAnalysisResponseSchema } from './photo';
import {
  accountExportSchema,
  importMatchBodySchema,
  importMatchResponseSchema,
} from './portability';
import {
  categoryRecommendationsBodySchema,
  categoryRecommendationsResponseSchema,
  collectionRecommendationsBodySchema,
  collectionRecommendationsQuerySchema,
  collectionRecommendationsResponseSchema,
  moreNicheBodySchema,
  moreNicheResponseSchema,
  nicheRecommendationsBodySchema,
  nicheRecommendationsResponseSchema,
  recommendationsResponseSchema,
  tempRecommendationsBodySchema,
} from './recommendations';
import { runtimeConfigSchema } from './runtimeConfig';
import { similarPerfumesResponseSchema } from './similarPerfumes';
import { pullQuerySchema, pullResponseSchema, pushBodySchema, pushResponseSchema } from './sync';
import {
  addFromRecommendationBodySchema,
  addPerfumesBodySchema,
  addPerfumesResultSchema,
  blacklistAddBodySchema,
  blacklistAddResultSchema,
  blacklistDeleteBodySchema,
  blacklistResponseSchema,
  collectionQuerySchema,
  collectionsDataResponseSchema,
  deleteItemBodySchema,
  deleteResultSchema,
  wishlistAddBodySchema,
  wishlistAddResultSchema,
  wishlistResponseSchema,
} from './userData';

import {
  collectionCreateBodySchema,
  collectionDeleteBodySchema,
  collectionRenameBodySchema,
  collectionResultSchema,
  collectionDeleteResultSchema,
  dislikedNoteBodySchema,
} from './collectionSettings';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * none: never carries a token (the runtime configuration is read before any session exists);
 * public: no token needed (one is sent when a visitor is signed in, for per-user limits);
 * user: a signed-in user's bearer token is required (401 without).
 */
export type Access = 'none' | 'public' | 'user';

/** What the request carries: JSON validated by a schema, or a multipart form (photos). */
export type RequestBody = z.ZodType | 'multipart';

/**
 * An answer's schema the table names without importing its module: `load()` imports it when
 * an answer is checked. For shapes only one rarely opened screen reads (the admin
 * dashboard's), which every page's first visit would otherwise download with the table
 * (tests/e2e/budget.spec.ts).
 */
export type DeferredSchema<T extends z.ZodType = z.ZodType> = { readonly load: () => Promise<T> };

export interface Endpoint {
  method: HttpMethod;
  /** The full path; `:name` segments are path parameters. */
  path: `/api/${string}`;
  access: Access;
  /** The query string's parameters, as the server reads them. */
  query?: z.ZodType;
  body?: RequestBody;
  /** The shape of a successful answer. */
  response: z.ZodType | DeferredSchema;
  /** The codes of api/contract/errors.ts this endpoint refuses with, besides the generic ones. */
  errors: readonly ErrorCode[];
}

/** Refusals every endpoint can give: bad JSON, too large, rate limit, server trouble. */
export const COMMON_ERRORS = [
  'invalid_json',
  'invalid_body',
  'payload_too_large',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const satisfies readonly ErrorCode[];

const USER_ERRORS = ['unauthorized', 'email_not_confirmed'] as const satisfies readonly ErrorCode[];

const ADMIN_ERRORS = [
  'admin_token_required',
  'admin_token_invalid',
  'admin_disabled',
] as const satisfies readonly ErrorCode[];

/** GET /api/perfumes/search: the query string as the browser sends it. */
export const searchQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().max(SEARCH_MAX_QUERY_LENGTH),
    page: z.string().optional(),
    limit: z.string().optional(),
  }),
);

/** GET /api/temp-collections: the temporary collections of one e-mail on one device. */
export const tempCollectionsQuerySchema = lazySchema(() =>
  z.object({ email: z.email(), deviceId: deviceIdSchema }),
);

const okSchema = lazySchema(() => z.object({ status: z.string() }));

/** The admin dashboard's answers, loaded when one is checked (see DeferredSchema). */
const adminSchemas = () => import('./admin');

export const endpoints = {
  health: { method: 'GET', path: '/api/health', access: 'none', response: okSchema, errors: [] },
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    access: 'none',
    response: okSchema,
    errors: [],
  },
  config: {
    method: 'GET',
    path: '/api/config',
    access: 'none',
    response: runtimeConfigSchema,
    errors: [],
  },
  catalogIndex: {
    method: 'GET',
    path: '/api/catalog/index',
    access: 'none',
    response: catalogIndexSchema,
    errors: [],
  },
  cheaperAlternativesFile: {
    method: 'GET',
    path: '/api/catalog/cheaper-alternatives',
    access: 'none',
    response: cheaperAlternativesFileSchema,
    errors: ['service_unavailable'],
  },
  search: {
    method: 'GET',
    path: '/api/perfumes/search',
    access: 'public',
    query: searchQuerySchema,
    response: searchResponseSchema,
    errors: ['invalid_query', 'query_too_long', 'invalid_page', 'invalid_limit'],
  },
  lineVariants: {
    method: 'POST',
    path: '/api/perfumes/line-variants',
    access: 'public',
    body: lineVariantsBodySchema,
    response: lineVariantsResponseSchema,
    errors: [],
  },
  cheaperAlternative: {
    method: 'GET',
    path: '/api/perfumes/:id/cheaper-alternative',
    access: 'public',
    response: cheaperAlternativeResponseSchema,
    errors: ['perfume_not_found'],
  },
  similarPerfumes: {
    method: 'GET',
    path: '/api/perfumes/:id/similar',
    access: 'public',
    response: similarPerfumesResponseSchema,
    errors: ['perfume_not_found'],
  },
  perfume: {
    method: 'GET',
    path: '/api/perfumes/:id',
    access: 'public',
    response: perfumeSchema,
    errors: ['perfume_not_found'],
  },
  analysis: {
    method: 'POST',
    path: '/api/analysis',
    access: 'public',
    body: analysisRequestSchema,
    response: analysisResponseSchema,
    errors: ['not_enough_perfumes', 'no_known_perfumes', 'engine_failed'],
  },
  tempRecommendations: {
    method: 'POST',
    path: '/api/temp-recommendations',
    access: 'public',
    body: tempRecommendationsBodySchema,
    response: recommendationsResponseSchema,
    errors: ['unknown_perfumes', 'recommendation_rate_limited', 'engine_failed'],
  },
  moreNiche: {
    method: 'POST',
    path: '/api/recommendations/more-niche',
    access: 'public',
    body: moreNicheBodySchema,
    response: moreNicheResponseSchema,
    errors: ['unknown_perfumes', 'recommendation_rate_limited', 'engine_failed'],
  },
  categoryRecommendations: {
    method: 'POST',
    path: '/api/category-recommendations',
    access: 'public',
    body: categoryRecommendationsBodySchema,
    response: categoryRecommendationsResponseSchema,
    errors: ['unknown_perfumes', 'recommendation_rate_limited', 'engine_failed'],
  },
  nicheRecommendations: {
    method: 'POST',
    path: '/api/niche-recommendations',
    access: 'public',
    body: nicheRecommendationsBodySchema,
    response: nicheRecommendationsResponseSchema,
    errors: ['unknown_perfumes', 'recommendation_rate_limited', 'engine_failed'],
  },
  photoAnalysis: {
    method: 'POST',
    path: '/api/photo-analysis-batch',
    access: 'public',
    body: 'multipart',
    response: photoAnalysisResponseSchema,
    errors: [
      'photo_unreadable',
      'photo_rate_limited',
      'photo_busy',
      'photo_timeout',
      'upload_timeout',
      'invalid_idempotency_key',
    ],
  },
  tempCollections: {
    method: 'GET',
    path: '/api/temp-collections',
    access: 'public',
    query: tempCollectionsQuerySchema,
    response: tempCollectionsResponseSchema,
    errors: [],
  },
  tempAddPerfumes: {
    method: 'POST',
    path: '/api/temp-collections/add-perfumes',
    access: 'public',
    body: tempAddPerfumesBodySchema,
    response: addPerfumesResponseSchema,
    errors: [
      'temp_collection_full',
      'temp_budget_exhausted',
      'temp_storage_full',
      'invalid_idempotency_key',
      'idempotency_key_reused',
    ],
  },
  tempMigrate: {
    method: 'POST',
    path: '/api/temp-collections/migrate',
    access: 'user',
    body: tempMigrateBodySchema,
    response: tempMigrateResponseSchema,
    errors: [...USER_ERRORS, 'email_mismatch'],
  },
  me: {
    method: 'GET',
    path: '/api/me',
    access: 'user',
    response: meResponseSchema,
    errors: USER_ERRORS,
  },
  ensureCollections: {
    method: 'POST',
    path: '/api/ensure-collections',
    access: 'user',
    response: ensureCollectionsResponseSchema,
    errors: USER_ERRORS,
  },
  collectionsSimple: {
    method: 'GET',
    path: '/api/collections-simple',
    access: 'user',
    response: collectionsSimpleResponseSchema,
    errors: USER_ERRORS,
  },
  collectionCreate: {
    method: 'POST',
    path: '/api/collections',
    access: 'user',
    body: collectionCreateBodySchema,
    response: collectionResultSchema,
    errors: [
      ...USER_ERRORS,
      'collection_limit',
      'collection_name_taken',
      'item_id_taken',
      'rate_limited',
    ],
  },
  collectionRename: {
    method: 'PUT',
    path: '/api/collections/rename',
    access: 'user',
    body: collectionRenameBodySchema,
    response: collectionResultSchema,
    errors: [
      ...USER_ERRORS,
      'not_found',
      'collection_protected',
      'collection_name_taken',
      'rate_limited',
    ],
  },
  collectionDelete: {
    method: 'DELETE',
    path: '/api/collections/delete',
    access: 'user',
    body: collectionDeleteBodySchema,
    response: collectionDeleteResultSchema,
    errors: [...USER_ERRORS, 'not_found', 'collection_protected', 'rate_limited'],
  },
  dislikedNoteAdd: {
    method: 'POST',
    path: '/api/disliked-notes/add',
    access: 'user',
    body: dislikedNoteBodySchema,
    response: collectionResultSchema,
    errors: [...USER_ERRORS, 'not_found', 'rate_limited'],
  },
  dislikedNoteDelete: {
    method: 'DELETE',
    path: '/api/disliked-notes/delete',
    access: 'user',
    body: dislikedNoteBodySchema,
    response: collectionResultSchema,
    errors: [...USER_ERRORS, 'not_found', 'rate_limited'],
  },
  collectionsData: {
    method: 'GET',
    path: '/api/collections-data',
    access: 'user',
    response: collectionsDataResponseSchema,
    errors: USER_ERRORS,
  },
  collectionAddPerfumes: {
    method: 'POST',
    path: '/api/collections/add-perfumes',
    access: 'user',
    body: addPerfumesBodySchema,
    response: addPerfumesResultSchema,
    errors: [
      ...USER_ERRORS,
      'not_found',
      'already_exists',
      'item_id_taken',
      'list_full',
      'rate_limited',
    ],
  },
  collectionDeleteItem: {
    method: 'POST',
    path: '/api/collections/delete-item',
    access: 'user',
    body: deleteItemBodySchema,
    response: deleteResultSchema,
    errors: [...USER_ERRORS, 'not_found'],
  },
  collectionAddFromRecommendation: {
    method: 'POST',
    path: '/api/collections/add-from-recommendation',
    access: 'user',
    body: addFromRecommendationBodySchema,
    response: addPerfumesResultSchema,
    errors: [...USER_ERRORS, 'not_found', 'already_exists', 'list_full', 'rate_limited'],
  },
  wishlist: {
    method: 'GET',
    path: '/api/wishlist',
    access: 'user',
    query: collectionQuerySchema,
    response: wishlistResponseSchema,
    errors: [...USER_ERRORS, 'not_found'],
  },
  wishlistAdd: {
    method: 'POST',
    path: '/api/wishlist/add',
    access: 'user',
    body: wishlistAddBodySchema,
    response: wishlistAddResultSchema,
    errors: [...USER_ERRORS, 'not_found', 'already_in_wishlist', 'list_full', 'rate_limited'],
  },
  wishlistDelete: {
    method: 'DELETE',
    path: '/api/wishlist/:id',
    access: 'user',
    response: deleteResultSchema,
    errors: [...USER_ERRORS, 'not_found'],
  },
  blacklist: {
    method: 'GET',
    path: '/api/blacklist',
    access: 'user',
    query: collectionQuerySchema,
    response: blacklistResponseSchema,
    errors: [...USER_ERRORS, 'not_found'],
  },
  blacklistAdd: {
    method: 'POST',
    path: '/api/blacklist/add',
    access: 'user',
    body: blacklistAddBodySchema,
    response: blacklistAddResultSchema,
    errors: [...USER_ERRORS, 'not_found', 'already_blacklisted', 'list_full', 'rate_limited'],
  },
  blacklistDelete: {
    method: 'DELETE',
    path: '/api/blacklist/delete',
    access: 'user',
    body: blacklistDeleteBodySchema,
    response: deleteResultSchema,
    errors: [...USER_ERRORS, 'not_found'],
  },
  collectionAnalysis: {
    method: 'GET',
    path: '/api/collection-analysis',
    access: 'user',
    query: collectionQuerySchema,
    response: collectionAnalysisResponseSchema,
    errors: [...USER_ERRORS, 'not_found'],
  },
  saveCollectionAnalysis: {
    method: 'POST',
    path: '/api/collection-analysis',
    access: 'user',
    body: collectionAnalysisBodySchema,
    response: collectionAnalysisResponseSchema,
    errors: [...USER_ERRORS, 'not_found', 'not_enough_perfumes', 'engine_failed'],
  },
  storedRecommendations: {
    method: 'GET',
    path: '/api/recommendations',
    access: 'user',
    query: collectionRecommendationsQuerySchema,
    response: collectionRecommendationsResponseSchema,
    errors: [...USER_ERRORS, 'not_found'],
  },
  generateRecommendations: {
    method: 'POST',
    path: '/api/recommendations',
    access: 'user',
    body: collectionRecommendationsBodySchema,
    response: collectionRecommendationsResponseSchema,
    errors: [...USER_ERRORS, 'not_found', 'recommendation_rate_limited', 'engine_failed'],
  },
  syncPush: {
    method: 'POST',
    path: '/api/sync/push',
    access: 'user',
    body: pushBodySchema,
    response: pushResponseSchema,
    errors: [...USER_ERRORS, 'invalid_idempotency_key', 'rate_limited'],
  },
  syncChanges: {
    method: 'GET',
    path: '/api/sync/changes',
    access: 'user',
    query: pullQuerySchema,
    response: pullResponseSchema,
    errors: [...USER_ERRORS, 'invalid_cursor'],
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/auth/delete-account',
    access: 'user',
    body: deleteAccountBodySchema,
    response: deleteAccountResponseSchema,
    errors: [
      ...USER_ERRORS,
      'reauthentication_needed',
      'reauthentication_not_valid',
      'rate_limited',
      'account_deletion_failed',
    ],
  },
  accountExport: {
    method: 'GET',
    path: '/api/account/export',
    access: 'user',
    response: accountExportSchema,
    errors: USER_ERRORS,
  },
  accountImportMatch: {
    method: 'POST',
    path: '/api/account/import/match',
    access: 'user',
    body: importMatchBodySchema,
    response: importMatchResponseSchema,
    errors: USER_ERRORS,
  },
  /** Only sent with the visitor's analytics consent; never with a user's token. */
  analyticsEvents: {
    method: 'POST',
    path: '/api/analytics/events',
    access: 'none',
    body: analyticsBatchSchema,
    response: analyticsAcceptedSchema,
    errors: ['analytics_limited'],
  },
  // The admin token goes as the request's own bearer header (or ?token=), never a user's.
  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    access: 'none',
    response: { load: async () => (await adminSchemas()).adminStatsSchema },
    errors: ADMIN_ERRORS,
  },
  adminActivity: {
    method: 'GET',
    path: '/api/admin/activity',
    access: 'none',
    response: { load: async () => (await adminSchemas()).adminActivitySchema },
    errors: ADMIN_ERRORS,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The `:name` parameters of a path, as an object type ({} when there are none). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The JSON body an endpoint takes (the schema's input type), or never when it takes none. */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : never;
export type ResponseOf<E extends Endpoint> =
  E['response'] extends DeferredSchema<infer S> ? z.output<S> : z.output<E['response']>;

/** The schema an endpoint's answer is checked with, a deferred one loaded first. */
export async function responseSchemaOf<E extends Endpoint>(
  endpoint: E,
): Promise<z.ZodType<ResponseOf<E>>> {
  const { response } = endpoint;
  return ('load' in response ? await response.load() : response) as z.ZodType<ResponseOf<E>>;
}

/**
 * The path of an endpoint relative to the sub-router mounted at `mount`. Typed: an endpoint
 * outside that mount is a compile error, so a route file cannot register a path the table
 * does not have.
 */
export function routePath<E extends Endpoint, M extends string>(
  endpoint: E & { path: `${M}${string}` },
  mount: M,
): E['path'] extends `${M}${infer Rest}` ? (Rest extends '' ? '/' : Rest) : never {
  const rest = endpoint.path.slice(mount.length);
  return (rest === '' ? '/' : rest) as never;
}

/** The concrete path with its parameters filled in (each one URI-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Pfadparameter „${name}“ fehlt für ${path}.`);
    return encodeURIComponent(value);
  });
}
