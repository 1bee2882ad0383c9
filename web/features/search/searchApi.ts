// The one place the browser asks for search results. Online the server answers; offline (or
// when the server cannot be reached) the catalog index on the device answers with the same
// ranking and response shape, marked as offline so the page can say so.
import { endpoints } from '../../../api/contract/endpoints';
import { errorMessage } from '../../../api/contract/errors';
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
} from '../../../api/contract/perfume';
import { api, isApiFailure, type ApiClient } from '../../apiClient';
import { SEARCH_UNAVAILABLE_TEXT, SEARCH_UNEXPECTED_TEXT } from '../../apiClient/errorTexts';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';

export { SEARCH_UNAVAILABLE_TEXT as SEARCH_UNAVAILABLE_MESSAGE };
export { SEARCH_UNEXPECTED_TEXT as SEARCH_UNEXPECTED_MESSAGE };

/** A failure with a German message that can be shown to the visitor as it is. */
export class SearchError extends Error {
  override name = 'SearchError';
}

export type SearchRequest = {
  query: string;
  page: number;
  signal?: AbortSignal;
};

/** A page of results and where it came from: the server, or the index on this device. */
export type SearchResult = SearchResponse & { offline: boolean };

export type SearchDeps = {
  client: ApiClient;
  isOnline: () => boolean;
  /** A page from the offline index, or null when the device has none yet. */
  searchOffline: (
    query: string,
    page: number,
    limit: number,
    signal?: AbortSignal,
  ) => Promise<SearchResponse | null>;
};

const defaultDeps: SearchDeps = {
  client: api,
  isOnline: () => navigator.onLine,
  searchOffline: (query, page, limit, signal) => offlineCatalog.search(query, page, limit, signal),
};

/** The offline index's answer, or the unreachable message when the device has no index. */
async function searchOnDevice(
  { query, page, signal }: SearchRequest,
  deps: SearchDeps,
): Promise<SearchResult> {
  if (query.length > SEARCH_MAX_QUERY_LENGTH) throw new SearchError(errorMessage('query_too_long'));
  const response = await deps.searchOffline(query, page, SEARCH_PAGE_SIZE, signal);
  if (response === null) throw new SearchError(SEARCH_UNAVAILABLE_TEXT);
  return { ...response, offline: true };
}

/**
 * One page of results. Throws SearchError with German text on failure; an aborted request
 * rejects with the AbortError untouched so callers can ignore it.
 */
export async function searchPerfumes(
  request: SearchRequest,
  overrides: Partial<SearchDeps> = {},
): Promise<SearchResult> {
  const deps: SearchDeps = { ...defaultDeps, ...overrides };
  const { query, page, signal } = request;
  if (!deps.isOnline()) return searchOnDevice(request, deps);
  try {
    const response = await deps.client.call(endpoints.search, {
      query: { q: query, page: String(page), limit: String(SEARCH_PAGE_SIZE) },
      signal,
    });
    return { ...response, offline: false };
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    if (error.serverMessage) throw new SearchError(error.serverMessage);
    if (error.code === 'unexpected') throw new SearchError(SEARCH_UNEXPECTED_TEXT);
    // A 400 without our error body is still the query's fault, not the connection's.
    if (error.status === 400) throw new SearchError(errorMessage('invalid_query'));
    // No connection, or a page from a proxy or a server that is down: the device answers.
    return searchOnDevice(request, deps);
  }
}
