import { Link } from 'react-router-dom';
import { ChosenList } from './ChosenList';
import { SharedListOffer } from './SharedListOffer';
import { StepNav } from './StepNav';
import { LIST_PATH } from './stepPaths';
import { chosenListCopy } from '../../copy/chosenList';

/** Step two, "Auswahl": the chosen list with its actions, at its own address. */
export function ListPage() {
  return (
    <div className="step-page">
      <StepNav current={LIST_PATH} />
      <SharedListOffer />
      <ChosenList />
      <p className="step-page__more">
        <Link to="/">{chosenListCopy.searchMore}</Link>
      </p>
    </div>
  );
}
