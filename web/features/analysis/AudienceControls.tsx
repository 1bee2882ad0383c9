import { useId } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import {
  BUDGET_STEPS_EUR,
  FOR_WHOM,
  OCCASIONS,
  type ForWhom,
  type ListLean,
  type OccasionFilter,
} from '../../../api/contract/recommendations';
import { occasionLabel } from './scentDisplay';
import { setRecommendationOptions, useRecommendationOptions, useScentStore } from './scentStore';
import { useScentActions } from './useScentActions';
import { analysisCopy } from '../../copy/analysis';

const FOR_WHOM_LABELS: Readonly<Record<ForWhom, string>> = {
  damen: analysisCopy.audience.damen,
  herren: analysisCopy.audience.herren,
  egal: analysisCopy.audience.egal,
};

/** The choice that matches the list's own lean: what the picks follow without a choice. */
const DEFAULT_FOR_LEAN: Readonly<Record<ListLean, ForWhom>> = {
  damen: 'damen',
  herren: 'herren',
  gemischt: 'egal',
};

const LEAN_NOTES: Readonly<Record<ListLean, string>> = {
  damen: analysisCopy.audience.leanDamen,
  herren: analysisCopy.audience.leanHerren,
  gemischt: analysisCopy.audience.leanMixed,
};

/**
 * "Für wen?" and "Anlass" above the recommendations. A change asks again at once when
 * recommendations are shown; otherwise it applies to the next "Empfehlungen erhalten".
 */
export function AudienceControls({ perfumes }: { perfumes: readonly Perfume[] }) {
  const { forWhom, occasion, audience, budgetCents } = useRecommendationOptions();
  const { recommend } = useScentActions();
  // "Budget" only where a shop feed prices what is shown: without prices it could not act.
  const hasFeed = useScentStore((state) =>
    [...state.recommendations, ...state.niche].some((card) => card.matched_perfume?.priceCents),
  );
  const occasionId = useId();
  const budgetId = useId();
  const noteId = useId();
  const checked = forWhom ?? (audience ? DEFAULT_FOR_LEAN[audience.listLean] : null);

  const apply = (options: {
    forWhom?: ForWhom;
    occasion?: OccasionFilter;
    budgetCents?: number | null;
  }) => {
    setRecommendationOptions(options);
    if (useScentStore.getState().summary && perfumes.length > 0) void recommend(perfumes);
  };

  return (
    <div className="audience-controls">
      <fieldset className="audience-controls__who" aria-describedby={noteId}>
        <legend>{analysisCopy.audience.forWhom}</legend>
        <div className="segmented">
          {FOR_WHOM.map((value) => (
            <label key={value} className="segmented__option">
              <input
                type="radio"
                name="fuer-wen"
                value={value}
                checked={checked === value}
                onChange={() => apply({ forWhom: value })}
              />
              <span>{FOR_WHOM_LABELS[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="audience-controls__occasion">
        <label htmlFor={occasionId}>{analysisCopy.audience.occasion}</label>
        <select
          id={occasionId}
          value={occasion}
          onChange={(event) => apply({ occasion: event.target.value as OccasionFilter })}
        >
          <option value="all">{analysisCopy.audience.allOccasions}</option>
          {OCCASIONS.map((value) => (
            <option key={value} value={value}>
              {occasionLabel(value)}
            </option>
          ))}
        </select>
      </p>
      {(hasFeed || budgetCents !== null) && (
        <p className="audience-controls__occasion">
          <label htmlFor={budgetId}>{analysisCopy.audience.budget}</label>
          <select
            id={budgetId}
            value={budgetCents ?? ''}
            onChange={(event) =>
              apply({ budgetCents: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{analysisCopy.audience.noBudget}</option>
            {BUDGET_STEPS_EUR.map((euros) => (
              <option key={euros} value={euros * 100}>
                bis {euros} €
              </option>
            ))}
          </select>
        </p>
      )}
      <p id={noteId} className="audience-controls__note">
        {audience ? LEAN_NOTES[audience.listLean] : analysisCopy.audience.noChoice}
      </p>
    </div>
  );
}
