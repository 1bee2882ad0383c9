// The text typed into a search field, shared by the header's field (wide screens, every page)
// and the start page's field (phones). The address mirrors it as `/?q=…`, so the back button
// and a shared link bring the same results back; the store, not the address, feeds the input,
// so a fast typist never sees a character dropped while the router catches up.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { create } from 'zustand';
import { SEARCH_MAX_QUERY_LENGTH } from '../../../api/contract/perfume';

/** The start page's address parameters: the query, and the photo path opened by the camera button. */
export const QUERY_PARAM = 'q';
export const PHOTO_PARAM = 'foto';

type SearchQueryState = { text: string };

const useSearchQueryStore = create<SearchQueryState>(() => ({ text: '' }));

function queryFromSearch(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAM) ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH);
}

/** The start page's address for a query (and the photo path, when open). */
export function homeSearchAddress(text: string, photo = false): string {
  const params = new URLSearchParams();
  if (text.trim() !== '') params.set(QUERY_PARAM, text);
  if (photo) params.set(PHOTO_PARAM, '1');
  const search = params.toString();
  return search === '' ? '/' : `/?${search}`;
}

/** The typed text, read by the start page's results. */
export function useSearchText(): string {
  return useSearchQueryStore((state) => state.text);
}

/**
 * Keeps the store in step with the address: on the first render, on back/forward and on a
 * link to the start page the address wins; typing replaces the history entry and is already
 * in the store. Mounted once, by the layout.
 */
export function useSearchAddressSync(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (location.pathname !== '/') return;
    const fromAddress = queryFromSearch(location.search);
    if (navigationType !== 'REPLACE') useSearchQueryStore.setState({ text: fromAddress });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** What a search field needs: the text and a setter that also updates the address. */
export function useSearchQuery() {
  const text = useSearchText();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const setText = useCallback(
    (next: string) => {
      useSearchQueryStore.setState({ text: next });
      const onHome = pathname === '/';
      const photo = onHome && new URLSearchParams(search).has(PHOTO_PARAM);
      // Typing on another page opens the results on the start page, as a new step back can undo.
      navigate(homeSearchAddress(next, photo), { replace: onHome });
    },
    [navigate, pathname, search],
  );

  const openPhoto = useCallback(() => {
    navigate(homeSearchAddress(useSearchQueryStore.getState().text, true));
  }, [navigate]);

  return { text, setText, openPhoto };
}
