// The browser's one client of the product API. Every request goes through here: the path and
// body come from the contract's endpoint table, the bearer token from the session (one
// refresh and one retry on a 401), every exchange has a time limit, and answers are read as
// JSON and checked against the endpoint's response schema. Two ways to use it:
// - call(): the answer, or an ApiFailure with German text (screens, hooks);
// - exchange(): the server's final word or why there is none, for queues that decide
//   themselves whether to retry (the sync engine, the photo queue).
import type { z } from 'zod';
import type {
  BodyOf,
  Endpoint,
  PathParams,
  QueryOf,
  ResponseOf,
} from '../../api/contract/endpoints';
import { fillPath, responseSchemaOf } from '../../api/contract/endpoints';
import { apiErrorShapeSchema, type ApiErrorShape } from '../../api/contract/errors';
import { ApiFailure, failureFromAnswer } from './apiFailure';
import { parseRetryAfter } from './retryAfter';

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** Where the bearer token comes from; the session registers itself (web/session). */
export type TokenSource = {
  accessToken: () => Promise<string | null>;
  /** A fresh token after a 401, or null when the session cannot be renewed. */
  refreshedAccessToken: () => Promise<string | null>;
};

export const ANONYMOUS: TokenSource = {
  accessToken: async () => null,
  refreshedAccessToken: async () => null,
};

/** A request without a complete answer by then counts as a network error. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type ClientDeps = {
  fetch: Transport;
  tokens: () => TokenSource;
  baseUrl?: string;
  now?: () => number;
  timeoutMs?: number;
};

type ParamsOption<E extends Endpoint> = keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> };
type QueryOption<E extends Endpoint> = [QueryOf<E>] extends [never]
  ? { query?: undefined }
  : { query: QueryOf<E> };
type BodyOption<E extends Endpoint> = E['body'] extends 'multipart'
  ? { body: FormData }
  : [BodyOf<E>] extends [never]
    ? { body?: undefined }
    : { body: BodyOf<E> };

export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Longer limit for slow endpoints (photo recognition). */
    timeoutMs?: number;
  };

/** The options argument: optional when the endpoint needs no params, query or body. */
export type OptionsArg<E extends Endpoint> =
  Partial<CallOptions<E>> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/** No answer: no connection (or no complete answer in time), or no session to send. */
export type NoAnswer = { kind: 'network' } | { kind: 'auth' };

/** Why no usable answer arrived. */
export type Failure = NoAnswer | { kind: 'server'; status: number; retryAfterMs: number | null };

/** Bytes of a download received so far; the total only when the answer is not compressed. */
export type DownloadProgress = { loadedBytes: number; totalBytes: number | null };

/** What the transport needs of a call, whatever the endpoint. */
type Outgoing = {
  onProgress?: (progress: DownloadProgress) => void;
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

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
 * A 2xx counts only when its body matches the endpoint's schema, and a 4xx only when it
 * carries our error shape: a page from something between device and server (a proxy, a
 * captive portal) says nothing about the request itself and is worth another try.
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

/** The text as JSON, or undefined when it is not JSON (an HTML page, an empty body). */
function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One complete exchange: status, the headers a caller may need, the body as text. */
export type Received = {
  status: number;
  retryAfter: string | null;
  etag: string | null;
  text: string;
};

export const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT (and `onTimeout` called) when it takes longer than `ms`. */
export async function within<T>(
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

/**
 * The body as text, reporting the bytes as they arrive when asked to. A compressed answer's
 * Content-Length counts compressed bytes while the stream yields decoded ones, so then no
 * total is known.
 */
async function readText(
  response: Response,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): Promise<string> {
  if (!onProgress || !response.body) return response.text();
  const length = Number(response.headers.get('Content-Length'));
  const totalBytes = !response.headers.has('Content-Encoding') && length > 0 ? length : null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let loadedBytes = 0;
  onProgress({ loadedBytes, totalBytes });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loadedBytes += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    onProgress({ loadedBytes, totalBytes });
  }
  parts.push(decoder.decode());
  return parts.join('');
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('Die Anfrage wurde abgebrochen.', 'AbortError');
}

function urlOf(endpoint: Endpoint, options: Outgoing): string {
  const path = fillPath(endpoint.path, options.params);
  if (!options.query) return path;
  const entries = Object.entries(options.query).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

export function createApiClient(deps: ClientDeps) {
  const baseUrl = deps.baseUrl ?? '';
  const now = deps.now ?? Date.now;
  const defaultTimeout = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /**
   * One exchange, body included, within the time limit; null on a network error or timeout.
   * A caller's abort rejects with the AbortError untouched so callers can ignore it.
   */
  async function transmit(
    endpoint: Endpoint,
    options: Outgoing,
    token: string | null,
  ): Promise<Received | null> {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const controller = new AbortController();
    const outer = options.signal;
    if (outer?.aborted) throw abortError();
    const forwardAbort = () => controller.abort();
    outer?.addEventListener('abort', forwardAbort, { once: true });
    const exchange = (async (): Promise<Received | null> => {
      const response = await deps.fetch(`${baseUrl}${urlOf(endpoint, options)}`, {
        method: endpoint.method,
        headers,
        body: multipart
          ? (options.body as FormData)
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        signal: controller.signal,
        // Answers live in IndexedDB and the stores; the HTTP cache would only hold them twice.
        cache: 'no-store',
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('Retry-After'),
        etag: response.headers.get('ETag'),
        text: await readText(response, options.onProgress),
      };
    })().catch(() => null);
    try {
      // A transport that ignores the signal (or a body that stalls) must not hold the caller.
      const received = await within(exchange, options.timeoutMs ?? defaultTimeout, () =>
        controller.abort(),
      );
      if (outer?.aborted) throw abortError();
      return received === TIMED_OUT ? null : received;
    } finally {
      outer?.removeEventListener('abort', forwardAbort);
    }
  }

  /** A session call (token, refresh) that does not settle in time counts as no connection. */
  async function session(call: () => Promise<string | null>): Promise<string | null | 'network'> {
    const token = await within(
      call().catch(() => null),
      defaultTimeout,
    );
    return token === TIMED_OUT ? 'network' : token;
  }

  /** The raw exchange with token handling; a Failure when no answer can be used. */
  async function receive(endpoint: Endpoint, options: Outgoing): Promise<Received | NoAnswer> {
    if (endpoint.access === 'none')
      return (await transmit(endpoint, options, null)) ?? { kind: 'network' };
    const tokens = deps.tokens();
    const current = await session(tokens.accessToken);
    if (current === 'network') return { kind: 'network' };
    if (endpoint.access === 'user' && !current) return { kind: 'auth' };
    let received = await transmit(endpoint, options, current);
    if (received?.status === 401 && current) {
      // The token may have expired between reading and sending it: one refresh, one retry.
      const refreshed = await session(tokens.refreshedAccessToken);
      if (refreshed === 'network') return { kind: 'network' };
      if (!refreshed) return endpoint.access === 'user' ? { kind: 'auth' } : received;
      received = await transmit(endpoint, options, refreshed);
      if (received?.status === 401 && endpoint.access === 'user') return { kind: 'auth' };
    }
    return received ?? { kind: 'network' };
  }

  /**
   * For queues: the server's final word (accepted, or refused in our error shape), or why
   * there is none (network, auth, or a server answer worth retrying, with Retry-After).
   */
  async function exchange<E extends Endpoint>(
    endpoint: E,
    ...[options]: OptionsArg<E>
  ): Promise<Answer<ResponseOf<E>> | Failure> {
    const received = await receive(endpoint, (options ?? {}) as Outgoing);
    if ('kind' in received) return received;
    const verdict = classifyAnswer(
      received.status,
      parseJson(received.text),
      await responseSchemaOf(endpoint),
    );
    if (verdict.kind !== 'retry') return verdict;
    if (!isRetryableStatus(received.status)) {
      console.warn(
        `[api] ${endpoint.method} ${endpoint.path}: Antwort ${received.status} nicht im Format der API, neuer Versuch folgt.`,
      );
    }
    return {
      kind: 'server',
      status: received.status,
      retryAfterMs: parseRetryAfter(received.retryAfter, now()),
    };
  }

  /** The answer in the endpoint's shape; anything else throws an ApiFailure (German text). */
  async function call<E extends Endpoint>(
    endpoint: E,
    ...[options]: OptionsArg<E>
  ): Promise<ResponseOf<E>> {
    const received = await receive(endpoint, (options ?? {}) as Outgoing);
    if ('kind' in received) throw ApiFailure.from(received);
    const body = parseJson(received.text);
    if (received.status < 200 || received.status >= 300) {
      throw failureFromAnswer(received.status, body, parseRetryAfter(received.retryAfter, now()));
    }
    const parsed = (await responseSchemaOf(endpoint)).safeParse(body);
    if (!parsed.success) throw new ApiFailure('unexpected', received.status);
    return parsed.data;
  }

  /**
   * The body as text with its ETag, or null when `ifNoneMatch` still matches (304). For
   * large answers that are stored as they came (the offline catalog index).
   */
  async function download<E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E> & {
      ifNoneMatch?: string;
      onProgress?: (progress: DownloadProgress) => void;
    },
  ): Promise<{ text: string; etag: string | null } | null> {
    const { ifNoneMatch, ...rest } = options;
    const headers = { ...rest.headers, ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) };
    const received = await receive(endpoint, { ...rest, headers } as Outgoing);
    if ('kind' in received) throw ApiFailure.from(received);
    if (received.status === 304 && ifNoneMatch) return null;
    if (received.status < 200 || received.status >= 300) {
      throw failureFromAnswer(received.status, parseJson(received.text), null);
    }
    return { text: received.text, etag: received.etag };
  }

  return { call, exchange, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export { isAbort };
