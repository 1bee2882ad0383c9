import { useId } from 'react';
import { Link } from 'react-router-dom';
import { perfumePath, type Perfume } from '../../../api/contract/perfume';
import { PerfumeArtwork } from './PerfumeArtwork';
import { topAccords } from './perfumeDisplay';
import { FeedPrice, FeedShopLink } from './FeedPrice';
import { identityLine } from './perfumeFacts';
import { AccordMark, ROW_ACCORD_LIMIT } from './RowFacts';
import {
  addToChosen,
  chosenBadge,
  removeFromChosen,
  rowAccordsLabel,
  rowNicheBadge,
} from '../../copy/perfume';
import './perfumeRow.css';

type PerfumeRowProps = {
  perfume: Perfume;
  isChosen: boolean;
  onAdd: (perfume: Perfume) => void;
  onRemove: (perfume: Perfume) => void;
};

/**
 * A search result as a compact row (about 100 px on a phone): flacon, name (a link to the
 * perfume's page), brand, "Damen · EdP · 2019" where known, three accords, the price and its
 * Grundpreis when a feed has one with the shop link under the row, and one round button that
 * adds or removes.
 */
export function PerfumeRow({ perfume, isChosen, onAdd, onRemove }: PerfumeRowProps) {
  const titleId = useId();
  const brandId = useId();
  const accords = topAccords(perfume, ROW_ACCORD_LIMIT);
  const identity = identityLine(perfume);

  return (
    <article
      className={isChosen ? 'perfume-row perfume-row--chosen' : 'perfume-row'}
      aria-labelledby={`${titleId} ${brandId}`}
    >
      <PerfumeArtwork perfume={perfume} />
      <div className="perfume-row__text">
        <h3 id={titleId} className="perfume-row__name">
          <Link to={perfumePath(perfume.id)} className="perfume-row__link">
            {perfume.name}
          </Link>
        </h3>
        <p id={brandId} className="perfume-row__brand">
          {perfume.brand}
        </p>
        {(identity !== '' || perfume.isNiche || isChosen) && (
          <p className="perfume-row__meta">
            {isChosen && <span className="badge badge--chosen">{chosenBadge}</span>}
            {perfume.isNiche && <span className="badge badge--niche">{rowNicheBadge}</span>}
            {identity !== '' && <span>{identity}</span>}
          </p>
        )}
        {accords.length > 0 && (
          <ul className="perfume-row__accords" aria-label={rowAccordsLabel}>
            {accords.map((accord) => (
              <li key={accord.key} className="perfume-row__accord">
                <AccordMark accord={accord} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="perfume-row__side">
        <FeedPrice priced={perfume} compact />
        {/* One button that changes its name, so keyboard focus stays on it after a tap. */}
        <button
          type="button"
          className={isChosen ? 'perfume-row__add perfume-row__add--chosen' : 'perfume-row__add'}
          aria-label={isChosen ? removeFromChosen : addToChosen}
          aria-describedby={titleId}
          onClick={() => (isChosen ? onRemove(perfume) : onAdd(perfume))}
        >
          <span aria-hidden="true">{isChosen ? '✓' : '+'}</span>
        </button>
      </div>
      {/* The same advertising-marked shop link as the recommendation cards (UX walk 66). */}
      <FeedShopLink priced={perfume} describedBy={titleId} />
    </article>
  );
}
