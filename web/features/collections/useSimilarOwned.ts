// "Du hast schon etwas Ähnliches": is this catalog perfume very close to one in any of the
// person's collections? Answered on the device from the offline catalog index (accords) and
// the device copy of the collections, so it works without a connection too.
import { useEffect, useMemo, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { similarOwned, type SimilarOwned } from '../../../api/contract/similarOwned';
import { useAllCollectionItems } from '../../data/useUserData';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';

type AccordsById = Record<string, Perfume['accords']>;

export function useSimilarOwned(perfumeId: string | null): SimilarOwned | null {
  const items = useAllCollectionItems();
  const owned = useMemo(
    () =>
      (items ?? []).flatMap((item) =>
        item.perfume_id ? [{ perfumeId: item.perfume_id, name: item.name }] : [],
      ),
    [items],
  );
  const [accords, setAccords] = useState<AccordsById | null>(null);
  const key = perfumeId && owned.length > 0 ? [perfumeId, ...owned.map((o) => o.perfumeId)] : [];
  const idsKey = key.join(' ');

  useEffect(() => {
    if (idsKey === '') return;
    let active = true;
    // Without an index on the device (first visit offline) there is simply no hint.
    offlineCatalog.accordsOf(idsKey.split(' ')).then(
      (found) => active && setAccords(found),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [idsKey]);

  return useMemo(() => {
    if (!perfumeId || !accords?.[perfumeId]) return null;
    return similarOwned(
      { perfumeId, accords: accords[perfumeId] },
      owned.flatMap((scent) =>
        accords[scent.perfumeId] ? [{ ...scent, accords: accords[scent.perfumeId]! }] : [],
      ),
    );
  }, [perfumeId, accords, owned]);
}
