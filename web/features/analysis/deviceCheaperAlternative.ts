// The cheaper alternative computed on the device, from the offline file the catalog worker
// keeps (without a connection, e.g. in a shop's basement). Loaded only when the server could
// not answer, so a first visit does not carry it. Signed in, the perfumes in the device's
// collections and wishlists are skipped by line, as the server skips the account's.
import type { CheaperAlternative } from '../../../api/contract/cheaperAlternative';
import { heldPerfumeIds } from '../../data/queries';
import { offlineCatalog } from '../offlineCatalog/offlineCatalogClient';

/** The device's answer, or undefined when the device holds no file (yet). */
export async function deviceCheaperAlternative(
  perfumeId: string,
  signedIn: boolean,
): Promise<CheaperAlternative | null | undefined> {
  const owned = signedIn ? await heldPerfumeIds().catch(() => []) : [];
  const answer = await offlineCatalog.cheaperAlternative(perfumeId, owned);
  return answer === null ? undefined : answer.alternative;
}
