// Keeps the stored offline index current: asks the server at most once a day (or at once
// after an app update) with If-None-Match, so an unchanged catalog costs a 304 and no bytes.
import { catalogIndexSchema, type CatalogIndex } from '../../../api/contract/catalogIndex';
import type { CatalogStore } from './catalogStore';

export const CATALOG_INDEX_URL = '/api/catalog/index';
export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type SyncOutcome =
  { status: 'updated'; index: CatalogIndex } | { status: 'unchanged' | 'notDue' | 'failed' };

export function isCheckDue(
  stored: { checkedAt: number; appVersion: string } | null,
  now: number,
  appVersion: string,
): boolean {
  if (stored === null || stored.appVersion !== appVersion) return true;
  // A clock set back must not postpone the next check forever.
  return now - stored.checkedAt >= CHECK_INTERVAL_MS || now < stored.checkedAt;
}

/** Parses and validates stored or downloaded JSON; null when it is not a valid index. */
export function parseCatalogIndex(body: string): CatalogIndex | null {
  try {
    const parsed = catalogIndexSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function syncCatalogIndex({
  store,
  appVersion,
  now = Date.now(),
  force = false,
  fetchImpl = (input, init) => fetch(input, init),
}: {
  store: CatalogStore;
  appVersion: string;
  now?: number;
  force?: boolean;
  fetchImpl?: Fetch;
}): Promise<SyncOutcome> {
  const stored = await store.read();
  if (!force && !isCheckDue(stored, now, appVersion)) return { status: 'notDue' };
  let response: Response;
  try {
    response = await fetchImpl(CATALOG_INDEX_URL, {
      // The copy lives in IndexedDB; the HTTP cache would only hold it a second time.
      cache: 'no-store',
      headers: stored ? { 'If-None-Match': stored.etag } : {},
    });
  } catch {
    return { status: 'failed' };
  }
  if (response.status === 304 && stored) {
    await store.markChecked(now, appVersion);
    return { status: 'unchanged' };
  }
  const etag = response.headers.get('ETag');
  if (!response.ok || etag === null) return { status: 'failed' };
  const body = await response.text().catch(() => '');
  const index = parseCatalogIndex(body);
  if (index === null) return { status: 'failed' };
  await store.write({ etag, body, storedAt: now, checkedAt: now, appVersion });
  return { status: 'updated', index };
}
