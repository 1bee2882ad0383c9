// redirect_to validation as GoTrue's IsRedirectURLValid: the site's own scheme and host
// (any port on loopback hosts), or a match against an allow-list glob in which `*`
// stops at `.` and `/` and `**` does not. Anything else falls back to the Referer, then
// to SITE_URL, so mails and OAuth never send users to a foreign site. The same rules,
// cut down to origins, decide which sites may call /auth/v1 from a browser (CORS).
import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i++;
    } else if (char === '*') {
      pattern += '[^./]*';
    } else if (char === '?') {
      pattern += '[^./]';
    } else {
      pattern += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isRedirectAllowed(
  candidate: string,
  siteUrl: string,
  allowList: readonly string[],
): boolean {
  const url = parse(candidate);
  const site = parse(siteUrl);
  if (!url || !site) return false;
  const host = url.hostname;
  // A bare number ("http://2130706433/") is an IP in disguise; IP literals only on loopback.
  if (/^\d+$/.test(host)) return false;
  const bareHost = host.replace(/^\[|\]$/g, '');
  if (isIP(bareHost) && !LOOPBACK_HOSTS.has(host)) return false;
  if (url.protocol === site.protocol && url.hostname === site.hostname) {
    if (LOOPBACK_HOSTS.has(url.hostname) || url.port === site.port) return true;
  }
  const withoutFragment = candidate.split('#')[0]!;
  return allowList.some((glob) => globToRegExp(glob).test(withoutFragment));
}

export function resolveRedirect(
  requested: string | undefined,
  referer: string | undefined,
  siteUrl: string,
  allowList: readonly string[],
): string {
  if (requested && isRedirectAllowed(requested, siteUrl, allowList)) return requested;
  if (referer && isRedirectAllowed(referer, siteUrl, allowList)) return referer;
  return siteUrl;
}

/** The origin part of an allow-list glob: everything before its path, query or fragment. */
function originGlob(glob: string): string {
  const hostStart = glob.indexOf('://') + 3;
  if (hostStart < 3) return glob;
  const pathStart = glob.slice(hostStart).search(/[/?#]/);
  return pathStart < 0 ? glob : glob.slice(0, hostStart + pathStart);
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
  const url = parse(origin);
  // Browsers send the serialised origin; anything else ("null", paths) is no site of ours.
  if (!url || url.origin !== origin) return false;
  if (origin === parse(settings.publicUrl)?.origin) return true;
  const site = parse(settings.siteUrl);
  if (site && url.protocol === site.protocol && url.hostname === site.hostname) {
    if (LOOPBACK_HOSTS.has(url.hostname) || url.port === site.port) return true;
  }
  return settings.redirectAllowList.some((glob) => globToRegExp(originGlob(glob)).test(origin));
}
