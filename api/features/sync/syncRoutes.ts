// /api/sync: the device's outbox is pushed here (each mutation applied once, in order, in
// its own transaction) and the account's change feed is pulled from here by cursor.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { endpoints } from '../../contract/endpoints';
import { pullQuerySchema, type PullResponse, type PushResult } from '../../contract/sync';
import type { Database } from '../../db/database';
import { ApiError, sendError } from '../../http/apiError';
import { apiPath, endpointBody, endpointQuery } from '../../http/endpointRoutes';
import { requireUser, type AccessTokenVerifier, type AuthEnv } from '../auth/requireUser';
import { QUOTAS, takeQuota, writeQuota, type QuotaDeps } from '../limits/quotas';
import { pullStart, readChanges } from './changeFeed';
import { applyMutation } from './mutations';

export interface SyncDeps extends QuotaDeps {
  db: Database;
  auth: AccessTokenVerifier;
}

/**
 * 100 mutations of the usual size (a few perfumes or one recommendation card each) stay
 * well below 1 MB; the limit leaves room for adds of many perfumes at once.
 */
const MAX_PUSH_BYTES = 5 * 1024 * 1024;

export function syncRoutes(deps: SyncDeps) {
  const signedIn = requireUser(deps.auth);
  // Counted before the body is read (review N5, N19).
  const writes = writeQuota(deps);
  return new Hono<AuthEnv>()
    .post(
      apiPath(endpoints.syncPush),
      signedIn,
      writes,
      bodyLimit({ maxSize: MAX_PUSH_BYTES, onError: (c) => sendError(c, 'payload_too_large') }),
      async (c) => {
        const body = await endpointBody(c, endpoints.syncPush);
        const user = c.get('user');
        // The request paid one write before it was read; each further mutation pays one.
        await takeQuota(c, deps, QUOTAS.userWrites, user, undefined, body.mutations.length - 1);
        const results: PushResult[] = [];
        for (const mutation of body.mutations) {
          try {
            const answer = await applyMutation(deps.db, user, mutation.id, mutation);
            results.push({ id: mutation.id, ...answer });
          } catch (error) {
            // A server failure stops the batch: the answered prefix stands, the rest is retried.
            console.error(
              `[sync] Mutation ${mutation.name} (${mutation.id}) fehlgeschlagen:`,
              error instanceof Error ? error.message : error,
            );
            break;
          }
        }
        if (results.length === 0) return sendError(c, 'service_unavailable');
        return c.json({ results });
      },
    )
    .get(apiPath(endpoints.syncChanges), signedIn, async (c) => {
      const since = c.req.query('since');
      if (since !== undefined && !pullQuerySchema.shape.since.safeParse(since).success) {
        throw new ApiError('invalid_cursor');
      }
      const query = endpointQuery(c, endpoints.syncChanges);
      const userId = c.get('user').id;
      const body = await deps.db.transaction(async (tx): Promise<PullResponse> => {
        // The device knows more than the server (e.g. a restored database), or has not pulled
        // since before a tombstone was pruned (N18): it starts again from "0".
        const start = await pullStart(tx, userId, query.since, query.full === '1');
        if (start.kind !== 'ok') return { changes: [], cursor: '0', hasMore: true, reset: true };
        const page = await readChanges(tx, userId, query.since, query.limit);
        // The last page ends at least at the newest pruned tombstone, so the device's next
        // pull does not fall below it (when that tombstone was the account's last change).
        const cursor =
          page.hasMore || BigInt(page.cursor) >= start.prunedThrough
            ? page.cursor
            : start.prunedThrough.toString();
        return { ...page, cursor, reset: false };
      });
      return c.json(body);
    });
}
