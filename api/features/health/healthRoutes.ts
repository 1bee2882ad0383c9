import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import type { Database } from '../../db/database';
import { sendError } from '../../http/apiError';
import { apiPath } from '../../http/endpointRoutes';
import type { CatalogSearch } from '../perfumes/catalogSearch';

export interface HealthDeps {
  db: Database;
  catalog: CatalogSearch;
  /** True while the server drains for a shutdown: readiness then answers 503. */
  isDraining?: () => boolean;
}

export function healthRoutes(deps: HealthDeps) {
  return (
    new Hono()
      // Readiness: the database answers and the catalog is loaded; not while draining.
      .get(apiPath(endpoints.health), async (c) => {
        if (deps.isDraining?.()) return sendError(c, 'service_unavailable');
        await deps.db.query('SELECT 1');
        return c.json({ status: 'ok', database: deps.db.kind, perfumes: deps.catalog.size });
      })
      // Liveness: no I/O at all; also the baseline route of the benchmarks.
      .get(apiPath(endpoints.healthLive), (c) => c.json({ status: 'ok' }))
  );
}
