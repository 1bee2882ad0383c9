// Keeps the stored offline index current: asks the server at most once a day (or at once
// after an app update) with If-None-Match, so an unchanged catalog costs a 304 and no bytes.
import { catalogIndexSchema, type CatalogIndex } from '../../../api/contract/catalogIndex';
import type { CatalogStore } from './catalogStore';

export const CATALOG_INDEX_URL = '/api/catalog/index';
export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Bytes of the index received so far; the total only when the answer is not compressed. */
export type DownloadProgress = { loadedBytes: number; totalBytes: number | null };

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
  onProgress,
}: {
  store: CatalogStore;
  appVersion: string;
  now?: number;
  force?: boolean;
  fetchImpl?: Fetch;
  onProgress?: (progress: DownloadProgress) => void;
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
  const body = await readBody(response, onProgress).catch(() => '');
  const index = parseCatalogIndex(body);
  if (index === null) return { status: 'failed' };
  await store.write({ etag, body, storedAt: now, checkedAt: now, appVersion });
  return { status: 'updated', index };
}

/**
 * The body as text, reporting the bytes as they arrive. A compressed answer's Content-Length
 * counts compressed bytes while the stream yields decoded ones, so then no total is known.
 */
async function readBody(
  response: Response,
  onProgress: ((progress: DownloadProgress) => void) | undefined,
): Promise<string> {
  if (!onProgress || !response.body) return response.text();
  const length = Number(response.headers.get('Content-Length'));
  const totalBytes = !response.headers.has('Content-Encoding') && length > 0 ? length : null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let loadedBytes = 0;
  onProgress({ loadedBytes, totalBytes });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loadedBytes += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    onProgress({ loadedBytes, totalBytes });
  }
  parts.push(decoder.decode());
  return parts.join('');
}
