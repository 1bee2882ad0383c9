// POST /api/analytics/events: a batch of first-party events from a browser whose visitor
// agreed to analytics. The browser decides about consent; the server stores no address,
// no device id and no user id, only the daily visitor key (visitorKeys.ts).
import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { Database } from '../../db/database';
import { apiPath, endpointBody } from '../../http/endpointRoutes';
import { QUOTAS, takeQuota } from '../limits/quotas';
import {
  spendAnalyticsBytes,
  spendAnalyticsEvents,
  type WriteBudgetDeps,
} from '../limits/writeBudgets';
import { insertEvents } from './analyticsRepo';
import type { VisitorKeys } from './visitorKeys';

export interface AnalyticsDeps extends WriteBudgetDeps {
  db: Database;
  visitorKeys: VisitorKeys;
  now?: () => Date;
}

export function analyticsRoutes(deps: AnalyticsDeps) {
  const now = deps.now ?? (() => new Date());
  return new Hono().post(apiPath(endpoints.analyticsEvents), async (c) => {
    await takeQuota(c, deps, QUOTAS.analytics, null);
    await spendAnalyticsBytes(c, deps);
    const batch = await endpointBody(c, endpoints.analyticsEvents);
    await spendAnalyticsEvents(c, deps, batch.events.length);
    const { day, visitor } = await deps.visitorKeys.keyFor(
      deps.clientIp(c),
      c.req.header('User-Agent') ?? '',
      now(),
    );
    const accepted = await insertEvents(deps.db, day, visitor, batch.events);
    return c.json({ accepted }, 202);
  });
}
