import { useId, type Ref } from 'react';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_LENGTH } from '../../../api/contract/perfume';
import { searchCopy } from '../../copy/search';
import { useSearchQuery } from './searchQuery';
import './searchField.css';

type SearchFieldProps = {
  /** "header": compact, label and hint for screen readers only; "page": the start page's field. */
  variant: 'header' | 'page';
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The one search field: the header's on wide screens, the start page's on phones. A camera
 * button inside it opens the photo path; the text lives in the search store and the address.
 */
export function SearchField({ variant, inputRef }: SearchFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const { text, setText, openPhoto } = useSearchQuery();
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;

  return (
    <form
      role="search"
      className={`search-field search-field--${variant}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <label
        htmlFor={inputId}
        className={variant === 'header' ? 'visually-hidden' : 'search-field__label'}
      >
        {searchCopy.label}
      </label>
      <div className="search-field__control">
        <svg
          className="search-field__icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="search-field__input"
          placeholder={searchCopy.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="button"
          className="search-field__camera"
          aria-label={searchCopy.photo}
          title={searchCopy.photo}
          onClick={openPhoto}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 8h3l1.6-2.4A1.5 1.5 0 0 1 9.8 5h4.4a1.5 1.5 0 0 1 1.2.6L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <p id={hintId} className={variant === 'header' ? 'visually-hidden' : 'search-field__hint'}>
        {tooShort ? searchCopy.minLength(SEARCH_MIN_LENGTH) : searchCopy.hint}
      </p>
    </form>
  );
}
