import { useId } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { formatPrice } from '../../../api/contract/price';
import { PerfumeArtwork } from './PerfumeArtwork';
import { notesSummary, topAccords } from './perfumeDisplay';
import './perfumeCard.css';

type PerfumeCardProps = {
  perfume: Perfume;
  isChosen: boolean;
  onAdd: (perfume: Perfume) => void;
  onRemove: (perfume: Perfume) => void;
};

export function PerfumeCard({ perfume, isChosen, onAdd, onRemove }: PerfumeCardProps) {
  const titleId = useId();
  const brandId = useId();
  const accords = topAccords(perfume);
  const notes = notesSummary(perfume.notes);

  return (
    <article className="perfume-card" aria-labelledby={`${titleId} ${brandId}`}>
      <PerfumeArtwork perfume={perfume} />
      <div className="perfume-card__body">
        {(isChosen || perfume.isNiche || perfume.year !== null) && (
          <div className="perfume-card__meta">
            {isChosen && <span className="badge badge--chosen">✓ In deiner Auswahl</span>}
            {perfume.isNiche && <span className="badge badge--niche">Nischenduft</span>}
            {perfume.year !== null && (
              <span className="perfume-card__year">
                <span className="visually-hidden">Erscheinungsjahr </span>
                {perfume.year}
              </span>
            )}
          </div>
        )}
        <h3 id={titleId} className="perfume-card__name">
          {perfume.name}
        </h3>
        <p id={brandId} className="perfume-card__brand">
          {perfume.brand}
        </p>
        {perfume.fragranceFamily && (
          <p className="perfume-card__family">{perfume.fragranceFamily}</p>
        )}

        {accords.length > 0 && (
          <ul className="accord-chips" aria-label="Hauptakkorde">
            {accords.map((accord) => (
              <li key={accord.key} className="accord-chip">
                <span
                  className="accord-chip__dot"
                  style={{ background: accord.color }}
                  aria-hidden="true"
                />
                {accord.name}
              </li>
            ))}
          </ul>
        )}

        {notes.shown.length > 0 && (
          <p className="perfume-card__notes">
            <span className="perfume-card__label">Noten: </span>
            {notes.shown.join(', ')}
            {notes.hidden > 0 && (
              <span className="perfume-card__more">
                {' '}
                +{notes.hidden}
                <span className="visually-hidden"> weitere</span>
              </span>
            )}
          </p>
        )}

        <div className="perfume-card__footer">
          <p className="perfume-card__price">{formatPrice(perfume.priceCents, perfume.currency)}</p>
          {/* One button that changes its label, so keyboard focus stays on it after a click. */}
          <button
            type="button"
            className={isChosen ? 'button button--secondary' : 'button button--primary'}
            aria-describedby={titleId}
            onClick={() => (isChosen ? onRemove(perfume) : onAdd(perfume))}
          >
            {isChosen ? 'Entfernen' : 'Zur Liste hinzufügen'}
          </button>
        </div>
      </div>
    </article>
  );
}
