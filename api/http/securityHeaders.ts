// Security headers on every answer, PWA and API alike. The app's Content-Security-Policy
// allows scripts only from this origin (no eval; inline only the exact script and style of
// the built index.html, by their hashes); images may come from
// shops over https and from blob: (photo previews); the browser talks only to this origin,
// plus the Supabase project in hosted mode. API answers forbid everything: they are data.
// One document, the HEIC converter, has a policy of its own (see HEIC_CONVERTER_POLICY).
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HEIC_CONVERTER_PATH } from '../contract/photo';

export interface SecurityHeaderOptions {
  /** https deployments get HSTS. */
  publicUrl: string;
  /** Extra origins the browser may call (hosted Supabase). */
  connectOrigins: readonly string[];
  /** Hashes of the app document's inline script and style (inlineSourceHashes). */
  inline?: InlineHashes;
}

export type InlineHashes = { scripts: readonly string[]; styles: readonly string[] };

const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * CSP sources for the inline <script> (without src) and <style> elements of a document: the
 * build puts the first paint's stylesheet and a one-line route script into index.html
 * (vite.config.ts, prerenderShell). Anything else inline stays blocked.
 */
export function inlineSourceHashes(html: string): InlineHashes {
  const contents = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    scripts: contents(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g).map(sha256Source),
    styles: contents(/<style[^>]*>([\s\S]*?)<\/style>/g).map(sha256Source),
  };
}

export function appContentSecurityPolicy(
  connectOrigins: readonly string[],
  inline: InlineHashes = NO_INLINE,
): string {
  const connect = ["'self'", ...connectOrigins].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The one exception to the app's policy, for the exact path of the HEIC converter document
 * (web/heic/), which the app loads in a hidden frame. heic2any runs libheif, compiled with
 * emscripten/embind, in a Worker made from a blob: URL; embind builds functions with
 * `new Function`, and a blob: worker inherits the policy of the document that made it. So
 * this document, and no other, allows eval and blob: workers. It may load only its own
 * scripts, reach nothing on the network, and be framed only by pages of this origin.
 * Measured in Chromium: nothing else is needed (libheif's memory image is a data: URI decoded
 * in the worker without a fetch; canvas.toBlob needs no img-src); without 'unsafe-eval' the
 * worker dies and heic2any never answers, hence the page's timeout.
 */
export const HEIC_CONVERTER_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  'worker-src blob:',
  // The PWA plugin links the web app manifest from every page of the build.
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** A page may use the camera of this origin (photo upload), nothing else of the device. */
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const appPolicy = appContentSecurityPolicy(options.connectOrigins, options.inline);
  const hsts = options.publicUrl.startsWith('https://')
    ? 'max-age=31536000; includeSubDomains'
    : null;
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const isData = path.startsWith('/api/') || path.startsWith('/auth/v1/');
    const isHeicConverter = path === HEIC_CONVERTER_PATH;
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    // The dashboard is opened as /admin?token=…: its own asset requests must not carry
    // that address in their Referer (review N15).
    headers.set(
      'Referrer-Policy',
      isAdminPage(path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    if (hsts) headers.set('Strict-Transport-Security', hsts);
    if (isPageSubresource(path, headers.get('Content-Type'))) return;
    headers.set(
      'Content-Security-Policy',
      isData ? API_POLICY : isHeicConverter ? HEIC_CONVERTER_POLICY : appPolicy,
    );
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('X-Frame-Options', isHeicConverter ? 'SAMEORIGIN' : 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    // User data must never sit in a shared or disk cache: answers to signed-in requests,
    // and every data answer that did not choose its own caching.
    if (isData && (c.req.header('Authorization') || !headers.has('Cache-Control'))) {
      headers.set('Cache-Control', 'no-store');
    }
  };
}

/**
 * A built script or stylesheet that a page loads (`/assets/*.js`, `*.css`): the policy, framing
 * and permission headers act only on the document or worker a response creates, so on these they
 * are about 0.7 KB of headers per request for nothing (a perfume page's first visit makes 24
 * such requests; issue 26's JavaScript budget counts every byte). nosniff, the referrer policy
 * (a stylesheet's own requests follow it) and HSTS stay. A worker's script creates a worker and
 * keeps everything; so does anything else the server answers under /assets/ (a missing file's
 * answer is not a script).
 */
export function isPageSubresource(path: string, contentType: string | null): boolean {
  if (!/^\/assets\/[^/]+\.(?:js|css)$/.test(path) || /\.worker-[^/]*\.js$/.test(path)) {
    return false;
  }
  return /^(?:text\/javascript|application\/javascript|text\/css)\b/.test(contentType ?? '');
}

const ADMIN_PAGES = new Set(['/admin', '/admin/', '/dashboard', '/dashboard/']);

function isAdminPage(path: string): boolean {
  return ADMIN_PAGES.has(path);
}
