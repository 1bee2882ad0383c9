import type { ListName } from '../profile/actionFeedback';
import { openAuthDialog } from '../auth/authDialogStore';
import {
  saveGroupLabel,
  saveNeedsAccount,
  saveToBlacklist,
  saveToCollection,
  saveToWishlist,
} from '../../copy/perfumePage';

const TARGETS: readonly { list: ListName; label: string }[] = [
  { list: 'collection', label: saveToCollection },
  { list: 'wishlist', label: saveToWishlist },
  { list: 'blacklist', label: saveToBlacklist },
];

type Props = {
  onSave: (list: ListName) => void;
  /** Signed in but no collection to save into yet. */
  disabled?: boolean;
};

/** The three save buttons of a perfume's page (collection, wishlist, blacklist). */
export function PerfumeSaveButtons({ onSave, disabled = false }: Props) {
  return (
    <div className="perfume-save__buttons">
      {TARGETS.map((target) => (
        <button
          key={target.list}
          type="button"
          className="button button--ghost"
          aria-disabled={disabled}
          onClick={() => onSave(target.list)}
        >
          {target.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Signed out, the buttons offer the free account. Rendered with the page: it needs none of
 * the device database's code, so a first visit loads none (issue 26, Lighthouse).
 */
export function SignedOutSaveActions() {
  return (
    <div className="perfume-save" role="group" aria-label={saveGroupLabel}>
      <PerfumeSaveButtons onSave={() => openAuthDialog('signup')} />
      <p className="perfume-page__hint">{saveNeedsAccount}</p>
    </div>
  );
}
