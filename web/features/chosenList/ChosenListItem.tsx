import { useId } from 'react';
import { Link } from 'react-router-dom';
import { perfumePath } from '../../../api/contract/perfume';
import { PerfumeVisual } from '../perfume/PerfumeVisual';
import type { ChosenPerfume } from '../../data/chosenListRepo';
import { familyLabel, isCustomPerfume } from './customPerfume';
import { chosenListCopy } from '../../copy/chosenList';

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
      {/* A perfume added from a photo without a catalog match has no page. */}
      {!isCustomPerfume(perfume) && (
        <Link to={perfumePath(perfume.id)} className="chosen-item__open" aria-describedby={nameId}>
          {chosenListCopy.details}
        </Link>
      )}
      <button
        type="button"
        className="chosen-item__remove"
        aria-label={chosenListCopy.remove}
        aria-describedby={nameId}
        onClick={() => onRemove(item)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
