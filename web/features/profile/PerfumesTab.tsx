import { useMemo } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { addPerfumesToCollection, deleteCollectionItem } from '../../data/collectionActions';
import { useCollectionItems } from '../../data/useUserData';
import { useToast } from '../../ui/toast/toastStore';
import { addFeedback, removeFeedback } from './actionFeedback';
import { fromCollectionItem } from './cardPerfume';
import { CollectionAnalysis } from './CollectionAnalysis';
import { ItemCard, RemoveButton } from './ItemCard';
import { PerfumePicker } from './PerfumePicker';
import { profileCopy } from '../../copy/profile';

/** Spec 001 §2 "Parfüms": search and add, the item grid with removal, then the analysis. */
export function PerfumesTab({
  collectionId,
  onArrivalAnalyse,
}: {
  collectionId: string;
  onArrivalAnalyse?: () => void;
}) {
  const items = useCollectionItems(collectionId);
  const { show } = useToast();
  const presentIds = useMemo(
    () => new Set((items ?? []).flatMap((item) => (item.perfume_id ? [item.perfume_id] : []))),
    [items],
  );

  const add = async (perfume: Perfume) => {
    const outcome = await addPerfumesToCollection(collectionId, [perfume]);
    show(addFeedback(outcome, 'collection', perfume.name));
  };

  const remove = async (itemId: string) => {
    const feedback = removeFeedback(await deleteCollectionItem(itemId), 'collection');
    if (feedback) show(feedback);
  };

  return (
    <>
      <PerfumePicker
        label={profileCopy.perfumes.pickerLabel}
        presentIds={presentIds}
        onPick={(perfume) => void add(perfume)}
      />
      {items === undefined ? (
        <p role="status">{profileCopy.perfumes.loading}</p>
      ) : items.length === 0 ? (
        <p className="profile-empty">{profileCopy.perfumes.empty}</p>
      ) : (
        <ul className="item-grid" aria-label={profileCopy.perfumes.listLabel}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard perfume={fromCollectionItem(item)}>
                <RemoveButton name={item.name} onRemove={() => void remove(item.id)} />
              </ItemCard>
            </li>
          ))}
        </ul>
      )}
      {items && (
        <CollectionAnalysis
          collectionId={collectionId}
          items={items}
          onArrivalAnalyse={onArrivalAnalyse}
        />
      )}
    </>
  );
}
