import { describe, expect, it } from 'vitest';
import { isSkipWaitingMessage, isSyncRequestMessage, SYNC_REQUEST_MESSAGE } from './messages';

describe('service-worker messages', () => {
  it('recognises the sync request the worker posts', () => {
    expect(isSyncRequestMessage(SYNC_REQUEST_MESSAGE)).toBe(true);
    expect(isSyncRequestMessage({ type: 'duftkompass-sync', extra: 1 })).toBe(true);
  });

  it('ignores anything else a window may receive', () => {
    for (const data of [null, undefined, 'duftkompass-sync', { type: 'SKIP_WAITING' }, {}]) {
      expect(isSyncRequestMessage(data)).toBe(false);
    }
  });

  it('recognises workbox-window skip-waiting messages only', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'duftkompass-sync' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
  });
});
