// Keeps the stored offline index current: asks the server at most once a day (or at once
// after an app update) with If-None-Match, so an unchanged catalog costs a 304 and no bytes.
import { catalogIndexSchema, type CatalogIndex } from '../../../api/contract/catalogIndex';
import {
  cheaperAlternativesFileSchema,
  type CheaperAlternativesFile,
} from '../../../api/contract/cheaperAlternativesFile';
import { endpoints } from '../../../api/contract/endpoints';
import { api, type ApiClient } from '../../apiClient';
import type { DownloadProgress } from '../../apiClient/client';
import type { CatalogStore } from '../../data/catalogStore';

export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const CATALOG_DOWNLOAD_TIMEOUT_MS = 180_000;

export type { DownloadProgress } from '../../apiClient/client';

export type SyncOutcome<T = CatalogIndex> =
  { status: 'updated'; index: T } | { status: 'unchanged' | 'notDue' | 'failed' };

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

/** Parses and validates the stored or downloaded cheaper-alternatives file; null when invalid. */
export function parseCheaperAlternatives(body: string): CheaperAlternativesFile | null {
  try {
    const parsed = cheaperAlternativesFileSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface SyncOptions {
  store: CatalogStore;
  appVersion: string;
  now?: number;
  force?: boolean;
  client?: ApiClient;
  onProgress?: (progress: DownloadProgress) => void;
}

export function syncCatalogIndex(options: SyncOptions): Promise<SyncOutcome<CatalogIndex>> {
  return syncOfflineFile(options, endpoints.catalogIndex, parseCatalogIndex);
}

/** The small second file: cheaper alternatives, kept current the same way as the index. */
export function syncCheaperAlternatives(
  options: SyncOptions,
): Promise<SyncOutcome<CheaperAlternativesFile>> {
  return syncOfflineFile(options, endpoints.cheaperAlternativesFile, parseCheaperAlternatives);
}

async function syncOfflineFile<T>(
  { store, appVersion, now = Date.now(), force = false, client = api, onProgress }: SyncOptions,
  endpoint: typeof endpoints.catalogIndex | typeof endpoints.cheaperAlternativesFile,
  parse: (body: string) => T | null,
): Promise<SyncOutcome<T>> {
  const stored = await store.read();
  if (!force && !isCheckDue(stored, now, appVersion)) return { status: 'notDue' };
  let downloaded: { text: string; etag: string | null } | null;
  try {
    downloaded = await client.download(endpoint, {
      ...(stored ? { ifNoneMatch: stored.etag } : {}),
      onProgress,
      // About 600 KB on a weak connection in a shop: allow far more than for a JSON answer.
      timeoutMs: CATALOG_DOWNLOAD_TIMEOUT_MS,
    });
  } catch {
    return { status: 'failed' };
  }
  if (downloaded === null && stored) {
    await store.markChecked(now, appVersion);
    return { status: 'unchanged' };
  }
  const etag = downloaded?.etag ?? null;
  if (downloaded === null || etag === null) return { status: 'failed' };
  const body = downloaded.text;
  const index = parse(body);
  if (index === null) return { status: 'failed' };
  await store.write({ etag, body, storedAt: now, checkedAt: now, appVersion });
  return { status: 'updated', index };
}
