// Full catalog perfumes behind recommendation cards: their accords tint the generated flacon,
// and "Zur Auswahl hinzufügen" needs the whole perfume for the device list. Each id is asked
// for once per page life; a failed request is forgotten so the next attempt tries again.
import { useEffect, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';

const requests = new Map<string, Promise<Perfume>>();

export function loadRecommendedPerfume(id: string): Promise<Perfume> {
  let request = requests.get(id);
  if (!request) {
    request = api.call(endpoints.perfume, { params: { id } });
    requests.set(id, request);
    request.catch(() => requests.delete(id));
  }
  return request;
}

/** The catalog perfume for a card, or null while loading or when it cannot be read. */
export function useRecommendedPerfume(id: string | null): Perfume | null {
  const [loaded, setLoaded] = useState<Perfume | null>(null);

  useEffect(() => {
    if (!id) return;
    let active = true;
    loadRecommendedPerfume(id).then(
      (perfume) => active && setLoaded(perfume),
      () => {
        // The card still works without it: neutral flacon, and adding asks again.
      },
    );
    return () => {
      active = false;
    };
  }, [id]);

  return loaded && loaded.id === id ? loaded : null;
}
