// The "Günstigere Alternative" of a priced perfume card, asked for once per perfume, person
// and page life (a failed request, e.g. offline, is forgotten so a later card asks again).
// Signed in, the server skips the lines the person holds, so an answer fetched before signing
// in is not reused after it. Cards without a shop price send no request.
// Online the server answers (the newest prices and the account's holdings); without a
// connection, or when the request fails, the device answers from the offline file the
// catalog worker keeps, which gives the server's pick (see pickCheaperAlternative).
import { useContext, useEffect, useState } from 'react';
import type { CheaperAlternative } from '../../../api/contract/cheaperAlternative';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { AuthContext } from '../auth/authContext';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';

const requests = new Map<string, Promise<CheaperAlternative | null>>();

function loadCheaperAlternative(
  id: string,
  userId: string | null,
): Promise<CheaperAlternative | null> {
  const key = `${userId ?? ''}|${id}`;
  let request = requests.get(key);
  if (!request) {
    request = api
      .call(endpoints.cheaperAlternative, { params: { id } })
      .then((response) => response.alternative);
    requests.set(key, request);
    request.catch(() => requests.delete(key));
  }
  return request;
}

/** The server's answer, or the device's when the request failed (e.g. offline). */
function cheaperAlternativeOf(id: string, userId: string | null) {
  return loadCheaperAlternative(id, userId).catch(() =>
    offlineCatalog.cheaperAlternative(id, userId !== null, endpoints.cheaperAlternative.response),
  );
}

export function useCheaperAlternative(
  perfumeId: string | null,
  priced: boolean,
): CheaperAlternative | null {
  // Read without useAuth: a card rendered outside the provider (tests) asks as anyone.
  const userId = useContext(AuthContext)?.user?.id ?? null;
  const [found, setFound] = useState<{ id: string; alternative: CheaperAlternative | null }>();

  useEffect(() => {
    if (!perfumeId || !priced) return;
    let active = true;
    cheaperAlternativeOf(perfumeId, userId).then(
      (alternative) => active && setFound({ id: perfumeId, alternative }),
      () => {
        // Without an answer the card simply shows no alternative.
      },
    );
    return () => {
      active = false;
    };
  }, [perfumeId, priced, userId]);

  return priced && found?.id === perfumeId ? found.alternative : null;
}
