import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { AnalyseActionBar } from './AnalyseActionBar';
import { ChosenListItem } from './ChosenListItem';
import { ShareListButton } from './ShareListButton';
import { useChosenList } from './useChosenList';
import { useChosenListActions } from './useChosenListActions';
import './chosenList.css';
import { chosenListCopy } from '../../copy/chosenList';

/** "Deine Auswahl": the perfumes the visitor picked, kept on the device. */
export function ChosenList() {
  const { items, isLoading } = useChosenList();
  const { remove, clear } = useChosenListActions();
  const perfumes = useMemo(() => items.map((item) => item.perfume), [items]);

  return (
    <section className="chosen-list" aria-labelledby="chosen-list-title">
      <div className="chosen-list__header">
        <h1 id="chosen-list-title" className="chosen-list__title">
          {chosenListCopy.title}
        </h1>
        {/* Announced politely, so adding from the results is confirmed without moving focus. */}
        <p className="chosen-list__count" role="status">
          {isLoading ? '' : chosenListCopy.count(items.length)}
        </p>
      </div>

      {!isLoading && items.length === 0 && (
        <div className="notice chosen-list__empty">
          <p className="notice__title">{chosenListCopy.emptyTitle}</p>
          <p>
            <Link to="/">{chosenListCopy.emptySearchLink}</Link>
            {chosenListCopy.emptyAfterLink}
          </p>
        </div>
      )}

      {items.length > 0 && (
        <>
          <ul className="chosen-list__items" aria-label={chosenListCopy.itemsLabel}>
            {items.map((item) => (
              <ChosenListItem
                key={item.perfume.id}
                item={item}
                onRemove={(i) => void remove(i.perfume, i.addedAt)}
              />
            ))}
          </ul>
          <div className="chosen-list__tools">
            <ShareListButton perfumes={perfumes} />
            <button
              type="button"
              className="button button--ghost chosen-list__clear"
              onClick={() => void clear(items)}
            >
              {chosenListCopy.clear}
            </button>
          </div>
        </>
      )}

      <AnalyseActionBar perfumes={perfumes} />
    </section>
  );
}
