import { useEffect, useId, useRef } from 'react';
import type { PhotoHint } from './photoQuality';
import { photoCopy } from '../../copy/photo';

type Props = {
  hints: PhotoHint[];
  /** Before the upload: the photo is held back until the visitor decides. */
  onSendAnyway?: () => void;
  onRetake?: () => void;
};

/** What could be better about the photo, in German, with the choice to send it anyway. */
export function PhotoHints({ hints, onSendAnyway, onRetake }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLParagraphElement>(null);
  const asking = Boolean(onSendAnyway);

  // Before the upload the choice replaces the upload buttons: focus follows it.
  useEffect(() => {
    if (asking) heading.current?.focus();
  }, [asking]);

  return (
    <section className="photo-hints" aria-labelledby={headingId}>
      <p id={headingId} ref={heading} tabIndex={-1} className="photo-hints__title">
        {asking ? photoCopy.hints.before : photoCopy.hints.after}
      </p>
      <ul className="photo-hints__list">
        {hints.map((hint) => (
          <li key={hint.kind}>{hint.text}</li>
        ))}
      </ul>
      {asking && (
        <div className="photo-hints__actions">
          <button type="button" className="button button--primary" onClick={onRetake}>
            {photoCopy.otherPhoto}
          </button>
          <button type="button" className="button button--ghost" onClick={onSendAnyway}>
            {photoCopy.hints.sendAnyway}
          </button>
        </div>
      )}
    </section>
  );
}
