import { memo, useId, useState } from 'react';
import type { LocalCollection } from '../../data/records';
import { syncBeforeServerRead } from '../../sync/appSync';
import { useBlacklist, useCollectionItems, useWishlist } from '../../data/useUserData';
import { BlacklistTab } from './BlacklistTab';
import { OwnCollectionActions } from './CollectionManagement';
import { CollectionTabs } from './CollectionTabs';
import { DislikedNotes } from './DislikedNotes';
import { PerfumesTab } from './PerfumesTab';
import type { ProfileTab } from './profileView';
import { RecommendationsTab } from './RecommendationsTab';
import { WishlistTab } from './WishlistTab';

/**
 * One collection: its name and the four tabs. Memoised: when the stored session is confirmed
 * after the page showed the device's copy, the profile re-renders, and this part (the item
 * grid, the picker, the analysis) would otherwise render again unchanged in one long task.
 */
export const CollectionWorkspace = memo(function CollectionWorkspace({
  collection,
  onArrivalAnalyse,
}: {
  collection: LocalCollection;
  /** Set when the page was opened to analyse this collection; called once that is handled. */
  onArrivalAnalyse?: () => void;
}) {
  const [tab, setTab] = useState<ProfileTab>('perfumes');
  const titleId = useId();
  const items = useCollectionItems(collection.id);
  const wishlist = useWishlist(collection.id);
  const blacklist = useBlacklist(collection.id);

  return (
    <section className="profile__collection" aria-labelledby={titleId}>
      <h1 id={titleId} className="profile__heading">
        {collection.name}
      </h1>
      <OwnCollectionActions collection={collection} />
      <CollectionTabs
        tab={tab}
        onChange={setTab}
        counts={{
          perfumes: items?.length,
          wishlist: wishlist?.length,
          blacklist: blacklist?.length,
        }}
      >
        {tab === 'perfumes' && (
          <PerfumesTab collectionId={collection.id} onArrivalAnalyse={onArrivalAnalyse} />
        )}
        {tab === 'recommendations' && (
          <RecommendationsTab collectionId={collection.id} beforeGenerate={syncBeforeServerRead} />
        )}
        {tab === 'wishlist' && <WishlistTab collectionId={collection.id} />}
        {tab === 'blacklist' && (
          <>
            <DislikedNotes collection={collection} />
            <BlacklistTab collectionId={collection.id} />
          </>
        )}
      </CollectionTabs>
    </section>
  );
});
