import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';
import { useChosenListActions } from '../chosenList/useChosenListActions';
import { DetectionCard } from './DetectionCard';
import { canAddChoices, chosenPerfumes, initialChoices, withChoice } from './photoChoices';
import { unreadLabelsText } from './usePhotoAnalysis';
import { useMyScents } from './useMyScents';
import { photoCopy } from '../../copy/photo';

type PhotoResultsProps = {
  detections: DetectedPhotoPerfume[];
  /** Called after the chosen perfumes were added to "Deine Auswahl". */
  onAdded: () => void;
  onRetry: () => void;
  /** Label of the second button; a stored photo's result is dismissed instead of retried. */
  retryLabel?: string;
  /** Results that arrive in the background (a queued photo) must not steal the focus. */
  takeFocus?: boolean;
  /** Labels the server read text on but could not identify. */
  unreadLabels?: number;
  /** Switches to the text search ("Per Text suchen" next to the unread labels). */
  onSearchByText?: () => void;
};

/** The detected bottles with one choice each, and the button that adds the picks to the list. */
export function PhotoResults({
  detections,
  onAdded,
  onRetry,
  retryLabel = photoCopy.otherPhoto,
  takeFocus = true,
  unreadLabels = 0,
  onSearchByText,
}: PhotoResultsProps) {
  const headingId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { add } = useChosenListActions();
  const mine = useMyScents();
  const [choices, setChoices] = useState(() => initialChoices(detections));
  const [saving, setSaving] = useState(false);
  const canAdd = canAddChoices(choices) && !saving;

  // The results replace the upload control; move focus so keyboard users continue here.
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    setSaving(true);
    // One after another, so the list keeps the order of the photo.
    for (const perfume of chosenPerfumes(detections, choices)) await add(perfume);
    onAdded();
  };

  const count = detections.length;
  return (
    <form className="photo-results" aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="photo-results__title">
        {photoCopy.results.found(count)}
      </h3>
      {unreadLabels > 0 && (
        <p className="photo-results__unread">
          {unreadLabelsText(unreadLabels)}
          {onSearchByText && (
            <button type="button" className="button button--ghost" onClick={onSearchByText}>
              {photoCopy.results.searchByText}
            </button>
          )}
        </p>
      )}
      {mine.length === 0 && detections.some((detection) => detection.hasMatches) && (
        <p className="photo-results__fit-hint">{photoCopy.results.fitHint}</p>
      )}
      {detections.map((detection, index) => (
        <DetectionCard
          key={index}
          mine={mine}
          detection={detection}
          choice={choices[index] ?? ''}
          onChoose={(choice) => setChoices((current) => withChoice(current, index, choice))}
        />
      ))}
      <p id={hintId} className="photo-results__hint">
        {canAddChoices(choices) ? photoCopy.results.addHint : photoCopy.results.chooseHint}
      </p>
      <div className="photo-results__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!canAdd}
          aria-describedby={hintId}
        >
          {photoCopy.results.add}
        </button>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </form>
  );
}
