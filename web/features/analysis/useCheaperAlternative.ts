// The "Günstigere Alternative" of a priced perfume card, asked for once per perfume and page
// life (a failed request, e.g. offline, is forgotten so a later card asks again). Only
// perfumes with a shop price can have one, so cards without a price send no request.
import { useEffect, useState } from 'react';
import type { CheaperAlternative } from '../../../api/contract/cheaperAlternative';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';

const requests = new Map<string, Promise<CheaperAlternative | null>>();

function loadCheaperAlternative(id: string): Promise<CheaperAlternative | null> {
  let request = requests.get(id);
  if (!request) {
    request = api
      .call(endpoints.cheaperAlternative, { params: { id } })
      .then((response) => response.alternative);
    requests.set(id, request);
    request.catch(() => requests.delete(id));
  }
  return request;
}

export function useCheaperAlternative(
  perfumeId: string | null,
  priced: boolean,
): CheaperAlternative | null {
  const [found, setFound] = useState<{ id: string; alternative: CheaperAlternative | null }>();

  useEffect(() => {
    if (!perfumeId || !priced) return;
    let active = true;
    loadCheaperAlternative(perfumeId).then(
      (alternative) => active && setFound({ id: perfumeId, alternative }),
      () => {
        // Without an answer the card simply shows no alternative.
      },
    );
    return () => {
      active = false;
    };
  }, [perfumeId, priced]);

  return priced && found?.id === perfumeId ? found.alternative : null;
}
