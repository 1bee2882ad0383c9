import { Hono } from 'hono';
import type { AppDeps } from '../../app';

export function healthRoutes(deps: AppDeps) {
  return (
    new Hono()
      // Readiness: the database answers and the catalog is loaded.
      .get('/', async (c) => {
        await deps.db.query('SELECT 1');
        return c.json({ status: 'ok', database: deps.db.kind, perfumes: deps.catalog.size });
      })
      // Liveness: no I/O at all; also the baseline route of the benchmarks.
      .get('/live', (c) => c.json({ status: 'ok' }))
  );
}
