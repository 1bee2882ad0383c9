import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../apiClient/retryAfter';
import { backoffDelay, BACKOFF_CAP_MS } from './backoff';

describe('backoffDelay', () => {
  it('doubles the bound with every failure and draws the delay below it (full jitter)', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 0.999))).toEqual([999, 1998, 3996, 7992]);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(backoffDelay(50, () => 0.999)).toBeLessThan(BACKOFF_CAP_MS);
  });

  it('waits at least as long as the server asked with Retry-After', () => {
    expect(backoffDelay(1, () => 0, 30_000)).toBe(30_000);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('bald', now)).toBeNull();
  });
});
