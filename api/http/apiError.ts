// The one error shape of /api: { error: { code, message } } with a stable code from the
// contract's catalogue and a German message.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCatalog, type ApiErrorBody, type ErrorCode } from '../contract/errors';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalog[code].message,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return errorCatalog[this.code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string): ApiErrorBody {
  return { error: { code, message: message ?? errorCatalog[code].message } };
}

export function sendError(c: Context, code: ErrorCode, message?: string) {
  return c.json(errorBody(code, message), errorCatalog[code].status);
}
