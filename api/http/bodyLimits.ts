// Every request body has a ceiling, checked before it is buffered: by Content-Length up
// front, or while a chunked body streams in. JSON routes get 64 KB; the few routes that
// carry whole perfume lists or a sync batch get what their largest valid body needs.
// Photo uploads have their own limit in the photo feature (10 MB plus multipart framing).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_ANALYTICS_BODY_BYTES } from '../contract/analytics';
import { endpoints } from '../contract/endpoints';
import { MAX_PUSH_BODY_BYTES } from '../contract/sync';
import { apiPath } from './endpointRoutes';

const KB = 1024;
const MB = 1024 * KB;

export const DEFAULT_BODY_LIMIT = 64 * KB;

/** Routes (below /api) whose valid bodies can be larger than the default. */
const LARGER_BODY_LIMITS: Record<string, number> = {
  // Devices cut batches at a quarter of this (api/contract/sync.ts).
  [apiPath(endpoints.syncPush)]: MAX_PUSH_BODY_BYTES,
  // Up to 100 perfumes with notes and descriptions.
  [apiPath(endpoints.analysis)]: 1 * MB,
  [apiPath(endpoints.saveCollectionAnalysis)]: 1 * MB,
  [apiPath(endpoints.categoryRecommendations)]: 1 * MB,
  [apiPath(endpoints.nicheRecommendations)]: 1 * MB,
  [apiPath(endpoints.tempRecommendations)]: 1 * MB,
  [apiPath(endpoints.generateRecommendations)]: 1 * MB,
  [apiPath(endpoints.moreNiche)]: 1 * MB,
  [apiPath(endpoints.collectionAddPerfumes)]: 1 * MB,
  [apiPath(endpoints.tempAddPerfumes)]: 1 * MB,
  // Up to 500 imported "Marke; Name" lines of at most 2 × 200 characters.
  [apiPath(endpoints.accountImportMatch)]: 512 * KB,
  // Smaller: a batch of at most 50 events (api/contract/analytics.ts).
  [apiPath(endpoints.analyticsEvents)]: MAX_ANALYTICS_BODY_BYTES,
};

/** Routes that check their own (larger) limit. */
const OWN_LIMIT = new Set<string>([apiPath(endpoints.photoAnalysis)]);

export function bodyLimitFor(path: string): number | null {
  if (OWN_LIMIT.has(path)) return null;
  return LARGER_BODY_LIMITS[path] ?? DEFAULT_BODY_LIMIT;
}

export function formatLimit(bytes: number): string {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`;
}

/**
 * Limits bodies under `prefix` by the table above; `refuse` answers in the caller's error
 * shape (/api or GoTrue's).
 */
export function requestBodyLimit(
  prefix: string,
  refuse: (c: Context, limit: number) => Response | Promise<Response>,
): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: limit, onError: (c) => refuse(c, limit) });
      limiters.set(limit, limiter);
    }
    return limiter;
  };
  return (c, next) => {
    // The Node adapter gives GET and HEAD requests no body at all; asking for it would only
    // build a full Request object per search (a tenth of an uncached search's CPU).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = bodyLimitFor(c.req.path.slice(prefix.length));
    return limit === null ? next() : limiterFor(limit)(c, next);
  };
}
