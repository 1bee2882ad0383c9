// The one place the browser asks for search results. Online the server answers; offline (or
// when the server cannot be reached) the catalog index on the device answers with the same
// ranking and response shape, marked as offline so the page can say so.
import { apiErrorSchema, errorMessage } from '../../../api/contract/errors';
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  searchResponseSchema,
  type SearchResponse,
} from '../../../api/contract/perfume';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';

export const SEARCH_UNAVAILABLE_MESSAGE =
  'Die Suche ist gerade nicht erreichbar. Bitte prüfe deine Verbindung.';
export const SEARCH_UNEXPECTED_MESSAGE =
  'Die Suche hat unerwartet geantwortet. Bitte versuche es erneut.';

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

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type SearchDeps = {
  fetch: Fetch;
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
  fetch: (input, init) => fetch(input, init),
  isOnline: () => navigator.onLine,
  searchOffline: (query, page, limit, signal) => offlineCatalog.search(query, page, limit, signal),
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The offline index's answer, or the unreachable message when the device has no index. */
async function searchOnDevice(
  { query, page, signal }: SearchRequest,
  deps: SearchDeps,
): Promise<SearchResult> {
  if (query.length > SEARCH_MAX_QUERY_LENGTH) throw new SearchError(errorMessage('query_too_long'));
  const response = await deps.searchOffline(query, page, SEARCH_PAGE_SIZE, signal);
  if (response === null) throw new SearchError(SEARCH_UNAVAILABLE_MESSAGE);
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
  const params = new URLSearchParams({
    q: query,
    page: String(page),
    limit: String(SEARCH_PAGE_SIZE),
  });
  let response: Response;
  try {
    response = await deps.fetch(`/api/perfumes/search?${params.toString()}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    return searchOnDevice(request, deps);
  }

  const body = await readJson(response);
  if (signal?.aborted) throw new DOMException('Die Suche wurde abgebrochen.', 'AbortError');

  if (!response.ok) {
    const apiError = apiErrorSchema.safeParse(body);
    if (apiError.success) throw new SearchError(apiError.data.error.message);
    // A 400 without our error body is still the query's fault, not the connection's.
    if (response.status === 400) throw new SearchError(errorMessage('invalid_query'));
    // Anything else without our error shape came from a proxy or a server that is down.
    return searchOnDevice(request, deps);
  }

  const parsed = searchResponseSchema.safeParse(body);
  if (!parsed.success) throw new SearchError(SEARCH_UNEXPECTED_MESSAGE);
  return { ...parsed.data, offline: false };
}
