import { useEffect, useState } from 'react';
import type { CollectionSimple } from '../../../api/contract/collections';
import { accountApi } from '../account/accountApi';

export type AccountCollections = {
  status: 'idle' | 'loading' | 'ready';
  collections: CollectionSimple[];
};

/** The signed-in user's collections for the selector; a failure is only logged (spec 000 §8). */
export function useAccountCollections(enabled: boolean): AccountCollections {
  // The selector mounts for each opening, so the first state can already say "loading".
  const [state, setState] = useState<AccountCollections>(() => ({
    status: enabled ? 'loading' : 'idle',
    collections: [],
  }));

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    accountApi
      .collectionsSimple()
      .catch((error: unknown) => {
        console.error('Sammlungen konnten nicht geladen werden', error);
        return [];
      })
      .then((collections) => {
        if (active) setState({ status: 'ready', collections });
      });
    return () => {
      active = false;
    };
  }, [enabled]);

  return state;
}
