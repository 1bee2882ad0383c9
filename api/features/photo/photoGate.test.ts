import { describe, expect, it } from 'vitest';
import { createPhotoGate, PhotoUnavailableError, settledBy } from './photoGate';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish: (value: string) => void = () => {};
  const started: AbortSignal[] = [];
  const task = (signal: AbortSignal) => {
    started.push(signal);
    return new Promise<string>((resolve) => {
      finish = resolve;
    });
  };
  return { task, started, finish: (value: string) => finish(value) };
}

const LONG = 60_000;
const flush = () => new Promise((resolve) => setImmediate(resolve));

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PhotoUnavailableError);
  return error instanceof PhotoUnavailableError
    ? { code: error.code, status: error.status, retryAfter: error.retryAfterSeconds }
    : null;
}

describe('createPhotoGate', () => {
  it('runs as many tasks as allowed, queues the next ones and refuses beyond the queue', async () => {
    const gate = createPhotoGate({ concurrency: 2, queue: 1 });
    const tasks = [heldTask(), heldTask(), heldTask()];
    const running = tasks.map(({ task }) => gate.run(LONG, task));
    const refused = gate.run(LONG, heldTask().task);
    expect(await codeOf(refused)).toEqual({ code: 'photo_busy', status: 503, retryAfter: 5 });
    await flush();
    expect(tasks.map((t) => t.started.length)).toEqual([1, 1, 0]);

    tasks[0]!.finish('erstes');
    expect(await running[0]).toBe('erstes');
    await flush();
    expect(tasks[2]!.started).toHaveLength(1); // the freed slot went to the waiting task
    tasks[1]!.finish('zweites');
    tasks[2]!.finish('drittes');
    expect(await Promise.all(running.slice(1))).toEqual(['zweites', 'drittes']);
  });

  it('frees the slot of a task that failed', async () => {
    const gate = createPhotoGate({ concurrency: 1, queue: 0 });
    await expect(
      gate.run(LONG, async () => {
        throw new Error('kaputt');
      }),
    ).rejects.toThrow('kaputt');
    expect(await gate.run(LONG, async () => 'wieder frei')).toBe('wieder frei');
  });

  it('aborts the signal of a task that runs out of time with photo_timeout and then frees its slot', async () => {
    const gate = createPhotoGate({ concurrency: 1, queue: 0 });
    const never = heldTask();
    const stopsAtTheLimit = (signal: AbortSignal) => settledBy(never.task(signal), signal);
    expect(await codeOf(gate.run(5, stopsAtTheLimit))).toEqual({
      code: 'photo_timeout',
      status: 503,
      retryAfter: 30,
    });
    expect(never.started[0]!.aborted).toBe(true);
    expect(await gate.run(LONG, async () => 'danach')).toBe('danach');
  });

  it('turns a task that throws synchronously into a rejection', async () => {
    const gate = createPhotoGate();
    await expect(
      gate.run(LONG, () => {
        throw new Error('sofort');
      }),
    ).rejects.toThrow('sofort');
  });
});

describe('settledBy', () => {
  it('rejects with the abort reason at once and swallows the late rejection of the work', async () => {
    const controller = new AbortController();
    let failLater: (error: Error) => void = () => {};
    const work = new Promise<string>((_, reject) => {
      failLater = reject;
    });
    const settled = settledBy(work, controller.signal);
    controller.abort(new Error('Zeit abgelaufen'));
    await expect(settled).rejects.toThrow('Zeit abgelaufen');
    failLater(new Error('zu spät')); // vitest fails the run on an unhandled rejection
    await flush();
  });
});
