// What a perfume's page shows: the server's full record when connected; without a connection
// the offline index's record (name, brand, year, accords, no notes or price), marked partial
// so the page says what follows online.
import { useEffect, useState } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { isApiFailure } from '../../apiClient/apiFailure';
import { loadRecommendedPerfume } from '../analysis/recommendedPerfumes';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';
import { loadSimilarPerfumes } from './similarPerfumes';

export type PerfumeDetails =
  | { status: 'loading' }
  | { status: 'ready'; perfume: Perfume; partial: boolean }
  | { status: 'notFound' }
  /** No connection and not in the offline index on this device. */
  | { status: 'offline' };

async function fromDevice(id: string): Promise<PerfumeDetails> {
  const onDevice = await offlineCatalog.perfume(id).catch(() => null);
  return onDevice ? { status: 'ready', perfume: onDevice, partial: true } : { status: 'offline' };
}

export async function loadPerfumeDetails(id: string): Promise<PerfumeDetails> {
  // Without a connection the device answers at once, as the search does.
  if (!navigator.onLine) return fromDevice(id);
  try {
    return { status: 'ready', perfume: await loadRecommendedPerfume(id), partial: false };
  } catch (error) {
    if (isApiFailure(error) && error.code === 'perfume_not_found') return { status: 'notFound' };
    return fromDevice(id);
  }
}

export function usePerfumeDetails(id: string): PerfumeDetails {
  const [details, setDetails] = useState<{ id: string; details: PerfumeDetails } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    // The page's "Ähnliche Düfte" are asked for at once, not after the perfume arrived
    // (SimilarPerfumes reads the same request); without an answer the section stays away.
    if (navigator.onLine) loadSimilarPerfumes(id).catch(() => undefined);
    void loadPerfumeDetails(id).then((loaded) => {
      if (active) setDetails({ id, details: loaded });
    });
    return () => {
      active = false;
    };
  }, [id, attempt]);

  // Back online, a partial page asks again for the notes and the price.
  useEffect(() => {
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  return details && details.id === id ? details.details : { status: 'loading' };
}
