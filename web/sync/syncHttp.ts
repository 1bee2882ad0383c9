// The sync engine's requests to the product API (push, temporary saves, pull pages), made
// through the one API client (web/apiClient): bearer token with one refresh on 401, time limits,
// and answers classified so the engine only decides what to do with them. Only a 2xx in the
// contract's shape is a success and only our own error shape is a refusal; anything else (a
// proxy's HTML page, a captive portal's 200) is retried, never dropped.
import { endpoints } from '../../api/contract/endpoints';
import { IDEMPOTENCY_HEADER, type PullResponse, type PushBody } from '../../api/contract/sync';
import type { TempAddPerfumesBody } from '../../api/contract/collections';
import {
  createApiClient,
  REQUEST_TIMEOUT_MS,
  type Failure,
  type Transport,
} from '../apiClient/client';

export { classifyAnswer, isRetryableStatus } from '../apiClient/client';
export type { Answer, Failure, Transport, Verdict } from '../apiClient/client';

/** A request without a complete answer by then counts as a network error (and is retried). */
export const SYNC_REQUEST_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

export type HttpDeps = {
  fetch: Transport;
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  refreshSession: () => Promise<string | null>;
  now: () => number;
  timeoutMs?: number;
};

export function createSyncHttp(deps: HttpDeps) {
  const client = createApiClient({
    fetch: deps.fetch,
    baseUrl: deps.baseUrl,
    now: deps.now,
    timeoutMs: deps.timeoutMs ?? SYNC_REQUEST_TIMEOUT_MS,
    tokens: () => ({
      accessToken: deps.getAccessToken,
      refreshedAccessToken: deps.refreshSession,
    }),
  });

  return {
    push: (body: PushBody) => client.exchange(endpoints.syncPush, { body }),

    tempAddPerfumes: (body: TempAddPerfumesBody, idempotencyKey: string) =>
      client.exchange(endpoints.tempAddPerfumes, {
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),

    /** One pull page; anything but a page in the contract's shape is a failure to retry. */
    /** `full`: a later page of a full pull from "0" (the copy is replaced at the end). */
    async pullPage(since: string, full = false): Promise<PullResponse | Failure> {
      const query = full && since !== '0' ? { since, full: '1' as const } : { since };
      const result = await client.exchange(endpoints.syncChanges, { query });
      if (result.kind === 'accepted') return result.body;
      // A cursor the server does not accept: start again from the beginning.
      if (result.kind === 'rejected' && result.body.error.code === 'invalid_cursor') {
        return { changes: [], cursor: '0', hasMore: true, reset: true };
      }
      if (result.kind === 'rejected') {
        return { kind: 'server', status: result.status, retryAfterMs: null };
      }
      return result;
    },
  };
}

export type SyncHttp = ReturnType<typeof createSyncHttp>;
