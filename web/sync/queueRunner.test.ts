import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueueRunner, type DrainReport } from './queueRunner';

const done: DrainReport = { retryLater: false };
const stillFailing: DrainReport = { retryLater: true };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createQueueRunner', () => {
  it('does not try while offline', async () => {
    const drain = vi.fn(() => Promise.resolve(done));
    await createQueueRunner({ drain, isOnline: () => false }).run();
    expect(drain).not.toHaveBeenCalled();
  });

  it('tries again after a growing pause until the server answers', async () => {
    const outcomes = [stillFailing, stillFailing, done];
    const drain = vi.fn(() => Promise.resolve(outcomes.shift() ?? done));
    const runner = createQueueRunner({
      drain,
      isOnline: () => true,
      delayFor: (failures) => 1000 * 2 ** (failures - 1),
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
    const runner = createQueueRunner({ drain, isOnline: () => true, delayFor: () => 10 });
    await runner.run();
    runner.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('waits at least as long as the server asked (Retry-After)', async () => {
    const outcomes: DrainReport[] = [{ retryLater: true, retryAfterMs: 30_000 }, done];
    const drain = vi.fn(() => Promise.resolve(outcomes.shift() ?? done));
    const runner = createQueueRunner({ drain, isOnline: () => true });
    await runner.run();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(drain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(drain).toHaveBeenCalledTimes(2);
  });
});
