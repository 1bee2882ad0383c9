import { useId, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { addPerfumesToCollection } from '../../data/collectionActions';
import { addToBlacklist, addToWishlist } from '../../data/listActions';
import { useToast } from '../../ui/toast/toastStore';
import { openAuthDialog } from '../auth/authDialogStore';
import { useAuth } from '../auth/useAuth';
import { useAccountCollections } from '../collections/useAccountCollections';
import { addFeedback, type ListName } from '../profile/actionFeedback';
import { PerfumeSaveButtons } from './PerfumeSaveButtons';
import {
  saveCollectionLabel,
  saveFailedDescription,
  saveFailedTitle,
  saveGroupLabel,
  saveNeedsAccount,
} from '../../copy/perfumePage';

/**
 * Saving a perfume from its page: into a collection, onto the wishlist or the blacklist of
 * the chosen collection (signed in, works offline through the sync's outbox). The page shows
 * `SignedOutSaveActions` instead while nobody is signed in; this one covers a sign-out too.
 */
export function PerfumeSaveActions({ perfume }: { perfume: Perfume }) {
  const { user } = useAuth();
  const { collections } = useAccountCollections(user !== null);
  const [chosen, setChosen] = useState<string | null>(null);
  const { show } = useToast();
  const selectId = useId();
  const collectionId = chosen ?? collections[0]?.id ?? null;

  const save = async (list: ListName) => {
    if (!user) {
      openAuthDialog('signup');
      return;
    }
    if (!collectionId) return;
    try {
      const outcome =
        list === 'collection'
          ? await addPerfumesToCollection(collectionId, [perfume])
          : list === 'wishlist'
            ? await addToWishlist(collectionId, { perfume })
            : await addToBlacklist(collectionId, { perfume });
      show(addFeedback(outcome, list, perfume.name));
    } catch {
      show({
        variant: 'destructive',
        title: saveFailedTitle,
        description: saveFailedDescription,
      });
    }
  };

  return (
    <div className="perfume-save" role="group" aria-label={saveGroupLabel}>
      {user && collections.length > 1 && (
        <p className="perfume-save__target">
          <label htmlFor={selectId}>{saveCollectionLabel}</label>
          <select
            id={selectId}
            value={collectionId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {collections.map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.name}
              </option>
            ))}
          </select>
        </p>
      )}
      <PerfumeSaveButtons
        onSave={(list) => void save(list)}
        disabled={user !== null && collectionId === null}
      />
      {!user && <p className="perfume-page__hint">{saveNeedsAccount}</p>}
    </div>
  );
}
