// How a feature's router serves an entry of the contract's endpoint table
// (api/contract/endpoints.ts): every router is mounted at /api itself, so it registers the
// table's path below /api and reads the table's query and body schemas. A path or a body
// that drifts from what the browser's client sends fails the typecheck, not a user.
import type { Context } from 'hono';
import type { z } from 'zod';
import { routePath, type Endpoint } from '../contract/endpoints';
import { parseJsonBody, parseQuery } from './validate';

/** Where app.ts mounts every feature router. */
export const API_MOUNT = '/api';

/** The endpoint's path as its router registers it: `/api/wishlist/:id` → `/wishlist/:id`. */
export function apiPath<E extends Endpoint>(endpoint: E) {
  return routePath<E, typeof API_MOUNT>(endpoint, API_MOUNT);
}

/** The JSON body, checked with the endpoint's schema (400 with a German message on failure). */
export function endpointBody<E extends Endpoint & { body: z.ZodType }>(
  c: Context,
  endpoint: E,
): Promise<z.output<E['body']>> {
  return parseJsonBody<E['body']>(c, endpoint.body);
}

/** The query string, checked with the endpoint's schema (400 with a German message on failure). */
export function endpointQuery<E extends Endpoint & { query: z.ZodType }>(
  c: Context,
  endpoint: E,
): z.output<E['query']> {
  return parseQuery<E['query']>(c, endpoint.query);
}
