import { useCallback, useId, useRef, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { openAuthDialog } from '../auth/authDialogStore';
import { useAuth } from '../auth/useAuth';
import { CollectionSelector } from '../collections/CollectionSelector';

function hintText(count: number, signedIn: boolean, tempEmail: string | null): string {
  if (count === 0) return 'Füge Düfte hinzu, die du magst. Deine Auswahl bleibt auf diesem Gerät.';
  if (signedIn)
    return 'Wähle eine Sammlung für deine Auswahl. Die Duft-DNA-Analyse folgt in Kürze.';
  if (tempEmail) {
    return `Du speicherst vorläufig für ${tempEmail}, bis deine E-Mail bestätigt ist. Die Duft-DNA-Analyse folgt in Kürze.`;
  }
  return 'Zum Speichern brauchst du ein kostenloses Konto. Die Duft-DNA-Analyse folgt in Kürze.';
}

/**
 * "Speichern & analysieren": signed out it opens the sign-up dialog, otherwise the collection
 * selector. The analysis arrives in a later release, which the hint says openly.
 */
export function AnalyseActionBar({ perfumes }: { perfumes: readonly Perfume[] }) {
  const { user, isTemporaryUser, tempUserEmail } = useAuth();
  const [selectorOpen, setSelectorOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  const closeSelector = useCallback(() => {
    setSelectorOpen(false);
    // The selector leaves the DOM, so focus is given back to the button that opened it.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <div className="action-bar">
      <button
        ref={buttonRef}
        type="button"
        className="button button--primary button--large"
        disabled={perfumes.length === 0}
        aria-describedby={hintId}
        onClick={() => {
          if (user || isTemporaryUser) setSelectorOpen(true);
          else openAuthDialog('signup');
        }}
      >
        Speichern &amp; analysieren
      </button>
      <p id={hintId} className="action-bar__hint">
        {hintText(perfumes.length, user !== null, isTemporaryUser ? tempUserEmail : null)}
      </p>
      {selectorOpen && <CollectionSelector open perfumes={perfumes} onClose={closeSelector} />}
    </div>
  );
}
