import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackRequest, whenNetworkQuiet } from './networkQuiet';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
});

function settledFlag(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('whenNetworkQuiet', () => {
  it('waits until the running request is answered and the quiet time has passed', async () => {
    let answer: (value: string) => void = () => {};
    void trackRequest(new Promise<string>((resolve) => (answer = resolve)));
    const quiet = settledFlag(whenNetworkQuiet(1_000, 60_000));

    await vi.advanceTimersByTimeAsync(5_000);
    expect(quiet.settled).toBe(false);

    answer('fertig');
    await vi.advanceTimersByTimeAsync(900);
    expect(quiet.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(quiet.settled).toBe(true);
  });

  it('gives up waiting after the longest wait, for a page that never goes quiet', async () => {
    let answer: (value: string) => void = () => {};
    void trackRequest(new Promise<string>((resolve) => (answer = resolve)));
    const quiet = settledFlag(whenNetworkQuiet(1_000, 20_000));

    await vi.advanceTimersByTimeAsync(19_000);
    expect(quiet.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(quiet.settled).toBe(true);
    answer('spät');
  });
});
