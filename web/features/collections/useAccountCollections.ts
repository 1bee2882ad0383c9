import { useEffect, useState } from 'react';
import type { CollectionSimple } from '../../../api/contract/collections';
import { useCollections } from '../../data/useUserData';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { useOnline } from '../syncStatus/useOnline';

export type AccountCollections = {
  status: 'idle' | 'loading' | 'ready';
  collections: CollectionSimple[];
};

/**
 * The signed-in user's collections for the selector: the device's copy (live, works offline).
 * Only when the device holds none yet (first sign-in, pull still running) and the browser is
 * online, the API's list stands in; a failure there is only logged (spec 000 §8).
 */
export function useAccountCollections(enabled: boolean): AccountCollections {
  const local = useCollections();
  const online = useOnline();
  const needsFallback = enabled && online && local !== undefined && local.length === 0;
  const [fallback, setFallback] = useState<CollectionSimple[] | null>(null);

  useEffect(() => {
    if (!needsFallback) return;
    let active = true;
    api
      .call(endpoints.collectionsSimple)
      .catch((error: unknown) => {
        console.error('Sammlungen konnten nicht geladen werden', error);
        return [];
      })
      .then((collections) => {
        if (active) setFallback(collections);
      });
    return () => {
      active = false;
    };
  }, [needsFallback]);

  if (!enabled) return { status: 'idle', collections: [] };
  if (local === undefined) return { status: 'loading', collections: [] };
  if (local.length > 0) return { status: 'ready', collections: local };
  if (!online) return { status: 'ready', collections: [] };
  return fallback === null
    ? { status: 'loading', collections: [] }
    : { status: 'ready', collections: fallback };
}
