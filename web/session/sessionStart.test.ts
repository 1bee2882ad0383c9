import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled once pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('session start', () => {
  it('restores the session at once when nothing holds it', async () => {
    const { whenSessionMayStart } = await import('./sessionStart');
    expect(await settled(whenSessionMayStart())).toBe(true);
  });

  it('waits for the page to report its copy on screen when the device holds one', async () => {
    const start = await import('./sessionStart');
    start.holdSessionStart(Promise.resolve(true));
    const restore = start.whenSessionMayStart();
    expect(await settled(restore)).toBe(false);
    start.releaseSessionStart();
    expect(await settled(restore)).toBe(true);
  });

  it('does not wait when the device holds no database', async () => {
    const start = await import('./sessionStart');
    start.holdSessionStart(Promise.resolve(false));
    expect(await settled(start.whenSessionMayStart())).toBe(true);
  });

  it('restores the session after three seconds even if the page never reports', async () => {
    const start = await import('./sessionStart');
    start.holdSessionStart(Promise.resolve(true));
    const restore = start.whenSessionMayStart();
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(restore)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(restore)).toBe(true);
  });
});
