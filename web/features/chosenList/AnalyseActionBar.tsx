import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { ScentActionButtons, useScentHint } from '../analysis/ScentActionButtons';
import { rememberSaveIntent } from '../account/pendingIntent';
import { openAuthDialog } from '../auth/authDialogStore';
import { useAuth } from '../auth/useAuth';
import { chosenListCopy } from '../../copy/chosenList';

// Choosing a collection needs the device database and the sync: loaded when opened.
const CollectionSelector = lazy(() =>
  import('../collections/CollectionSelector').then((m) => ({ default: m.CollectionSelector })),
);

function hintText(count: number, signedIn: boolean, tempEmail: string | null): string {
  if (count === 0) return chosenListCopy.saveBar.empty;
  if (signedIn) return chosenListCopy.saveBar.chooseCollection;
  if (tempEmail) return chosenListCopy.saveBar.temporary(tempEmail);
  return chosenListCopy.saveBar.needsAccount;
}

/**
 * "Speichern & analysieren": signed out it opens the sign-up dialog, which also offers
 * "Nur analysieren"; otherwise the collection selector.
 * "Duft-DNA analysieren" and "Empfehlungen erhalten" work without an account.
 */
export function AnalyseActionBar({ perfumes }: { perfumes: readonly Perfume[] }) {
  const { user, isTemporaryUser, tempUserEmail } = useAuth();
  const [selectorOpen, setSelectorOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const scentHintId = useId();
  const scentHint = useScentHint(perfumes.length);

  const closeSelector = useCallback(() => {
    setSelectorOpen(false);
    // The selector leaves the DOM, so focus is given back to the button that opened it.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <div className="action-bar">
      <div className="action-bar__buttons">
        <button
          ref={buttonRef}
          type="button"
          className="button button--primary button--large"
          disabled={perfumes.length === 0}
          aria-describedby={hintId}
          onClick={() => {
            if (user || isTemporaryUser) setSelectorOpen(true);
            else {
              // Kept on the device: after sign-up, confirmation or sign-in the save goes on.
              rememberSaveIntent();
              openAuthDialog('signup', { offerAnalyseOnly: true });
            }
          }}
        >
          {chosenListCopy.saveBar.saveAndAnalyse}
        </button>
        <ScentActionButtons perfumes={perfumes} hintId={scentHintId} />
      </div>
      <div className="action-bar__hints">
        <p id={hintId} className="action-bar__hint">
          {hintText(perfumes.length, user !== null, isTemporaryUser ? tempUserEmail : null)}
        </p>
        <p id={scentHintId} className="action-bar__hint">
          {scentHint}
        </p>
      </div>
      {selectorOpen && (
        <Suspense fallback={null}>
          <CollectionSelector open perfumes={perfumes} onClose={closeSelector} />
        </Suspense>
      )}
    </div>
  );
}
