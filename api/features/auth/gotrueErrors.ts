// GoTrue's error responses (internal/api/errors.go): the 2024-01-01 format
// {code, message} when the client sends X-Supabase-Api-Version, the legacy format
// {code: <status>, error_code, msg} otherwise, x-sb-error-code always. auth-js picks
// its error class from these, so shapes and statuses follow the reference exactly.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION = '2024-01-01';
const API_VERSION_PATTERN = /^2\d{3}-\d\d-\d\d$/;

export class GoTrueError extends Error {
  override name = 'GoTrueError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. weak_password: { reasons }. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** OAuth-style errors: always 400 {error, error_description}. */
export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, message: string) => new GoTrueError(400, code, message);
export const forbidden = (code: string, message: string) => new GoTrueError(403, code, message);
export const unprocessable = (code: string, message: string) => new GoTrueError(422, code, message);
export const validationFailed = (message: string) => badRequest('validation_failed', message);

function wantsNewFormat(c: Context): boolean {
  const version = c.req.header('X-Supabase-Api-Version');
  return !!version && API_VERSION_PATTERN.test(version) && version >= API_VERSION;
}

export function sendGoTrueError(c: Context, error: GoTrueError) {
  c.header('x-sb-error-code', error.code);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  if (wantsNewFormat(c)) {
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}

export function sendAuthFailure(c: Context, error: unknown) {
  if (error instanceof GoTrueError) return sendGoTrueError(c, error);
  if (error instanceof OAuthError) {
    return c.json({ error: error.error, error_description: error.description }, 400);
  }
  console.error(`[auth] ${c.req.method} ${c.req.path} fehlgeschlagen:`, error);
  return sendGoTrueError(
    c,
    new GoTrueError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    ),
  );
}
