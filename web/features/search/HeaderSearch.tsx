import { Link, useLocation } from 'react-router-dom';
import { searchCopy } from '../../copy/search';
import { SearchField } from './SearchField';

/**
 * The header's search: the field on wide screens (every page), and on phones a search link
 * back to the start page, whose own field sits in the first screen.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  return (
    <>
      <SearchField variant="header" />
      {pathname !== '/' && (
        <Link to="/" className="header-search-link" aria-label={searchCopy.headerLink}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M16.5 16.5 21 21"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Link>
      )}
    </>
  );
}
