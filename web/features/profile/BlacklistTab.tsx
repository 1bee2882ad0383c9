import { useId, useMemo, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { addToBlacklist, removeFromBlacklist } from '../../data/listActions';
import { useBlacklist } from '../../data/useUserData';
import { useToast } from '../../ui/toast/toastStore';
import { addFeedback, removeFeedback } from './actionFeedback';
import { fromListItem, matchesFilter } from './cardPerfume';
import { ItemCard, RemoveButton } from './ItemCard';
import { PerfumePicker } from './PerfumePicker';
import { profileCopy } from '../../copy/profile';

/** Spec 001 §2 "Blacklist": search and add, a local filter (§5), cards with removal. */
export function BlacklistTab({ collectionId }: { collectionId: string }) {
  const blacklist = useBlacklist(collectionId);
  const { show } = useToast();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const presentIds = useMemo(
    () => new Set((blacklist ?? []).flatMap((item) => (item.perfume_id ? [item.perfume_id] : []))),
    [blacklist],
  );
  const shown = (blacklist ?? []).filter((item) => matchesFilter(item, filter));

  const add = async (perfume: Perfume) => {
    show(addFeedback(await addToBlacklist(collectionId, { perfume }), 'blacklist', perfume.name));
  };
  const remove = async (itemId: string) => {
    const feedback = removeFeedback(await removeFromBlacklist(itemId), 'blacklist');
    if (feedback) show(feedback);
  };

  return (
    <>
      <p className="profile-toolbar__hint">{profileCopy.blacklist.hint}</p>
      <PerfumePicker
        label={profileCopy.blacklist.pickerLabel}
        presentIds={presentIds}
        onPick={(perfume) => void add(perfume)}
      />
      {blacklist === undefined ? (
        <p role="status">{profileCopy.blacklist.loading}</p>
      ) : blacklist.length === 0 ? (
        <p className="profile-empty">{profileCopy.blacklist.empty}</p>
      ) : (
        <>
          <div className="profile-filter">
            <label htmlFor={filterId}>{profileCopy.blacklist.filterLabel}</label>
            <input
              id={filterId}
              type="search"
              placeholder={profileCopy.blacklist.filterPlaceholder}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          {shown.length === 0 ? (
            <p className="profile-empty" role="status">
              {profileCopy.blacklist.noMatch(filter.trim())}
            </p>
          ) : (
            <ul className="item-grid" aria-label={profileCopy.blacklist.listLabel}>
              {shown.map((item) => (
                <li key={item.id}>
                  <ItemCard perfume={fromListItem(item)}>
                    <RemoveButton name={item.name} onRemove={() => void remove(item.id)} />
                  </ItemCard>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
