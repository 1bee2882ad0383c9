// GET /api/admin/stats and /api/admin/activity (spec 001 §7), behind the admin token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { apiPath } from '../../http/endpointRoutes';
import type { Database } from '../../db/database';
import { sendError } from '../../http/apiError';
import type { RequestMetrics } from '../../http/requestMetrics';
import { bearerToken } from '../auth/requireUser';
import { QUOTAS, takeQuota, type QuotaDeps } from '../limits/quotas';
import type { WriteBudgetSettings } from '../limits/writeBudgets';
import { latestActivity } from './activityRepo';
import { adminStats, type FixedCosts } from './statsRepo';

export interface AdminDeps {
  db: Database;
  /** ADMIN_TOKEN; null turns the admin API off. */
  token: string | null;
  costs: FixedCosts;
  /** Flushed before the figures are read, so they include the current minute. */
  requestMetrics: RequestMetrics | null;
  now?: () => Date;
  /** Rate limit of every admin request (stats are expensive, tokens must not be guessed). */
  limits: QuotaDeps;
  /** The ceilings the anonymous-writes figures are shown against. */
  writeBudgets?: WriteBudgetSettings;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The token comes only as a bearer token (review N15): a `?token=` would sit in access logs,
 * proxies and the Referer. The dashboard page still takes it from its own address once
 * (spec 001) and sends it in the header. Comparing equal-length digests keeps the comparison constant-time
 * whatever the length of the guess.
 */
export function requireAdminToken(token: string | null, limits: QuotaDeps): MiddlewareHandler {
  const expected = token === null ? null : digest(token);
  return async (c, next) => {
    if (expected === null) return sendError(c, 'admin_disabled');
    await takeQuota(c, limits, QUOTAS.adminAccess, null);
    const given = bearerToken(c.req.header('Authorization'));
    if (!given) return sendError(c, 'admin_token_required');
    if (!timingSafeEqual(digest(given), expected)) return sendError(c, 'admin_token_invalid');
    await next();
    // The answers are for the token holder's eyes only: no cache may keep them.
    c.header('Cache-Control', 'no-store');
  };
}

export function adminRoutes(deps: AdminDeps) {
  const now = deps.now ?? (() => new Date());
  const guard = requireAdminToken(deps.token, deps.limits);
  return new Hono()
    .get(apiPath(endpoints.adminStats), guard, async (c) => {
      await deps.requestMetrics?.flush(deps.db, { all: true });
      return c.json(await adminStats(deps.db, now(), deps.costs, deps.writeBudgets));
    })
    .get(apiPath(endpoints.adminActivity), guard, async (c) =>
      c.json({ activity: await latestActivity(deps.db) }),
    );
}
