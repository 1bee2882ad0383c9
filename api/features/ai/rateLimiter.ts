// A fixed-window rate limiter in memory: enough for one API process (the spec's "at most
// 10 recommendations per minute" per user, per IP when anonymous). Several instances
// behind a load balancer would each count on their own — see the README's footguns.

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets, for Retry-After. */
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateLimitDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 10_000) this.sweep(now);
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    if (window.count >= this.limit) return { allowed: false, retryAfterSeconds };
    window.count++;
    return { allowed: true, retryAfterSeconds };
  }

  /** Forgets finished windows so the map cannot grow without bound. */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
