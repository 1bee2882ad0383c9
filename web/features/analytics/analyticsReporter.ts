// First-party analytics in the browser: track() queues an event only while the visitor
// allows analytics; the queue goes out in batches a few seconds later, by beacon when the
// page is hidden, and waits while the device is offline. Withdrawing consent drops
// whatever is still queued. Events carry the type and the path, nothing else.
import {
  MAX_EVENTS_PER_BATCH,
  MAX_PAGE_PATH_LENGTH,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventType,
} from '../../../api/contract/analytics';
import type { TransportResult } from '../../apiClient/analyticsTransport';

/** Events of a few seconds go out together. */
export const SEND_DELAY_MS = 4_000;
/** After a failed send (server away), the next attempt. */
export const RETRY_DELAY_MS = 30_000;
/** A long offline visit keeps its newest events, not unbounded memory. */
export const MAX_QUEUED_EVENTS = 200;

export interface ReporterDeps {
  send: (batch: AnalyticsBatch, mode: 'beacon' | 'request') => Promise<TransportResult>;
  allowed: () => boolean;
  online: () => boolean;
  path: () => string;
}

export interface AnalyticsReporter {
  track(type: AnalyticsEventType, pagePath?: string): void;
  /** Sends what is queued: by beacon when the page is going away. */
  flush(mode: 'beacon' | 'request'): Promise<void>;
  /** Consent withdrawn: nothing queued may leave the browser any more. */
  discard(): void;
  queued(): number;
}

export function createAnalyticsReporter(deps: ReporterDeps): AnalyticsReporter {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending = false;

  const schedule = (delay: number) => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      void reporter.flush('request');
    }, delay);
  };

  const reporter: AnalyticsReporter = {
    track(type, pagePath = deps.path()) {
      if (!deps.allowed()) return;
      queue.push({ type, page_path: pagePath.slice(0, MAX_PAGE_PATH_LENGTH) || '/' });
      if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
      if (queue.length >= MAX_EVENTS_PER_BATCH) void reporter.flush('request');
      else schedule(SEND_DELAY_MS);
    },

    async flush(mode) {
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      if (!deps.allowed()) {
        queue = [];
        return;
      }
      // A beacon while a request is under way may send a batch twice: rare, and harmless
      // next to losing the page's last events.
      if (queue.length === 0 || !deps.online() || (sending && mode === 'request')) return;
      sending = true;
      try {
        while (queue.length > 0) {
          const batch = queue.slice(0, MAX_EVENTS_PER_BATCH);
          queue = queue.slice(batch.length);
          const result = await deps.send({ events: batch }, mode);
          if (result === 'failed') {
            queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS);
            schedule(RETRY_DELAY_MS);
            return;
          }
        }
      } finally {
        sending = false;
      }
    },

    discard() {
      queue = [];
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },

    queued: () => queue.length,
  };
  return reporter;
}

/** Page paths only: a query or hash may hold a token or a search term. */
export function pagePath(pathname: string): string {
  return pathname.replace(/[?#\s].*$/, '') || '/';
}
