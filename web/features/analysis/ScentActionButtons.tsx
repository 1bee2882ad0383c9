import { ANALYSIS_MIN_PERFUMES } from '../../../api/contract/analysis';
import type { Perfume } from '../../../api/contract/perfume';
import { useLocation, useNavigate } from 'react-router-dom';
import { RESULT_PATH } from '../chosenList/stepPaths';
import { useOnline } from '../syncStatus/useOnline';
import { useAnalysisLoading, useRecommendationsLoading } from './scentStore';
import { useScentActions } from './useScentActions';
import { analysisCopy } from '../../copy/analysis';

/** Offline both buttons wait (UX walk #58: they failed with a red toast). */
export const SCENT_OFFLINE_HINT = analysisCopy.actions.offline;

export function scentHint(count: number, online = true): string {
  if (count === 0) return '';
  if (!online) return SCENT_OFFLINE_HINT;
  if (count < ANALYSIS_MIN_PERFUMES) {
    return analysisCopy.actions.needsTwo;
  }
  return analysisCopy.actions.noAccountNeeded;
}

/** The hint under the buttons, following the connection. */
export function useScentHint(count: number): string {
  return scentHint(count, useOnline());
}

type Props = { perfumes: readonly Perfume[]; hintId: string };

/**
 * "Duft-DNA analysieren" and "Empfehlungen erhalten". With one perfume the analysis button
 * stays usable: its hint names the minimum, and a click answers "Nicht genügend Parfüms".
 * Pressed on the list step, they lead on to the result step, where the answer appears.
 */
export function ScentActionButtons({ perfumes, hintId }: Props) {
  const { analyse, recommend } = useScentActions();
  const analysing = useAnalysisLoading();
  const recommending = useRecommendationsLoading();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const online = useOnline();
  const toResult = () => {
    if (pathname !== RESULT_PATH) navigate(RESULT_PATH);
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--large"
        aria-disabled={analysing}
        aria-describedby={hintId}
        disabled={perfumes.length === 0 || !online}
        onClick={() => {
          if (analysing) return;
          void analyse(perfumes);
          if (perfumes.length >= ANALYSIS_MIN_PERFUMES) toResult();
        }}
      >
        {analysing && <span className="spinner spinner--small spinner--dark" aria-hidden="true" />}
        {analysisCopy.actions.analyse}
      </button>
      <button
        type="button"
        className="button button--secondary button--large"
        aria-disabled={recommending}
        aria-describedby={hintId}
        disabled={perfumes.length === 0 || !online}
        onClick={() => {
          if (recommending) return;
          void recommend(perfumes);
          toResult();
        }}
      >
        {recommending && (
          <span className="spinner spinner--small spinner--dark" aria-hidden="true" />
        )}
        {analysisCopy.actions.recommend}
      </button>
    </>
  );
}
