// "Ähnliche Düfte" of a perfume, asked for once per page life and id (a failed request is
// forgotten, so the next visit asks again). A perfume's page starts it together with the
// perfume itself, so the section does not wait for the page's first answer (issue 26).
import type { Perfume } from '../../../api/contract/perfume';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';

const requests = new Map<string, Promise<Perfume[]>>();

export function loadSimilarPerfumes(id: string): Promise<Perfume[]> {
  let request = requests.get(id);
  if (!request) {
    request = api
      .call(endpoints.similarPerfumes, { params: { id } })
      .then((response) => response.perfumes);
    requests.set(id, request);
    request.catch(() => requests.delete(id));
  }
  return request;
}
