import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimiter';

describe('RateLimiter', () => {
  it('allows the limit per window and refuses the next with the seconds to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(10, 60_000, () => now);
    for (let i = 0; i < 10; i++) expect(limiter.take('nutzer-1').allowed).toBe(true);
    now = 15_000;
    expect(limiter.take('nutzer-1')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('counts each key on its own and starts afresh after the window', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 60_000, () => now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    now = 60_000;
    expect(limiter.take('a').allowed).toBe(true);
  });
});
