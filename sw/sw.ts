/// <reference lib="webworker" />
// The Duftkompass service worker: it keeps the app shell (HTML, JS, CSS, icons, manifest)
// available offline. User data lives in IndexedDB, not here, and API or auth responses are
// never written to Cache Storage.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The build replaces __WB_MANIFEST with the hashed shell files, so every release is cached
// as a whole and the app starts without a network.
precacheAndRoute(self.__WB_MANIFEST);

// Precaches of older releases would otherwise stay on the device forever.
cleanupOutdatedCaches();

// Every in-app route (/, /hilfe, /profile, …) is rendered by the SPA, so a navigation
// must get the precached index.html when offline. /api and /auth/v1 are excluded: they are
// server responses (JSON, auth redirects) and must reach the network or fail visibly;
// answering them with the shell would hide errors and could serve stale private data.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/auth\/v1\//],
  }),
);

// A new version waits until the user accepts the "Neu laden" toast, so a page never runs
// old JavaScript against new precached files in the middle of a session.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// The first install should control open tabs right away, so the shell works offline
// without a second visit.
clientsClaim();
