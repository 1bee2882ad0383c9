// Sends analytics batches to POST /api/analytics/events. While the page is being hidden
// only sendBeacon is sure to leave the browser; otherwise a keep-alive request whose
// answer tells a refused batch (drop it) from a network failure (keep it for later).
import type { AnalyticsBatch } from '../../api/contract/analytics';

export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';

/** sent: the server took it (or the beacon was queued); refused: a 4xx, never resend; failed: retry later. */
export type TransportResult = 'sent' | 'refused' | 'failed';

export async function sendAnalyticsBatch(
  batch: AnalyticsBatch,
  mode: 'beacon' | 'request',
): Promise<TransportResult> {
  const body = JSON.stringify(batch);
  // text/plain keeps the beacon a simple request; the server parses the body as JSON.
  if (mode === 'beacon' && typeof navigator.sendBeacon === 'function') {
    const blob = new Blob([body], { type: 'text/plain;charset=UTF-8' });
    if (navigator.sendBeacon(ANALYTICS_EVENTS_PATH, blob)) return 'sent';
  }
  try {
    const response = await fetch(ANALYTICS_EVENTS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    });
    if (response.ok) return 'sent';
    // 429 and 5xx pass; the batch itself was fine.
    return response.status >= 400 && response.status < 500 && response.status !== 429
      ? 'refused'
      : 'failed';
  } catch {
    return 'failed';
  }
}
