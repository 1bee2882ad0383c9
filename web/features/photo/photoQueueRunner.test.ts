import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrainOutcome } from './photoQueueDrain';
import { createPhotoQueueRunner } from './photoQueueRunner';

const done: DrainOutcome = { uploaded: 1, rejected: 0, retryLater: false };
const stillFailing: DrainOutcome = { uploaded: 0, rejected: 0, retryLater: true };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPhotoQueueRunner', () => {
  it('does not try while offline', async () => {
    const drain = vi.fn(() => Promise.resolve(done));
    await createPhotoQueueRunner({ drain, isOnline: () => false }).run();
    expect(drain).not.toHaveBeenCalled();
  });

  it('tries again after a growing pause until the server answers', async () => {
    const outcomes = [stillFailing, stillFailing, done];
    const drain = vi.fn(() => Promise.resolve(outcomes.shift() ?? done));
    const runner = createPhotoQueueRunner({
      drain,
      isOnline: () => true,
      delayFor: (attempt) => 1000 * 2 ** attempt,
    });

    await runner.run();
    expect(drain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(drain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(drain).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(drain).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(drain).toHaveBeenCalledTimes(3);
  });

  it('stops retrying once stopped', async () => {
    const drain = vi.fn(() => Promise.resolve(stillFailing));
    const runner = createPhotoQueueRunner({ drain, isOnline: () => true, delayFor: () => 10 });
    await runner.run();
    runner.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(drain).toHaveBeenCalledTimes(1);
  });
});
