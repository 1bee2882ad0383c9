// The sync engine's requests to the product API: push, temporary saves and pull pages, each
// with the bearer token where needed (one refresh and one retry on 401) and a timeout.
// Answers are classified here so the engine only decides what to do with them: only a 2xx in
// the contract's shape is a success and only our own error shape is a refusal; anything else
// (a proxy's HTML page, a captive portal's 200) is retried, never dropped.
import type { z } from 'zod';
import { addPerfumesResponseSchema } from '../../api/contract/collections';
import { apiErrorShapeSchema, type ApiErrorShape } from '../../api/contract/errors';
import {
  IDEMPOTENCY_HEADER,
  pullResponseSchema,
  pushResponseSchema,
  type PullResponse,
} from '../../api/contract/sync';
import { parseRetryAfter } from './backoff';

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** A request without a complete answer by then counts as a network error (and is retried). */
export const SYNC_REQUEST_TIMEOUT_MS = 20_000;

export type HttpDeps = {
  fetch: Transport;
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  refreshSession: () => Promise<string | null>;
  now: () => number;
  timeoutMs?: number;
};

/** Why a request did not get a usable answer. */
export type Failure =
  | { kind: 'network' }
  | { kind: 'server'; status: number; retryAfterMs: number | null }
  | { kind: 'auth' };

/** The server's final word: a success in the endpoint's shape, or a refusal in ours. */
export type Answer<T> =
  | { kind: 'accepted'; status: number; body: T }
  | { kind: 'rejected'; status: number; body: ApiErrorShape };

/** What a queue does with one HTTP answer. */
export type Verdict<T> = Answer<T> | { kind: 'retry'; status: number };

/** Network error, 5xx, 408 and 429 are worth retrying whatever the body says. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * Classifies an answer for a queue (the outbox, the photo queue). A 2xx counts only when its
 * body matches the endpoint's schema, and a 4xx only when it carries our error shape: a page
 * from something between device and server says nothing about the change itself.
 */
export function classifyAnswer<T>(
  status: number,
  body: unknown,
  successSchema: z.ZodType<T>,
): Verdict<T> {
  if (status >= 200 && status < 300) {
    const parsed = successSchema.safeParse(body);
    return parsed.success
      ? { kind: 'accepted', status, body: parsed.data }
      : { kind: 'retry', status };
  }
  if (status >= 400 && status < 500 && !isRetryableStatus(status)) {
    const refusal = apiErrorShapeSchema.safeParse(body);
    if (refusal.success) return { kind: 'rejected', status, body: refusal.data };
  }
  return { kind: 'retry', status };
}

/** The body as JSON, or undefined when it is not JSON (an HTML page, an empty body). */
export async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

type Received = { status: number; retryAfter: string | null; body: unknown };

const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT (and `onTimeout` called) when it takes longer than `ms`. */
async function within<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => void = () => undefined,
): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve(TIMED_OUT);
    }, ms);
  });
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function createSyncHttp(deps: HttpDeps) {
  const timeoutMs = deps.timeoutMs ?? SYNC_REQUEST_TIMEOUT_MS;

  /** One exchange, body included, within the timeout; null on a network error or timeout. */
  async function attempt(
    path: string,
    init: RequestInit,
    token: string | null,
  ): Promise<Received | null> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const controller = new AbortController();
    const exchange = (async (): Promise<Received | null> => {
      const response = await deps.fetch(`${deps.baseUrl}${path}`, {
        ...init,
        headers,
        signal: controller.signal,
      });
      const retryAfter = response.headers.get('Retry-After');
      return { status: response.status, retryAfter, body: await readBody(response) };
    })().catch(() => null);
    // A transport that ignores the signal (or a body that stalls) must not hold the queue.
    const received = await within(exchange, timeoutMs, () => controller.abort());
    return received === TIMED_OUT ? null : received;
  }

  /** A session call (token, refresh) that does not settle in time counts as no connection. */
  async function session(call: () => Promise<string | null>): Promise<string | null | 'network'> {
    const token = await within(
      call().catch(() => null),
      timeoutMs,
    );
    return token === TIMED_OUT ? 'network' : token;
  }

  async function request<T>(
    path: string,
    init: RequestInit,
    bearer: boolean,
    successSchema: z.ZodType<T>,
  ): Promise<Answer<T> | Failure> {
    let token: string | null = null;
    if (bearer) {
      const current = await session(deps.getAccessToken);
      if (current === 'network') return { kind: 'network' };
      if (!current) return { kind: 'auth' };
      token = current;
    }
    let received = await attempt(path, init, token);
    if (received?.status === 401 && bearer) {
      // The token may have expired while offline: refresh once, retry once, then wait.
      const refreshed = await session(deps.refreshSession);
      if (refreshed === 'network') return { kind: 'network' };
      if (!refreshed) return { kind: 'auth' };
      received = await attempt(path, init, refreshed);
      if (received?.status === 401) return { kind: 'auth' };
    }
    if (!received) return { kind: 'network' };
    const verdict = classifyAnswer(received.status, received.body, successSchema);
    if (verdict.kind !== 'retry') return verdict;
    if (!isRetryableStatus(received.status)) {
      console.warn(
        `[sync] ${path}: Antwort ${received.status} nicht im Format der API, neuer Versuch folgt.`,
      );
    }
    return {
      kind: 'server',
      status: received.status,
      retryAfterMs: parseRetryAfter(received.retryAfter, deps.now()),
    };
  }

  return {
    push: (body: unknown) =>
      request(
        '/api/sync/push',
        { method: 'POST', body: JSON.stringify(body) },
        true,
        pushResponseSchema,
      ),

    tempAddPerfumes: (body: unknown, idempotencyKey: string) =>
      request(
        '/api/temp-collections/add-perfumes',
        {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        },
        false,
        addPerfumesResponseSchema,
      ),

    /** One pull page; anything but a page in the contract's shape is a failure to retry. */
    async pullPage(since: string): Promise<PullResponse | Failure> {
      const query = new URLSearchParams({ since }).toString();
      const result = await request(
        `/api/sync/changes?${query}`,
        { method: 'GET' },
        true,
        pullResponseSchema,
      );
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
