// The one place the browser asks for search results. Everything else talks to searchPerfumes(),
// so a later issue can answer from the offline index on the device without touching the UI.
import { apiErrorSchema, errorMessage } from '../../../api/contract/errors';
import {
  SEARCH_PAGE_SIZE,
  searchResponseSchema,
  type SearchResponse,
} from '../../../api/contract/perfume';

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

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

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

/**
 * One page of results. Throws SearchError with German text on failure; an aborted request
 * rejects with the AbortError untouched so callers can ignore it.
 */
export async function searchPerfumes(
  { query, page, signal }: SearchRequest,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): Promise<SearchResponse> {
  const params = new URLSearchParams({
    q: query,
    page: String(page),
    limit: String(SEARCH_PAGE_SIZE),
  });
  let response: Response;
  try {
    response = await fetchImpl(`/api/perfumes/search?${params.toString()}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new SearchError(SEARCH_UNAVAILABLE_MESSAGE);
  }

  const body = await readJson(response);
  if (signal?.aborted) throw new DOMException('Die Suche wurde abgebrochen.', 'AbortError');

  if (!response.ok) {
    const apiError = apiErrorSchema.safeParse(body);
    if (apiError.success) throw new SearchError(apiError.data.error.message);
    // A 400 without our error body is still the query's fault, not the connection's.
    if (response.status === 400) throw new SearchError(errorMessage('invalid_query'));
    // Anything else without our error shape came from a proxy or a server that is down.
    throw new SearchError(SEARCH_UNAVAILABLE_MESSAGE);
  }

  const parsed = searchResponseSchema.safeParse(body);
  if (!parsed.success) throw new SearchError(SEARCH_UNEXPECTED_MESSAGE);
  return parsed.data;
}
