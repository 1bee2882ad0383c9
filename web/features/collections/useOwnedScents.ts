// The perfumes in the person's collections with their strongest accords, read from the
// offline catalog index on the device (so it answers without a connection too). Null until
// the index answered, and when the device holds no index (first visit offline).
import { useEffect, useMemo, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import type { OwnedScent } from '../../../api/contract/similarOwned';
import { useAllCollectionItems } from '../../data/useUserData';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';
import { useOfflineCatalogStatus } from '../offlineCatalog/offlineCatalogStatus';

type AccordsById = Record<string, Perfume['accords']>;

/**
 * `extraIds` are looked up in the same request (a card's own perfume), so one answer
 * carries everything the caller compares; with no collection items nothing is asked.
 */
export function useOwnedScents(extraIds: readonly string[] = []): {
  owned: OwnedScent[];
  accords: AccordsById | null;
} {
  const items = useAllCollectionItems();
  const named = useMemo(
    () =>
      (items ?? []).flatMap((item) =>
        item.perfume_id ? [{ perfumeId: item.perfume_id, name: item.name }] : [],
      ),
    [items],
  );
  const [accords, setAccords] = useState<AccordsById | null>(null);
  // Asked again once the index is loaded: a question asked while it was still being read
  // from the device (or downloaded) was answered with nothing.
  const indexReady = useOfflineCatalogStatus().kind === 'ready';
  // Nothing owned, nothing to compare: no request (the worker may not even be needed).
  const idsKey =
    named.length === 0 ? '' : [...extraIds, ...named.map((scent) => scent.perfumeId)].join(' ');

  useEffect(() => {
    if (idsKey === '') return;
    let active = true;
    // Without an index on the device there is simply nothing to compare.
    offlineCatalog.accordsOf(idsKey.split(' ')).then(
      (found) => active && setAccords(found),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [idsKey, indexReady]);

  const owned = useMemo(
    () =>
      named.flatMap((scent) =>
        accords?.[scent.perfumeId] ? [{ ...scent, accords: accords[scent.perfumeId]! }] : [],
      ),
    [named, accords],
  );
  return { owned, accords };
}
