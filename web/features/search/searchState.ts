// What the search panel shows, as a pure reducer: which query the results belong to, whether
// more pages exist, and which message to show. useSearch.ts wires it to timers and requests.
import {
  SEARCH_MIN_LENGTH,
  type Perfume,
  type SearchResponse,
} from '../../../api/contract/perfume';

export type SearchStatus =
  | 'idle' // nothing typed
  | 'tooShort' // fewer than SEARCH_MIN_LENGTH characters: hint, no results
  | 'loading' // first page on its way
  | 'success'
  | 'error';

export type SearchState = {
  input: string;
  status: SearchStatus;
  /** The query the shown results belong to. */
  resultQuery: string;
  perfumes: Perfume[];
  totalCount: number;
  hasMore: boolean;
  page: number;
  loadingMore: boolean;
  error: string | null;
  /** The last page came from the catalog index on this device (no connection). */
  offline: boolean;
};

export type SearchAction =
  | { type: 'inputChanged'; input: string }
  | { type: 'pageRequested'; query: string; page: number }
  | { type: 'pageLoaded'; query: string; response: SearchResponse; offline?: boolean }
  | { type: 'failed'; query: string; page: number; message: string }
  | { type: 'reset' };

export const initialSearchState: SearchState = {
  input: '',
  status: 'idle',
  resultQuery: '',
  perfumes: [],
  totalCount: 0,
  hasMore: false,
  page: 0,
  loadingMore: false,
  error: null,
  offline: false,
};

/** The query that is actually sent: trimmed, and only once it is long enough. */
export function searchableQuery(input: string): string | null {
  const query = input.trim();
  return query.length >= SEARCH_MIN_LENGTH ? query : null;
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'inputChanged': {
      const query = searchableQuery(action.input);
      if (query === null) {
        const status = action.input.trim() === '' ? 'idle' : 'tooShort';
        return { ...initialSearchState, input: action.input, status };
      }
      return { ...state, input: action.input };
    }
    case 'pageRequested': {
      if (action.query !== searchableQuery(state.input)) return state;
      if (action.page === 1)
        return { ...state, status: 'loading', loadingMore: false, error: null };
      return { ...state, loadingMore: true, error: null };
    }
    case 'pageLoaded': {
      // A late answer to a query the visitor already changed must not overwrite the screen.
      if (action.query !== searchableQuery(state.input)) return state;
      const { response } = action;
      const isNextPage = response.page > 1 && state.resultQuery === action.query;
      const known = new Set(isNextPage ? state.perfumes.map((p) => p.id) : []);
      const perfumes = isNextPage
        ? [...state.perfumes, ...response.perfumes.filter((p) => !known.has(p.id))]
        : response.perfumes;
      return {
        ...state,
        status: 'success',
        resultQuery: action.query,
        perfumes,
        totalCount: response.totalCount,
        hasMore: response.hasMore,
        page: response.page,
        loadingMore: false,
        error: null,
        offline: action.offline ?? false,
      };
    }
    case 'failed': {
      if (action.query !== searchableQuery(state.input)) return state;
      // A failed "Mehr laden" keeps the results already shown.
      if (action.page > 1) return { ...state, loadingMore: false, error: action.message };
      return {
        ...state,
        status: 'error',
        resultQuery: action.query,
        perfumes: [],
        totalCount: 0,
        hasMore: false,
        page: 0,
        loadingMore: false,
        error: action.message,
      };
    }
    case 'reset':
      return initialSearchState;
  }
}
