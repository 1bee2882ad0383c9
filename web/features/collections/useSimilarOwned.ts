// "Du hast schon etwas Ähnliches": is this catalog perfume very close to one in any of the
// person's collections? Answered on the device from the offline catalog index (accords) and
// the device copy of the collections, so it works without a connection too.
import { useMemo } from 'react';
import { similarOwned, type SimilarOwned } from '../../../api/contract/similarOwned';
import { useOwnedScents } from './useOwnedScents';

export function useSimilarOwned(perfumeId: string | null): SimilarOwned | null {
  const { owned, accords } = useOwnedScents(perfumeId ? [perfumeId] : []);
  return useMemo(() => {
    if (!perfumeId || !accords?.[perfumeId] || owned.length === 0) return null;
    return similarOwned({ perfumeId, accords: accords[perfumeId] }, owned);
  }, [perfumeId, accords, owned]);
}
