// Which requests the service worker answers from Cache Storage, as pure functions so the rules
// are unit-tested without a browser. sw.ts wires them to Workbox. Everything not matched here
// is not routed at all: the browser fetches it as if there were no service worker.

/** The parts of a fetch the rules look at (a subset of Request, easy to build in tests). */
export type RequestFacts = {
  url: URL;
  method: string;
  mode: RequestMode;
  destination: RequestDestination;
};

/**
 * - `app-shell`: an in-app navigation, answered with the precached index.html.
 * - `perfume-image`: a shop's photo of a flacon, cache first.
 * - `network-only`: never touches Cache Storage.
 */
export type CachingRule = 'app-shell' | 'perfume-image' | 'network-only';

/** Cache Storage name of the perfume photos (the precache has its own Workbox name). */
export const PERFUME_IMAGE_CACHE = 'duftkompass-perfume-images';

/**
 * Server paths that are never cached and never answered with the shell: the product API
 * (search, perfumes, the catalog index, collections, sync) and the embedded GoTrue auth.
 */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/auth\/v1(\/|$)/];

/**
 * Hosts of profile pictures (Google sign-in puts the avatar on googleusercontent.com).
 * A user's photo is personal data: it is not kept on the device after sign-out.
 */
const AVATAR_HOST_SUFFIXES = ['googleusercontent.com', 'gravatar.com', 'supabase.co'];

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((pattern) => pattern.test(pathname));
}

function isAvatarHost(hostname: string): boolean {
  return AVATAR_HOST_SUFFIXES.some(
    (suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`),
  );
}

export function cachingRuleFor(request: RequestFacts, appOrigin: string): CachingRule {
  const { url } = request;
  // Only reads are ever answered from a cache; a POST must reach the server or fail.
  if (request.method !== 'GET') return 'network-only';

  const sameOrigin = url.origin === appOrigin;
  if (request.mode === 'navigate') {
    // Only a top-level page is the app. A frame (the HEIC converter document) is answered
    // from the precache or the network; the shell would refuse to be framed anyway.
    const isTopLevel = request.destination === 'document';
    return sameOrigin && isTopLevel && !isServerPath(url.pathname) ? 'app-shell' : 'network-only';
  }

  // Same-origin images (icons) are precached; every other same-origin GET is either a
  // hashed asset (precached) or a server response that must stay uncached.
  if (sameOrigin) return 'network-only';

  const isHttp = url.protocol === 'https:' || url.protocol === 'http:';
  if (request.destination === 'image' && isHttp && !isAvatarHost(url.hostname)) {
    return 'perfume-image';
  }
  return 'network-only';
}
