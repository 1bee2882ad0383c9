import { useId } from 'react';
import { PerfumeVisual } from '../perfume/PerfumeVisual';
import type { ChosenPerfume } from '../../data/chosenListRepo';
import { familyLabel } from './customPerfume';

type ChosenListItemProps = {
  item: ChosenPerfume;
  onRemove: (item: ChosenPerfume) => void;
};

export function ChosenListItem({ item, onRemove }: ChosenListItemProps) {
  const nameId = useId();
  const { perfume } = item;
  const details = [perfume.brand, familyLabel(perfume.fragranceFamily), perfume.year].filter(
    (part) => part !== null,
  );

  return (
    <li className="chosen-item">
      <div className="chosen-item__visual">
        <PerfumeVisual perfume={perfume} />
      </div>
      <div className="chosen-item__text">
        <p id={nameId} className="chosen-item__name">
          {perfume.name}
        </p>
        <p className="chosen-item__details">{details.join(' · ')}</p>
      </div>
      <button
        type="button"
        className="button button--ghost chosen-item__remove"
        aria-describedby={nameId}
        onClick={() => onRemove(item)}
      >
        Entfernen
      </button>
    </li>
  );
}
