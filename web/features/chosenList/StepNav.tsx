import { Link } from 'react-router-dom';
import { LIST_PATH, RESULT_PATH } from './stepPaths';
import './stepNav.css';
import { chosenListCopy } from '../../copy/chosenList';

const steps = [
  { path: '/', label: chosenListCopy.steps.search },
  { path: LIST_PATH, label: chosenListCopy.steps.list },
  { path: RESULT_PATH, label: chosenListCopy.steps.result },
] as const;

/** Suchen → Auswahl → Ergebnis, with the current step marked. */
export function StepNav({ current }: { current: (typeof steps)[number]['path'] }) {
  return (
    <nav className="step-nav" aria-label={chosenListCopy.steps.label}>
      <ol>
        {steps.map((step, index) => (
          <li key={step.path}>
            {step.path === current ? (
              <span className="step-nav__current" aria-current="step">
                {index + 1}. {step.label}
              </span>
            ) : (
              <Link to={step.path}>
                {index + 1}. {step.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
