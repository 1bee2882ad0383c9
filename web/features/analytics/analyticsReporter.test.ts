import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_EVENTS_PER_BATCH, type AnalyticsBatch } from '../../../api/contract/analytics';
import type { TransportResult } from '../../apiClient/analyticsTransport';
import {
  createAnalyticsReporter,
  pagePath,
  RETRY_DELAY_MS,
  SEND_DELAY_MS,
} from './analyticsReporter';

function setUp(options: { allowed?: boolean; online?: boolean; result?: TransportResult } = {}) {
  const state = { allowed: options.allowed ?? true, online: options.online ?? true };
  const sent: { batch: AnalyticsBatch; mode: string }[] = [];
  let result: TransportResult = options.result ?? 'sent';
  const reporter = createAnalyticsReporter({
    send: (batch, mode) => {
      sent.push({ batch, mode });
      return Promise.resolve(result);
    },
    allowed: () => state.allowed,
    online: () => state.online,
    path: () => '/profile',
  });
  return {
    reporter,
    sent,
    state,
    answer: (next: TransportResult) => {
      result = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('analytics reporter', () => {
  it('records nothing without consent', async () => {
    const { reporter, sent } = setUp({ allowed: false });
    reporter.track('page_view');
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS * 2);
    await reporter.flush('beacon');
    expect(sent).toEqual([]);
    expect(reporter.queued()).toBe(0);
  });

  it('sends the events of a few seconds as one batch with the current path', async () => {
    const { reporter, sent } = setUp();
    reporter.track('page_view');
    reporter.track('search_started', '/');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(sent).toEqual([
      {
        mode: 'request',
        batch: {
          events: [
            { type: 'page_view', page_path: '/profile' },
            { type: 'search_started', page_path: '/' },
          ],
        },
      },
    ]);
  });

  it('sends a full batch at once and splits larger queues', async () => {
    const { reporter, sent, state } = setUp();
    state.online = false;
    for (let i = 0; i < MAX_EVENTS_PER_BATCH + 3; i++) reporter.track('save');
    state.online = true;
    await reporter.flush('beacon');
    expect(sent.map(({ batch, mode }) => [batch.events.length, mode])).toEqual([
      [MAX_EVENTS_PER_BATCH, 'beacon'],
      [3, 'beacon'],
    ]);
  });

  it('keeps events while offline and after a failed send, and drops a refused batch', async () => {
    const { reporter, sent, state, answer } = setUp({ online: false });
    reporter.track('page_view');
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(sent).toEqual([]);
    expect(reporter.queued()).toBe(1);

    state.online = true;
    answer('failed');
    await reporter.flush('request');
    expect(reporter.queued()).toBe(1);
    answer('sent');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(reporter.queued()).toBe(0);

    answer('refused');
    reporter.track('shop_click');
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(reporter.queued()).toBe(0);
  });

  it('drops what is queued when consent is withdrawn', async () => {
    const { reporter, sent, state } = setUp();
    reporter.track('page_view');
    state.allowed = false;
    reporter.discard();
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    await reporter.flush('beacon');
    expect(sent).toEqual([]);
  });
});

describe('pagePath', () => {
  it('keeps the path and never a query or hash', () => {
    expect(pagePath('/admin?token=geheim')).toBe('/admin');
    expect(pagePath('/profile#dna')).toBe('/profile');
    expect(pagePath('')).toBe('/');
  });
});
