import { perfumeCount } from './saveRules';

type Props = {
  collectionName: string;
  added: number;
  skipped: number;
  tempEmail: string | null;
  onDone: () => void;
};

/** The success notice after a save; honest about what happens next (analysis comes later). */
export function SaveResult({ collectionName, added, skipped, tempEmail, onDone }: Props) {
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
      {tempEmail && (
        <p className="save-result__note">
          Bestätige deine E-Mail ({tempEmail}) und melde dich an – dann ziehen deine Düfte in dein
          Konto um. Die Analyse deiner Duft-DNA folgt mit einem der nächsten Updates.
        </p>
      )}
      <button type="button" className="button button--primary" onClick={onDone} data-autofocus="">
        Weiter
      </button>
    </div>
  );
}
