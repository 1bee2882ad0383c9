/// <reference lib="webworker" />
// The Duftkompass service worker: it keeps the app shell (HTML, JS, CSS, icons, manifest)
// available offline, keeps shop photos of perfumes for offline cards, and relays Background
// Sync to the page. User data lives in IndexedDB, not here; API and auth responses are never
// written to Cache Storage. Which request goes where is decided in cachingRules.ts.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { cachingRuleFor, PERFUME_IMAGE_CACHE, type CachingRule } from './cachingRules';
import { isSkipWaitingMessage, SYNC_REQUEST_MESSAGE, SYNC_TAG } from './messages';
import { hashedPrecacheUrls, warmHttpCache, type PrecacheEntry } from './warmPrecache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheEntry[];
};

/** The Background Sync event (Chromium only); TypeScript's webworker lib does not know it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const ruleIs =
  (rule: CachingRule) =>
  ({ request, url }: { request: Request; url: URL }) =>
    cachingRuleFor(
      { url, method: request.method, mode: request.mode, destination: request.destination },
      self.location.origin,
    ) === rule;

// 1. App shell. The build replaces __WB_MANIFEST with the hashed files (JS, CSS, index.html,
// icons, manifest), so every release is cached as a whole and the app starts without a
// network. Hashed /assets/* are therefore served from the precache, never fetched twice.
// The warm-up is registered before Workbox's own install listener: it runs beside Workbox's
// one-at-a-time downloads and stays ahead of them (warmPrecache.ts). The build replaces one
// mention of the manifest only, hence the constant.
const precache = self.__WB_MANIFEST;
self.addEventListener('install', (event) => {
  event.waitUntil(
    warmHttpCache(hashedPrecacheUrls(precache), async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      // Read to the end: the HTTP cache keeps a response only once its body is complete.
      await response.arrayBuffer();
    }),
  );
});
precacheAndRoute(precache);

// Precaches of older releases would otherwise stay on the device forever.
cleanupOutdatedCaches();

// 2. Navigations. Every in-app route (/, /profile, /password-reset, …) is rendered by the
// SPA, so a navigation gets the precached index.html, online or not: that is what makes the
// installed app cold-start offline. /api and /auth/v1 navigations (e-mail links to
// /auth/v1/verify, Google's /auth/v1/callback) are server responses and must reach the
// network or fail visibly; the shell would hide the error.
registerRoute(ruleIs('app-shell'), createHandlerBoundToURL('index.html'));

// 3. Perfume photos from shop feeds (other hosts). Cache first, so a card seen once looks the
// same offline. Shops rarely send CORS headers, so most answers are opaque (status 0): they
// are accepted, although a shop's error page cannot be told apart — the age limit bounds
// that, and the card falls back to its drawn flacon when the image does not decode. Chrome
// counts every opaque response as several MB of quota, hence the small entry limit and the
// purge when the quota runs out. Avatars are excluded in cachingRules.ts (personal data).
registerRoute(
  ruleIs('perfume-image'),
  new CacheFirst({
    cacheName: PERFUME_IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 100,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// 4. Everything else is deliberately not routed, so the browser fetches it as if there were
// no service worker and nothing lands in Cache Storage:
// - /auth/v1/*: tokens and sessions; a cached answer would leak or replay a session.
// - /api/perfumes/search and /api/perfumes/:id: offline search and perfume details come from
//   the catalog index the app keeps in IndexedDB. A URL cache would be a second, unversioned
//   copy of the catalog that grows with every query and goes stale on a catalog update, and
//   NetworkFirst would only make a slow connection wait for its timeout before falling back.
// - /api/catalog/index: stored in IndexedDB by the app and revalidated with its ETag.
// - every other /api/*: user data (collections, sync, analyses) belongs to Dexie, the
//   device's system of record, and must not outlive a sign-out in a cache.
// - Fonts: the app uses system font stacks, so there are no web fonts to cache.

// A new version waits until the user accepts the "Neu laden" toast, so a page never runs
// old JavaScript against new precached files in the middle of a session.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// The first install should control open tabs right away, so the shell works offline
// without a second visit.
clientsClaim();

// Background Sync (Chromium only): the browser fires `sync` once it is back online. Draining
// the outbox needs the user's access token, which lives in the page, so the worker only asks
// every open window to drain. With no window open nothing can be sent from here; the app
// drains on its next start (and on `online`/`visibilitychange`), which is also the only path
// on Safari and Firefox, where `sync` never fires.
self.addEventListener('sync', (event) => {
  if (!isSyncEvent(event) || event.tag !== SYNC_TAG) return;
  event.waitUntil(askWindowsToSync());
});

function isSyncEvent(event: Event): event is SyncEvent {
  return event instanceof ExtendableEvent && 'tag' in event && typeof event.tag === 'string';
}

async function askWindowsToSync(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(SYNC_REQUEST_MESSAGE);
}
