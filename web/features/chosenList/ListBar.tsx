import { Link } from 'react-router-dom';
import { useChosenList } from './useChosenList';
import { chosenCountLabel, LIST_PATH, RESULT_PATH, type ResultArrival } from './stepPaths';
import './listBar.css';
import { chosenListShellCopy } from '../../copy/chosenListShell';

const ANALYSE_ON_ARRIVAL: ResultArrival = { analyse: true };

/**
 * After the first add, a bar at the bottom of the screen: how many perfumes are chosen (opens
 * the list) and "Duft-DNA ansehen" (opens the result). It sticks to the screen's bottom edge
 * while the page scrolls and rests above the footer at the end.
 */
export function ListBar() {
  const { items } = useChosenList();
  if (items.length === 0) return null;

  return (
    <aside className="list-bar" aria-label={chosenListShellCopy.bar.label}>
      <Link to={LIST_PATH} className="list-bar__count">
        <span className="list-bar__number" aria-hidden="true">
          {items.length}
        </span>
        <span>{chosenCountLabel(items.length)}</span>
      </Link>
      <Link
        to={RESULT_PATH}
        state={ANALYSE_ON_ARRIVAL}
        className="button button--primary list-bar__action"
      >
        {chosenListShellCopy.bar.analyse}
      </Link>
    </aside>
  );
}
