import { useId } from 'react';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_LENGTH } from '../../../api/contract/perfume';
import { SearchResults } from './SearchResults';
import type { SearchControls } from './useSearch';
import './search.css';

/** Text mode: the search field and what it found. The state lives in the parent so "Zurück" can reset it. */
export function SearchPanel({ search }: { search: SearchControls }) {
  const inputId = useId();
  const hintId = useId();
  const { state } = search;

  return (
    <div className="search-panel">
      <form role="search" className="search-field" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="search-field__label">
          Parfüm suchen
        </label>
        <div className="search-field__control">
          <svg
            className="search-field__icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M16.5 16.5 21 21"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <input
            id={inputId}
            type="search"
            className="search-field__input"
            placeholder="z. B. Sauvage, Chanel Bleu, Aventus …"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_QUERY_LENGTH}
            aria-describedby={hintId}
            // The visitor chose text entry a moment ago: typing should start right away.
            autoFocus
            value={state.input}
            onChange={(event) => search.setInput(event.target.value)}
          />
        </div>
        <p id={hintId} className="search-field__hint">
          {state.status === 'tooShort'
            ? `Mindestens ${SEARCH_MIN_LENGTH} Zeichen eingeben`
            : 'Suche nach Name oder Marke.'}
        </p>
      </form>
      <SearchResults search={search} />
    </div>
  );
}
