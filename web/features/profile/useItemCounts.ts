import { useLiveQuery } from 'dexie-react-hooks';
import { listCollectionItems } from '../../data/queries';

/** Live item count per collection id, for the sidebar's badges. */
export function useItemCounts(collectionIds: readonly string[]): ReadonlyMap<string, number> {
  const key = collectionIds.join(',');
  const counts = useLiveQuery(async () => {
    const ids = key === '' ? [] : key.split(',');
    const entries = await Promise.all(
      ids.map(async (id) => [id, (await listCollectionItems(id)).length] as const),
    );
    return new Map(entries);
  }, [key]);
  return counts ?? new Map();
}
