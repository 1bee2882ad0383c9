// The one failure type of the API client: a code (the server's, or one of the client's
// own), the HTTP status (0 when no answer arrived) and a German message that can be shown
// as it is: the server's own text when it sent one, else the text of web/apiClient/errorTexts.ts.
import { apiErrorShapeSchema, errorCodes, type ErrorCode } from '../../api/contract/errors';
import { failureText, type FailureCode, type FailureInfo } from './errorTexts';

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

export class ApiFailure extends Error {
  override name = 'ApiFailure';
  constructor(
    readonly code: FailureCode,
    /** HTTP status, or 0 when the server was not reached. */
    readonly status: number,
    /** The server's German message, when it sent one. */
    readonly serverMessage: string | null = null,
    /** How long the server asked us to wait (Retry-After), when it said so. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(serverMessage ?? failureText(code, status));
  }

  /** A failure before any answer arrived: no connection (or timeout), or no session. */
  static from(failure: { kind: 'network' } | { kind: 'auth' }): ApiFailure {
    return failure.kind === 'auth'
      ? new ApiFailure('auth_required', 401)
      : new ApiFailure('network', 0);
  }

  /** The facts the scent texts choose by. */
  get info(): FailureInfo {
    return { code: this.code, status: this.status, serverMessage: this.serverMessage };
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

/** What the texts choose by, for any thrown value: a non-ApiFailure is an exception. */
export function failureInfoOf(error: unknown): FailureInfo {
  return isApiFailure(error) ? error.info : { code: 'unexpected', status: 0, serverMessage: null };
}

/**
 * A non-2xx answer as a failure. The code is read leniently: a code this build does not know
 * yet keeps its message (as "unknown"); a body in another shape keeps only the status.
 */
export function failureFromAnswer(
  status: number,
  body: unknown,
  retryAfterMs: number | null,
): ApiFailure {
  const refusal = apiErrorShapeSchema.safeParse(body);
  if (!refusal.success) return new ApiFailure('unknown', status, null, retryAfterMs);
  const { code, message } = refusal.data.error;
  return new ApiFailure(
    knownCodes.has(code) ? (code as ErrorCode) : 'unknown',
    status,
    message || null,
    retryAfterMs,
  );
}
