import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { track } from '../analytics/track';
import { SearchError, SEARCH_UNEXPECTED_MESSAGE, searchPerfumes } from './searchApi';
import {
  initialSearchState,
  searchableQuery,
  searchReducer,
  type SearchState,
} from './searchState';

/** Wait for a pause in typing so every keystroke does not become a request. */
export const SEARCH_DEBOUNCE_MS = 200;

export type SearchControls = {
  state: SearchState;
  setInput: (input: string) => void;
  loadMore: () => void;
  retry: () => void;
  reset: () => void;
};

/** Debounced search with abort of stale requests and "Mehr laden" paging. */
export function useSearch(): SearchControls {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [attempt, setAttempt] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  const query = searchableQuery(state.input);

  const fetchPage = useCallback(async (q: string, page: number, controller: AbortController) => {
    controllerRef.current?.abort();
    controllerRef.current = controller;
    dispatch({ type: 'pageRequested', query: q, page });
    try {
      const response = await searchPerfumes({ query: q, page, signal: controller.signal });
      dispatch({ type: 'pageLoaded', query: q, response, offline: response.offline });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof SearchError ? error.message : SEARCH_UNEXPECTED_MESSAGE;
      dispatch({ type: 'failed', query: q, page, message });
    }
  }, []);

  useEffect(() => {
    controllerRef.current?.abort();
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => void fetchPage(query, 1, controller), SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt, fetchPage]);

  const searching = query !== null;
  // One search started per search, not per keystroke or page.
  useEffect(() => {
    if (searching) track('search_started');
  }, [searching]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (query === null || state.loadingMore || !state.hasMore) return;
    void fetchPage(query, state.page + 1, new AbortController());
  }, [fetchPage, query, state.hasMore, state.loadingMore, state.page]);

  const retry = useCallback(() => {
    if (state.status === 'error') setAttempt((n) => n + 1);
    else loadMore();
  }, [loadMore, state.status]);

  const setInput = useCallback((input: string) => dispatch({ type: 'inputChanged', input }), []);
  const reset = useCallback(() => {
    controllerRef.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  return { state, setInput, loadMore, retry, reset };
}
