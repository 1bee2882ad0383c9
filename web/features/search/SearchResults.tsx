import { searchCopy } from '../../copy/search';
import { useChosenList } from '../chosenList/useChosenList';
import { useChosenListActions } from '../chosenList/useChosenListActions';
import { PerfumeRow } from '../perfume/PerfumeRow';
import { formatHitCount } from './hitCount';
import type { SearchControls } from './useSearch';

/** The result rows with its count, empty and error states and "Mehr laden". */
export function SearchResults({ search }: { search: SearchControls }) {
  const { state } = search;
  const { chosenIds } = useChosenList();
  const { add, remove } = useChosenListActions();
  const isLoading = state.status === 'loading';

  if (state.status === 'idle' || state.status === 'tooShort') return null;

  return (
    <section
      className="search-results"
      aria-label={searchCopy.results}
      aria-busy={isLoading || state.loadingMore}
    >
      <p className="search-results__status" role="status">
        {isLoading && searchCopy.running}
        {state.status === 'success' && formatHitCount(state.totalCount)}
      </p>
      {state.status === 'success' && state.offline && (
        <p className="search-results__offline">{searchCopy.offline}</p>
      )}

      {state.status === 'success' && state.perfumes.length === 0 && (
        <div className="notice">
          <p className="notice__title">{searchCopy.noneTitle(state.resultQuery)}</p>
          <p>{searchCopy.noneHint}</p>
        </div>
      )}

      {state.perfumes.length > 0 && (
        <ul className={isLoading ? 'result-grid result-grid--stale' : 'result-grid'}>
          {state.perfumes.map((perfume) => (
            <li key={perfume.id}>
              <PerfumeRow
                perfume={perfume}
                isChosen={chosenIds.has(perfume.id)}
                onAdd={(p) => void add(p)}
                onRemove={(p) => void remove(p)}
              />
            </li>
          ))}
        </ul>
      )}

      {/* A failed first page leaves the grid empty, a failed next page keeps it: one place fits both. */}
      {state.error && (
        <div className="notice notice--error" role="alert">
          <p>{state.error}</p>
          <button type="button" className="button button--secondary" onClick={search.retry}>
            {searchCopy.retry}
          </button>
        </div>
      )}

      {state.status === 'success' && state.hasMore && !state.error && (
        <div className="search-results__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={search.loadMore}
            aria-disabled={state.loadingMore}
          >
            {state.loadingMore ? searchCopy.loadingMore : searchCopy.more}
          </button>
        </div>
      )}
    </section>
  );
}
