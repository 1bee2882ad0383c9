// The person's own perfumes to judge a photo's finds against: their collections (accords
// from the offline catalog index) and "Deine Auswahl" (which carries its perfumes whole),
// each perfume once, collections first so "Du hast schon …" names an owned one first.
// Everything is on the device, so it answers without a connection.
import { useMemo } from 'react';
import type { OwnedScent } from '../../../api/contract/similarOwned';
import { useChosenList } from '../chosenList/useChosenList';
import { useOwnedScents } from '../collections/useOwnedScents';

export function useMyScents(): OwnedScent[] {
  const { items } = useChosenList();
  const { owned } = useOwnedScents();
  return useMemo(() => {
    const listed = items.map(({ perfume }) => ({
      perfumeId: perfume.id,
      name: perfume.name,
      accords: perfume.accords,
    }));
    const seen = new Set<string>();
    return [...owned, ...listed].filter((scent) => {
      if (scent.accords.length === 0 || seen.has(scent.perfumeId)) return false;
      seen.add(scent.perfumeId);
      return true;
    });
  }, [items, owned]);
}
