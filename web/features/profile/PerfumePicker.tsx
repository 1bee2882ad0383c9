import { useId } from 'react';
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MIN_LENGTH,
  type Perfume,
} from '../../../api/contract/perfume';
import { SimilarOwnedNote } from '../collections/SimilarOwnedNote';
import { PerfumeArtwork } from '../perfume/PerfumeArtwork';
import { RowFacts } from '../perfume/RowFacts';
import { useSearch } from '../search/useSearch';
import { profileCopy } from '../../copy/profile';

type Props = {
  /** Visible label of the search field, e.g. "Parfüm zur Sammlung hinzufügen". */
  label: string;
  /** Ids already in the list: their rows say so instead of offering "Hinzufügen". */
  presentIds: ReadonlySet<string>;
  onPick: (perfume: Perfume) => void;
  /** Warns on each result that smells very like one already in a collection (wishlist). */
  warnSimilarOwned?: boolean;
};

/** Most results listed under the field; the search module pages by 20. */
const SHOWN_RESULTS = 8;

type RowProps = {
  perfume: Perfume;
  present: boolean;
  warnSimilarOwned: boolean;
  onPick: () => void;
};

function PickerRow({ perfume, present, warnSimilarOwned, onPick }: RowProps) {
  const noteId = useId();
  return (
    <li className="perfume-picker__row">
      {/* The same compact row as the search results: flacon, name, brand, facts, accords. */}
      <PerfumeArtwork perfume={perfume} />
      <span className="perfume-picker__text">
        <span className="perfume-picker__name">
          {perfume.name}
          <span className="perfume-picker__brand"> · {perfume.brand}</span>
        </span>
        <RowFacts perfume={perfume} />
      </span>
      {present ? (
        <span className="perfume-picker__present">{profileCopy.picker.present}</span>
      ) : (
        <button
          type="button"
          className="button button--secondary perfume-picker__add"
          aria-label={profileCopy.picker.addLabel(perfume.name, perfume.brand)}
          aria-describedby={warnSimilarOwned ? noteId : undefined}
          onClick={onPick}
        >
          {profileCopy.picker.add}
        </button>
      )}
      {warnSimilarOwned && !present && <SimilarOwnedNote perfumeId={perfume.id} id={noteId} />}
    </li>
  );
}

/**
 * The profile tabs' search-and-add field, on the search module (debounce, stale-answer
 * handling, offline catalog). Results appear from 3 characters (spec 001 §5); picking one
 * clears the field.
 */
export function PerfumePicker({ label, presentIds, onPick, warnSimilarOwned = false }: Props) {
  const search = useSearch();
  const inputId = useId();
  const hintId = useId();
  const { state } = search;
  const shown = state.perfumes.slice(0, SHOWN_RESULTS);

  return (
    <div className="perfume-picker">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="perfume-picker__label">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          className="perfume-picker__input"
          placeholder={profileCopy.picker.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          aria-describedby={hintId}
          value={state.input}
          onChange={(event) => search.setInput(event.target.value)}
        />
        <p id={hintId} className="perfume-picker__hint">
          {state.status === 'tooShort'
            ? profileCopy.picker.minLength(SEARCH_MIN_LENGTH)
            : profileCopy.picker.hint}
        </p>
      </form>
      {state.status !== 'idle' && state.status !== 'tooShort' && (
        <div
          className="perfume-picker__results"
          aria-label={profileCopy.picker.results(label)}
          role="region"
        >
          <p className="visually-hidden" role="status">
            {state.status === 'loading' && profileCopy.picker.running}
            {state.status === 'success' && profileCopy.picker.hitCount(state.totalCount)}
          </p>
          {state.status === 'success' && shown.length === 0 && (
            <p className="perfume-picker__empty">{profileCopy.picker.none(state.resultQuery)}</p>
          )}
          {state.error && (
            <p className="perfume-picker__error" role="alert">
              {state.error}
            </p>
          )}
          {shown.length > 0 && (
            <ul className="perfume-picker__list">
              {shown.map((perfume) => (
                <PickerRow
                  key={perfume.id}
                  perfume={perfume}
                  present={presentIds.has(perfume.id)}
                  warnSimilarOwned={warnSimilarOwned}
                  onPick={() => {
                    onPick(perfume);
                    search.reset();
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
