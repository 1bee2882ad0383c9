// Sends analytics batches to POST /api/analytics/events. While the page is being hidden
// only sendBeacon is sure to leave the browser; otherwise the batch goes through the one
// client, whose answer tells a refused batch (drop it) from no answer (keep it for later).
import { endpoints } from '../../api/contract/endpoints';
import type { AnalyticsBatch } from '../../api/contract/analytics';
import { api } from './index';

/** sent: the server took it (or the beacon was queued); refused: a 4xx, never resend; failed: retry later. */
export type TransportResult = 'sent' | 'refused' | 'failed';

export async function sendAnalyticsBatch(
  batch: AnalyticsBatch,
  mode: 'beacon' | 'request',
): Promise<TransportResult> {
  // text/plain keeps the beacon a simple request; the server parses the body as JSON.
  if (mode === 'beacon' && typeof navigator.sendBeacon === 'function') {
    const blob = new Blob([JSON.stringify(batch)], { type: 'text/plain;charset=UTF-8' });
    if (navigator.sendBeacon(endpoints.analyticsEvents.path, blob)) return 'sent';
  }
  const answer = await api.exchange(endpoints.analyticsEvents, { body: batch });
  if (answer.kind === 'accepted') return 'sent';
  if (answer.kind === 'rejected') return 'refused';
  return 'failed';
}
