import { collectionsCopy } from '../../copy/collections';

const copy = collectionsCopy.result;

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
      <p className="save-result__title">{copy.title}</p>
      <p>{copy.summary(collectionName, added, skipped)}</p>
      {offline && <p className="save-result__note">{copy.offline}</p>}
      {tempEmail && <p className="save-result__note">{copy.temp(tempEmail)}</p>}
      <div className="save-result__actions">
        <button type="button" className="button button--primary" onClick={onDone} data-autofocus="">
          {toDna ? copy.toDna : copy.next}
        </button>
        {onOpenCollection && (
          <button type="button" className="button button--ghost" onClick={onOpenCollection}>
            {copy.openCollection}
          </button>
        )}
      </div>
    </div>
  );
}
