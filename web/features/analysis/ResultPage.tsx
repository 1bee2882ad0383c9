import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import { useChosenList } from '../chosenList/useChosenList';
import { ShareListButton } from '../chosenList/ShareListButton';
import { SharedListOffer } from '../chosenList/SharedListOffer';
import { StepNav } from '../chosenList/StepNav';
import {
  chosenCountLabel,
  LIST_PATH,
  RESULT_PATH,
  type ResultArrival,
} from '../chosenList/stepPaths';
import { ScentActionButtons, useScentHint } from './ScentActionButtons';
import { AudienceControls } from './AudienceControls';
import { ScentPanels } from './ScentPanels';
import { useScentStore } from './scentStore';
import { useScentActions } from './useScentActions';
import './analysis.css';
import { analysisCopy } from '../../copy/analysis';

/**
 * Step three, "Ergebnis": the Duft-DNA and the recommendations of the chosen list, at their
 * own address. Arriving from "Duft-DNA ansehen" starts the analysis when none is shown yet.
 */
export function ResultPage() {
  const { items, isLoading } = useChosenList();
  const perfumes = useMemo(() => items.map((item) => item.perfume), [items]);
  const hint = useScentHint(perfumes.length);
  const location = useLocation();
  const { analyse } = useScentActions();
  const started = useRef(false);
  const arrival = (location.state ?? {}) as ResultArrival;

  useEffect(() => {
    if (started.current || isLoading || !arrival.analyse) return;
    started.current = true;
    const { analysis, analysisLoading } = useScentStore.getState();
    if (!analysis && !analysisLoading && perfumes.length >= ANALYSIS_MIN_PERFUMES) {
      void analyse(perfumes);
    }
  }, [analyse, arrival.analyse, isLoading, perfumes]);

  return (
    <div className="step-page">
      <StepNav current={RESULT_PATH} />
      <SharedListOffer />
      <div className="result-page__intro">
        <h1 className="result-page__title">{analysisCopy.page.title}</h1>
        {!isLoading && items.length > 0 && (
          <p className="result-page__count">
            {chosenCountLabel(items.length)} –{' '}
            <Link to={LIST_PATH}>{analysisCopy.page.viewList}</Link>
          </p>
        )}
      </div>
      {!isLoading && items.length === 0 ? (
        <div className="notice">
          <p className="notice__title">{analysisCopy.page.emptyTitle}</p>
          <p>
            <Link to="/">{analysisCopy.page.emptySearchLink}</Link>
            {analysisCopy.page.emptyAfterLink}
          </p>
        </div>
      ) : (
        <>
          <div className="result-page__actions">
            <ScentActionButtons perfumes={perfumes} hintId="result-scent-hint" />
            <ShareListButton perfumes={perfumes} />
            <p id="result-scent-hint" className="action-bar__hint">
              {hint}
            </p>
          </div>
          <AudienceControls perfumes={perfumes} />
          <ScentPanels />
        </>
      )}
    </div>
  );
}
