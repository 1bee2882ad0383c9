import { useId } from 'react';
import {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MIN_LENGTH,
  type Perfume,
} from '../../../api/contract/perfume';
import { useSearch } from '../search/useSearch';

type Props = {
  /** Visible label of the search field, e.g. "Parfüm zur Sammlung hinzufügen". */
  label: string;
  /** Ids already in the list: their rows say so instead of offering "Hinzufügen". */
  presentIds: ReadonlySet<string>;
  onPick: (perfume: Perfume) => void;
};

/** Most results listed under the field; the search module pages by 20. */
const SHOWN_RESULTS = 8;

/**
 * The profile tabs' search-and-add field, on the search module (debounce, stale-answer
 * handling, offline catalog). Results appear from 3 characters (spec 001 §5); picking one
 * clears the field.
 */
export function PerfumePicker({ label, presentIds, onPick }: Props) {
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
          placeholder="Name oder Marke, z. B. Sauvage"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          aria-describedby={hintId}
          value={state.input}
          onChange={(event) => search.setInput(event.target.value)}
        />
        <p id={hintId} className="perfume-picker__hint">
          {state.status === 'tooShort'
            ? `Mindestens ${SEARCH_MIN_LENGTH} Zeichen eingeben`
            : 'Suche nach Name oder Marke.'}
        </p>
      </form>
      {state.status !== 'idle' && state.status !== 'tooShort' && (
        <div className="perfume-picker__results" aria-label={`Treffer: ${label}`} role="region">
          <p className="visually-hidden" role="status">
            {state.status === 'loading' && 'Suche läuft …'}
            {state.status === 'success' && `${state.totalCount} Treffer`}
          </p>
          {state.status === 'success' && shown.length === 0 && (
            <p className="perfume-picker__empty">Keine Düfte zu „{state.resultQuery}“ gefunden.</p>
          )}
          {state.error && (
            <p className="perfume-picker__error" role="alert">
              {state.error}
            </p>
          )}
          {shown.length > 0 && (
            <ul className="perfume-picker__list">
              {shown.map((perfume) => (
                <li key={perfume.id} className="perfume-picker__row">
                  <span className="perfume-picker__name">
                    {perfume.name}
                    <span className="perfume-picker__brand"> · {perfume.brand}</span>
                  </span>
                  {presentIds.has(perfume.id) ? (
                    <span className="perfume-picker__present">✓ Bereits vorhanden</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary perfume-picker__add"
                      aria-label={`${perfume.name} von ${perfume.brand} hinzufügen`}
                      onClick={() => {
                        onPick(perfume);
                        search.reset();
                      }}
                    >
                      Hinzufügen
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
