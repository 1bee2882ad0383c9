// redirect_to validation in the spirit of GoTrue's IsRedirectURLValid, stricter: the candidate
// is parsed with the WHATWG URL parser first and only its parsed parts are compared. Allowed are
// the site's own scheme and host (any port on loopback hosts) or a match of scheme, host and
// path + query against an allow-list glob (`urlGlob.ts`: `*` stops at `.` and `/`, `**` does
// not). Before parsing, anything a browser might read differently from us is refused: a
// backslash, whitespace or control characters, non-ASCII text, a percent sign in the host,
// user info. The redirect then goes to the parser's serialisation, never the raw input.
// Anything refused falls back to the Referer, then to SITE_URL, so mails and OAuth never send
// users to a foreign site. The same rules, cut down to origins, decide which sites may call
// /auth/v1 from a browser (CORS).
import { isIP } from 'node:net';
import { compileUrlGlob, type UrlGlob } from './urlGlob';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Longer candidates are refused unread; real callback URLs are a few dozen characters. */
export const MAX_REDIRECT_LENGTH = 2048;
// Printable ASCII without space and backslash: what a URL needs, nothing a parser reinterprets.
const PLAIN_URL = /^[!-[\]-~]+$/;
// A host of ASCII DNS labels, or a bracketed IPv6 literal, with an optional port.
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const compiled = new Map<string, UrlGlob>();
function globFor(pattern: string): UrlGlob {
  let glob = compiled.get(pattern);
  if (!glob) {
    glob = compileUrlGlob(pattern);
    if (compiled.size < 1000) compiled.set(pattern, glob);
  }
  return glob;
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The raw text's authority: between `//` and the next `/`, `?` or `#`. */
function rawAuthority(value: string): string {
  const start = value.indexOf('//');
  if (start < 0) return '';
  const rest = value.slice(start + 2);
  const end = rest.search(/[/?#]/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The candidate parsed, or null when its text could be read two ways or its host is odd. */
export function parseRedirectCandidate(candidate: string): URL | null {
  if (candidate.length > MAX_REDIRECT_LENGTH || !PLAIN_URL.test(candidate)) return null;
  if (/[%@]/.test(rawAuthority(candidate))) return null;
  const url = parse(candidate);
  if (!url || url.username || url.password) return null;
  const host = url.hostname;
  // Special schemes always have a host; custom schemes (`duftkompass://callback`) may.
  if (host && !PLAIN_HOST.test(url.host)) return null;
  // A bare number ("http://2130706433/") is an IP in disguise; IP literals only on loopback.
  if (/^\d+$/.test(host)) return null;
  const bareHost = host.replace(/^\[|\]$/g, '');
  if (isIP(bareHost) && !LOOPBACK_HOSTS.has(host)) return null;
  return url;
}

function isSameSite(url: URL, site: URL): boolean {
  if (url.protocol !== site.protocol || url.hostname !== site.hostname) return false;
  return LOOPBACK_HOSTS.has(url.hostname) || url.port === site.port;
}

/** The normalised redirect target, or null when the candidate is not allowed. */
export function allowedRedirect(
  candidate: string,
  siteUrl: string,
  allowList: readonly string[],
): string | null {
  // SITE_URL is the operator's own setting (and every fallback); it stays as written.
  if (candidate === siteUrl) return siteUrl;
  const url = parseRedirectCandidate(candidate);
  const site = parse(siteUrl);
  if (!url || !site) return null;
  if (isSameSite(url, site)) return url.href;
  url.hash = '';
  return allowList.some((glob) => globFor(glob).matchesUrl(url)) ? url.href : null;
}

export function isRedirectAllowed(
  candidate: string,
  siteUrl: string,
  allowList: readonly string[],
): boolean {
  return allowedRedirect(candidate, siteUrl, allowList) !== null;
}

export function resolveRedirect(
  requested: string | undefined,
  referer: string | undefined,
  siteUrl: string,
  allowList: readonly string[],
): string {
  if (requested) {
    const target = allowedRedirect(requested, siteUrl, allowList);
    if (target) return target;
  }
  if (referer) {
    const target = allowedRedirect(referer, siteUrl, allowList);
    if (target) return target;
  }
  return siteUrl;
}

/**
 * Whether a browser on `origin` may call /auth/v1: this server's own origin, SITE_URL's
 * scheme and host (any port on loopback, as for redirects), or the origin part of an
 * allow-list glob (`https://*.example.de/**` allows `https://app.example.de`).
 */
export function isCorsOriginAllowed(
  origin: string,
  settings: { publicUrl: string; siteUrl: string; redirectAllowList: readonly string[] },
): boolean {
  const url = parseRedirectCandidate(origin);
  // Browsers send the serialised origin; anything else ("null", paths) is no site of ours.
  if (!url || url.origin !== origin) return false;
  if (origin === parse(settings.publicUrl)?.origin) return true;
  const site = parse(settings.siteUrl);
  if (site && isSameSite(url, site)) return true;
  return settings.redirectAllowList.some((glob) => globFor(glob).matchesOrigin(url));
}
