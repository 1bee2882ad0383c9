// The sync engine's requests to the product API: push, temporary saves and pull pages, each
// with the bearer token where needed (one refresh and one retry on 401). Answers are
// classified here so the engine only decides what to do with them.
import { IDEMPOTENCY_HEADER, pullResponseSchema, type PullResponse } from '../../api/contract/sync';
import { parseRetryAfter } from './backoff';

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export type HttpDeps = {
  fetch: Transport;
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  refreshSession: () => Promise<string | null>;
  now: () => number;
};

/** Why a request did not get a usable answer. */
export type Failure =
  | { kind: 'network' }
  | { kind: 'server'; status: number; retryAfterMs: number | null }
  | { kind: 'auth' };

export type Answer = { kind: 'answer'; status: number; body: unknown };

/** Network error, 5xx, 408 and 429 are worth retrying; other statuses are final answers. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createSyncHttp(deps: HttpDeps) {
  async function attempt(
    path: string,
    init: RequestInit,
    token: string | null,
  ): Promise<Response | null> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await deps.fetch(`${deps.baseUrl}${path}`, { ...init, headers });
    } catch {
      return null;
    }
  }

  async function request(
    path: string,
    init: RequestInit,
    bearer: boolean,
  ): Promise<Answer | Failure> {
    let token: string | null = null;
    if (bearer) {
      token = await deps.getAccessToken();
      if (!token) return { kind: 'auth' };
    }
    let response = await attempt(path, init, token);
    if (response?.status === 401 && bearer) {
      // The token may have expired while offline: refresh once, retry once, then wait.
      const refreshed = await deps.refreshSession();
      if (!refreshed) return { kind: 'auth' };
      response = await attempt(path, init, refreshed);
      if (response?.status === 401) return { kind: 'auth' };
    }
    if (!response) return { kind: 'network' };
    if (isRetryableStatus(response.status)) {
      await response.body?.cancel();
      return {
        kind: 'server',
        status: response.status,
        retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), deps.now()),
      };
    }
    return { kind: 'answer', status: response.status, body: await readBody(response) };
  }

  return {
    push: (body: unknown) =>
      request('/api/sync/push', { method: 'POST', body: JSON.stringify(body) }, true),

    tempAddPerfumes: (body: unknown, idempotencyKey: string) =>
      request(
        '/api/temp-collections/add-perfumes',
        {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        },
        false,
      ),

    /** One pull page; an answer that does not match the contract counts as a server failure. */
    async pullPage(since: string): Promise<PullResponse | Failure> {
      const query = new URLSearchParams({ since }).toString();
      const result = await request(`/api/sync/changes?${query}`, { method: 'GET' }, true);
      if (result.kind !== 'answer') return result;
      const parsed = pullResponseSchema.safeParse(result.body);
      if (result.status === 200 && parsed.success) return parsed.data;
      // A cursor the server does not accept: start again from the beginning.
      if (result.status === 400) return { changes: [], cursor: '0', hasMore: true, reset: true };
      return { kind: 'server', status: result.status, retryAfterMs: null };
    },
  };
}

export type SyncHttp = ReturnType<typeof createSyncHttp>;
