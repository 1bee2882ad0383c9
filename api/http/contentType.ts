// Requests a foreign page cannot make a browser send: a cross-site form or `fetch(…,
// {mode: 'no-cors'})` can only carry text/plain, form-urlencoded or multipart bodies ("simple"
// requests, no preflight). Every JSON route therefore refuses any other Content-Type with 415
// before the body is read. Two routes take a simple type on purpose, and only from our own
// pages: the photo upload (multipart) and the analytics beacon (navigator.sendBeacon sends
// text/plain). Review 2026-11-28, N24.
import type { Context, MiddlewareHandler } from 'hono';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ContentTypeRules {
  /** Paths (full, below the mount) that take multipart/form-data from our own pages. */
  multipart: ReadonlySet<string>;
  /** Paths that take text/plain (a JSON beacon) from our own pages. */
  beacon: ReadonlySet<string>;
  /** PUBLIC_URL: its origin is ours, as is the request's own. */
  publicUrl: string;
}

function mediaType(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** HTTP/1.1 frames a request body only by these two headers; without them there is none. */
function hasBody(c: Context): boolean {
  const length = c.req.header('Content-Length');
  if (length !== undefined) return Number(length) > 0;
  return c.req.header('Transfer-Encoding') !== undefined;
}

/**
 * Whether the request comes from one of our own pages, or from no browser page at all (a
 * command-line client cannot be steered by a foreign site). Browsers send Sec-Fetch-Site;
 * older ones at least Origin on every POST.
 */
export function isOwnOrigin(c: Context, publicUrl: string): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('Origin');
  if (origin === undefined) return true;
  const own = new URL(c.req.url).origin;
  const configured = URL.canParse(publicUrl) ? new URL(publicUrl).origin : null;
  return origin === own || origin === configured;
}

export function requireJsonBodies(
  rules: ContentTypeRules,
  refuse: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    if (BODYLESS.has(c.req.method) || !hasBody(c)) return next();
    const type = mediaType(c);
    if (type === 'application/json') return next();
    const own = isOwnOrigin(c, rules.publicUrl);
    if (own && type === 'multipart/form-data' && rules.multipart.has(c.req.path)) return next();
    if (own && type === 'text/plain' && rules.beacon.has(c.req.path)) return next();
    return refuse(c);
  };
}
