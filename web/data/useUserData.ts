// Live hooks over the device data for the UI: they re-render after every write, in this tab
// and in others (Dexie's cross-tab live queries). `undefined` means "IndexedDB has not
// answered yet", so pages can avoid flashing an empty state.
import { useLiveQuery } from 'dexie-react-hooks';
import { currentOwner } from './account';
import {
  listAllCollectionItems,
  listBlacklist,
  listCollectionItems,
  listCollections,
  listWishlist,
  pendingChanges,
  storedAnalysis,
  storedRecommendations,
} from './queries';

/** The user whose data the device holds: null for nobody, undefined until IndexedDB answered. */
export function useDeviceOwner() {
  return useLiveQuery(async () => (await currentOwner()) ?? null, []);
}

export function useCollections() {
  return useLiveQuery(() => listCollections(), []);
}

export function useCollectionItems(collectionId: string | null) {
  return useLiveQuery(
    () => (collectionId ? listCollectionItems(collectionId) : []),
    [collectionId],
  );
}

export function useAllCollectionItems() {
  return useLiveQuery(() => listAllCollectionItems(), []);
}

export function useWishlist(collectionId: string | null) {
  return useLiveQuery(() => (collectionId ? listWishlist(collectionId) : []), [collectionId]);
}

export function useBlacklist(collectionId: string | null) {
  return useLiveQuery(() => (collectionId ? listBlacklist(collectionId) : []), [collectionId]);
}

export function useStoredRecommendations(collectionId: string | null) {
  return useLiveQuery(
    () => (collectionId ? storedRecommendations(collectionId) : null),
    [collectionId],
  );
}

export function useStoredAnalysis(collectionId: string | null) {
  return useLiveQuery(() => (collectionId ? storedAnalysis(collectionId) : null), [collectionId]);
}

/** `{ count, rejected }`: the pending count for "n Änderungen werden synchronisiert". */
export function usePendingChanges() {
  return useLiveQuery(() => pendingChanges(), []);
}
