// The messages between the page and the service worker, shared by both sides so neither
// spells a type string on its own.

/** Tag of the Background Sync registration that asks the app to drain its outbox. */
export const SYNC_TAG = 'duftkompass-sync';

/** Posted by the service worker to every window when the browser fires `sync`. */
export const SYNC_REQUEST_MESSAGE = { type: 'duftkompass-sync' } as const;

/** Posted by workbox-window's messageSkipWaiting() when the user accepts an update. */
export const SKIP_WAITING_TYPE = 'SKIP_WAITING';

function hasType(data: unknown, type: string): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === type;
}

export function isSyncRequestMessage(data: unknown): boolean {
  return hasType(data, SYNC_REQUEST_MESSAGE.type);
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return hasType(data, SKIP_WAITING_TYPE);
}
