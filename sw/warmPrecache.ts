// Workbox stores the precache one file after another (workbox issue 2528), so a first visit
// works offline only after ~140 round trips: 20 s at 100 ms latency, a minute on a shop's poor
// connection. Fetching the hashed files first, a few at once, puts them in the browser's HTTP
// cache (the server sends /assets/* as immutable), where Workbox's own requests then find them
// instead of waiting for the network one by one.

/** A precache manifest entry as the build writes it into the service worker. */
export type PrecacheEntry = string | { url: string; revision: string | null };

/** Requests at once: what browsers allow per host on HTTP/1.1, so the page is not starved. */
export const WARM_PARALLEL = 6;

/**
 * The entries Workbox fetches with the HTTP cache's default mode: hashed files (no revision).
 * Revisioned ones (index.html, the manifest) are fetched by Workbox with `cache: 'reload'`,
 * which bypasses the HTTP cache, so warming them would download them twice.
 */
export function hashedPrecacheUrls(manifest: readonly PrecacheEntry[]): string[] {
  return manifest.flatMap((entry) =>
    typeof entry !== 'string' && entry.revision === null ? [entry.url] : [],
  );
}

/**
 * Fetches every url with `fetchOne`, at most `parallel` at a time, in the given order (the
 * order Workbox goes through them, so its requests find the files ready). Never rejects: a
 * failed file is left to Workbox, whose own request then retries and reports it.
 */
export async function warmHttpCache(
  urls: readonly string[],
  fetchOne: (url: string) => Promise<unknown>,
  parallel = WARM_PARALLEL,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      try {
        await fetchOne(url);
      } catch {
        // Left to Workbox (see above).
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, urls.length) }, lane));
}
