// Security headers on every answer, PWA and API alike. The app's Content-Security-Policy
// allows scripts only from this origin (no inline scripts, no eval); images may come from
// shops over https and from blob: (photo previews); the browser talks only to this origin,
// plus the Supabase project in hosted mode. API answers forbid everything: they are data.
import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** https deployments get HSTS. */
  publicUrl: string;
  /** Extra origins the browser may call (hosted Supabase). */
  connectOrigins: readonly string[];
}

export function appContentSecurityPolicy(connectOrigins: readonly string[]): string {
  const connect = ["'self'", ...connectOrigins].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
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

/** A page may use the camera of this origin (photo upload), nothing else of the device. */
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const appPolicy = appContentSecurityPolicy(options.connectOrigins);
  const hsts = options.publicUrl.startsWith('https://')
    ? 'max-age=31536000; includeSubDomains'
    : null;
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const isData = path.startsWith('/api/') || path.startsWith('/auth/v1/');
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', isData ? API_POLICY : appPolicy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts) headers.set('Strict-Transport-Security', hsts);
    // User data must never sit in a shared or disk cache: answers to signed-in requests,
    // and every data answer that did not choose its own caching.
    if (isData && (c.req.header('Authorization') || !headers.has('Cache-Control'))) {
      headers.set('Cache-Control', 'no-store');
    }
  };
}
