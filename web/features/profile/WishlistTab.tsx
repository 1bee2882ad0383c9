import { useMemo } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { moveWishlistItemToCollection } from '../../data/collectionActions';
import { addToWishlist, removeFromWishlist } from '../../data/listActions';
import type { LocalWishlistItem } from '../../data/records';
import { useWishlist } from '../../data/useUserData';
import { useToast } from '../../ui/toast/toastStore';
import { CheaperAlternativeNote } from '../analysis/CheaperAlternativeNote';
import { SimilarOwnedNote } from '../collections/SimilarOwnedNote';
import { PriceAndShop } from '../perfume/FeedPrice';
import { addFeedback, moveFeedback, removeFeedback } from './actionFeedback';
import { fromListItem } from './cardPerfume';
import { ItemCard, RemoveButton } from './ItemCard';
import { PerfumePicker } from './PerfumePicker';
import { profileCopy } from '../../copy/profile';

/**
 * Before the shop link: whether the person already owns something that smells alike; after
 * it, a cheaper well-known alternative when the feed has one.
 */
function WishPrice({ item }: { item: LocalWishlistItem }) {
  return (
    <>
      <SimilarOwnedNote perfumeId={item.perfume_id} />
      <PriceAndShop priced={item} />
      <CheaperAlternativeNote perfumeId={item.perfume_id} priceCents={item.priceCents} />
    </>
  );
}

/** Spec 001 §2 "Wunschliste": search and add, cards with removal and "In die Sammlung". */
export function WishlistTab({ collectionId }: { collectionId: string }) {
  const wishlist = useWishlist(collectionId);
  const { show } = useToast();
  const presentIds = useMemo(
    () => new Set((wishlist ?? []).flatMap((item) => (item.perfume_id ? [item.perfume_id] : []))),
    [wishlist],
  );

  const add = async (perfume: Perfume) => {
    show(addFeedback(await addToWishlist(collectionId, { perfume }), 'wishlist', perfume.name));
  };
  const move = async (item: LocalWishlistItem) => {
    show(moveFeedback(await moveWishlistItemToCollection(item.id), item.name));
  };
  const remove = async (item: LocalWishlistItem) => {
    const feedback = removeFeedback(await removeFromWishlist(item.id), 'wishlist');
    if (feedback) show(feedback);
  };

  return (
    <>
      <PerfumePicker
        label={profileCopy.wishlist.pickerLabel}
        presentIds={presentIds}
        warnSimilarOwned
        onPick={(perfume) => void add(perfume)}
      />
      {wishlist === undefined ? (
        <p role="status">{profileCopy.wishlist.loading}</p>
      ) : wishlist.length === 0 ? (
        <p className="profile-empty">{profileCopy.wishlist.empty}</p>
      ) : (
        <ul className="item-grid" aria-label={profileCopy.wishlist.listLabel}>
          {wishlist.map((item) => (
            <li key={item.id}>
              <ItemCard perfume={fromListItem(item)} footer={<WishPrice item={item} />}>
                <button
                  type="button"
                  className="button button--primary"
                  aria-label={profileCopy.wishlist.moveLabel(item.name)}
                  onClick={() => void move(item)}
                >
                  {profileCopy.wishlist.move}
                </button>
                <RemoveButton name={item.name} onRemove={() => void remove(item)} />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
