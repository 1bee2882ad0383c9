// Per-IP request limits and the global e-mail cap, as token buckets in memory (GoTrue's
// defaults). In memory because one process serves everything and a restart merely
// forgives; with N instances each has its own buckets, so the effective limit is N times
// higher (see the README's footguns). The 60 s per-user mail gap lives in the database.
import type { Clock } from './authTokens';

export class TokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    /** Requests allowed at once. */
    private readonly burst: number,
    /** Requests regained per second. */
    private readonly perSecond: number,
    private readonly clock: Clock,
  ) {}

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    const now = this.clock().getTime();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const refilled = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond,
    );
    if (this.buckets.size > 50_000) this.forgetFullBuckets(now);
    if (refilled < 1) {
      this.buckets.set(key, { tokens: refilled, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: refilled - 1, at: now });
    return true;
  }

  private forgetFullBuckets(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst) {
        this.buckets.delete(key);
      }
    }
  }
}

export interface RateLimitOptions {
  /** /signup, /otp, /recover, /resend, PUT /user — per IP per 5 minutes. */
  otpPer5Min: number;
  /** /token — per IP per 5 minutes (burst 30). */
  tokenPer5Min: number;
  /** /verify — per IP per 5 minutes. */
  verifyPer5Min: number;
  /** Mails sent by the whole server per hour. */
  emailsPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  otpPer5Min: 30,
  tokenPer5Min: 150,
  verifyPer5Min: 30,
  emailsPerHour: 30,
};

export interface RateLimits {
  otp: TokenBucket;
  token: TokenBucket;
  verify: TokenBucket;
  email: TokenBucket;
}

export function createRateLimits(options: RateLimitOptions, clock: Clock): RateLimits {
  return {
    otp: new TokenBucket(options.otpPer5Min, options.otpPer5Min / 300, clock),
    token: new TokenBucket(Math.min(30, options.tokenPer5Min), options.tokenPer5Min / 300, clock),
    verify: new TokenBucket(options.verifyPer5Min, options.verifyPer5Min / 300, clock),
    email: new TokenBucket(options.emailsPerHour, options.emailsPerHour / 3600, clock),
  };
}
