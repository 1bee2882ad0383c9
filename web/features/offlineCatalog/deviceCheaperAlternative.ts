// The cheaper alternative computed on the device, from the offline file the catalog worker
// keeps (without a connection, e.g. in a shop's basement). Loaded by the offline catalog
// client only when the server could not answer, so a first visit does not carry it. Signed
// in, the perfumes in the device's collections and wishlists are skipped by line, as the
// server skips the account's. It imports nothing statically (the caller hands over the
// answer's schema), the API client's time limit and the held perfumes (web/data) only on
// demand: an import shared with the first visit's chunks splits them into more files, each
// a request and its headers in the first visit's budget (tests/e2e/budget.spec.ts).
import type { z } from 'zod';
import type {
  CheaperAlternative,
  cheaperAlternativeResponseSchema,
} from '../../../api/contract/cheaperAlternative';
import type { CheaperPortRequest } from './cheaperPortProtocol';

/**
 * A worker that died or never answers must not hold the card: it then shows no alternative.
 * Generous, because a worker started for this question may first read the stored index (10 s
 * was too short in photo-fit.spec.ts on the shared 2-core test machine).
 */
export const DEVICE_ANSWER_TIMEOUT_MS = 30_000;

/** The worker, as far as this request needs it. */
export interface PortWorker {
  postMessage(message: CheaperPortRequest, transfer: Transferable[]): void;
}

/**
 * The device's answer, null without one within DEVICE_ANSWER_TIMEOUT_MS; rejects when the
 * device holds no file (yet) or the answer is invalid.
 */
export async function askDeviceCheaperAlternative(
  worker: PortWorker,
  schema: z.ZodType<z.infer<typeof cheaperAlternativeResponseSchema>>,
  perfumeId: string,
  signedIn: boolean,
): Promise<CheaperAlternative | null> {
  const ownedIds = signedIn
    ? await import('../../data/heldPerfumes')
        .then(({ heldPerfumeIds }) => heldPerfumeIds())
        .catch(() => [])
    : [];
  const channel = new MessageChannel();
  const answer = new Promise<unknown>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data);
  });
  worker.postMessage({ type: 'cheaper', perfumeId, ownedIds }, [channel.port2]);
  const { TIMED_OUT, within } = await import('../../apiClient');
  const data = await within(answer, DEVICE_ANSWER_TIMEOUT_MS);
  channel.port1.close();
  if (data === TIMED_OUT) return null;
  // Null: the device holds no file yet.
  return schema.parse(data).alternative;
}
