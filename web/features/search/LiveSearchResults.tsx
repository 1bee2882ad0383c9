import { useEffect } from 'react';
import { SearchResults } from './SearchResults';
import { useSearch } from './useSearch';
import './search.css';

/** The results of what the search field holds, loaded on demand by the start page. */
export function LiveSearchResults({ text }: { text: string }) {
  const search = useSearch();
  const { setInput } = search;
  useEffect(() => setInput(text), [setInput, text]);
  return <SearchResults search={search} />;
}
