import { perfumeCount } from './saveRules';

type Props = {
  collectionName: string;
  added: number;
  skipped: number;
  tempEmail: string | null;
  /** Saved on this device only for now; the sync engine sends it once online. */
  offline: boolean;
  onDone: () => void;
};

/** The success notice after a save; honest about what happens next. */
export function SaveResult({ collectionName, added, skipped, tempEmail, offline, onDone }: Props) {
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
          Bestätige deine E-Mail ({tempEmail}) und melde dich an – dann ziehen deine Düfte in dein
          Konto um, und du kannst deine Sammlung im Profil analysieren.
        </p>
      )}
      <button type="button" className="button button--primary" onClick={onDone} data-autofocus="">
        Weiter
      </button>
    </div>
  );
}
