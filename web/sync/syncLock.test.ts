import { describe, expect, it } from 'vitest';
import { createMutex } from './syncLock';

describe('createMutex', () => {
  it('runs tasks one after another, even when one fails', async () => {
    const lock = createMutex();
    const order: string[] = [];
    const slow = lock(async () => {
      order.push('a start');
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('a end');
      throw new Error('a failed');
    });
    const fast = lock(async () => {
      order.push('b');
      return 'b done';
    });

    await expect(slow).rejects.toThrow('a failed');
    expect(await fast).toBe('b done');
    expect(order).toEqual(['a start', 'a end', 'b']);
  });
});
