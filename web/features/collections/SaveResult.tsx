import { perfumeCount } from './saveRules';

type Props = {
  collectionName: string;
  added: number;
  skipped: number;
  tempEmail: string | null;
  /** Saved on this device only for now; the sync engine sends it once online. */
  offline: boolean;
  /** "Weiter" leads to the Duft-DNA of the saved list (two or more perfumes). */
  toDna: boolean;
  onDone: () => void;
  /** Signed in: the collection on the profile, as a second way on. */
  onOpenCollection: (() => void) | null;
};

/** The success notice after a save; honest about what happens next. */
export function SaveResult({
  collectionName,
  added,
  skipped,
  tempEmail,
  offline,
  toDna,
  onDone,
  onOpenCollection,
}: Props) {
  return (
    <div className="save-result" role="status">
      <span className="save-result__icon" aria-hidden="true">
        ✓
      </span>
      <p className="save-result__title">Gespeichert!</p>
      <p>
        {perfumeCount(added)} in „{collectionName}“ gespeichert
        {skipped > 0 ? `, ${perfumeCount(skipped)} war${skipped === 1 ? '' : 'en'} schon dort` : ''}
        .
      </p>
      {offline && (
        <p className="save-result__note">
          Du bist offline: Deine Düfte sind auf diesem Gerät gespeichert und werden synchronisiert,
          sobald du wieder online bist.
        </p>
      )}
      {tempEmail && (
        <p className="save-result__note">
          Bestätige deine E-Mail ({tempEmail}) – dann ziehen deine Düfte in dein Konto um. Bis dahin
          findest du sie in deinem Profil unter „Vorläufig gespeichert“.
        </p>
      )}
      <div className="save-result__actions">
        <button type="button" className="button button--primary" onClick={onDone} data-autofocus="">
          {toDna ? 'Weiter zur Duft-DNA' : 'Weiter'}
        </button>
        {onOpenCollection && (
          <button type="button" className="button button--ghost" onClick={onOpenCollection}>
            Sammlung im Profil ansehen
          </button>
        )}
      </div>
    </div>
  );
}
