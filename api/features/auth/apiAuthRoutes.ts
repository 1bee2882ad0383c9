// Auth-related routes of the product API (/api): the runtime configuration the browser
// needs to create its Supabase client, and /api/me, the smallest authenticated route
// (who the bearer token belongs to; also what bench:auth measures).
import { Hono } from 'hono';
import { apiPath } from '../../http/endpointRoutes';
import { endpoints } from '../../contract/endpoints';
import { runtimeConfigSchema, type RuntimeConfigInput } from '../../contract/runtimeConfig';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from './requireUser';

export function configRoutes(input: RuntimeConfigInput) {
  // Parsed once so the answer always carries every part, defaults included.
  const runtimeConfig = runtimeConfigSchema.parse(input);
  return new Hono().get(apiPath(endpoints.config), (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(runtimeConfig);
  });
}

export function meRoutes(verifier: AccessTokenVerifier) {
  return new Hono<AuthEnv>().get(apiPath(endpoints.me), requireUser(verifier), (c) =>
    c.json(c.get('user')),
  );
}
