// The embedded auth's limits, as GoTrue's defaults: per-IP request buckets and the global
// e-mail cap. The buckets live in the shared rate-limit store (api/features/limits/): in
// memory on PGlite, in PostgreSQL with DATABASE_URL so that N instances share them. The
// 60 s per-user mail gap lives in the user row.
import { perPeriod, type BucketRule } from '../limits/rateLimitStore';

export interface RateLimitOptions {
  /** /signup, /otp, /recover, /resend, PUT /user — per IP per 5 minutes. */
  otpPer5Min: number;
  /** /token — per IP per 5 minutes (burst 30). */
  tokenPer5Min: number;
  /** /verify — per IP per 5 minutes. */
  verifyPer5Min: number;
  /** Mails sent by the whole server per hour. */
  emailsPerHour: number;
  /**
   * Requests that may send a mail (/signup, /otp, /recover, /resend) per network per hour,
   * counted whether or not a mail goes out (answers must not tell), well below the global
   * cap so one source never spends everyone's mails (review M2).
   */
  emailsPerAddressPerHour: number;
  /**
   * Six-digit codes one account may have typed per day (e-mail and re-authentication codes,
   * right or wrong). A new mail re-arms a code's 5 tries, so without this cap a stranger
   * could guess on with mail after mail (review N12); once spent, only the links work.
   */
  codeTriesPerDay: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  otpPer5Min: 30,
  tokenPer5Min: 150,
  verifyPer5Min: 30,
  emailsPerHour: 30,
  emailsPerAddressPerHour: 10,
  codeTriesPerDay: 20,
};

export interface RateLimits {
  otp: BucketRule;
  token: BucketRule;
  verify: BucketRule;
  email: BucketRule;
  emailPerAddress: BucketRule;
  codeTries: BucketRule;
}

export function createRateLimits(options: RateLimitOptions): RateLimits {
  return {
    otp: perPeriod('auth-otp', options.otpPer5Min, 300),
    token: {
      name: 'auth-token',
      burst: Math.min(30, options.tokenPer5Min),
      perSecond: options.tokenPer5Min / 300,
    },
    verify: perPeriod('auth-verify', options.verifyPer5Min, 300),
    email: perPeriod('auth-email', options.emailsPerHour, 3600),
    emailPerAddress: perPeriod('auth-email-ip', options.emailsPerAddressPerHour, 3600),
    codeTries: perPeriod('auth-code-tries', options.codeTriesPerDay, 86_400),
  };
}
