// The product API's rate limits (anything that costs CPU or AI money, and the anonymous
// endpoints that write). Each quota has a bucket per caller — the signed-in user, or the
// address when anonymous — and a wider one per address, so many accounts from one place
// cannot multiply the limit either. Figures are documented in docs/security.md.
import type { Context, MiddlewareHandler } from 'hono';
import type { ErrorCode } from '../../contract/errors';
import { ApiError } from '../../http/apiError';
import type { AuthEnv, AuthUser } from '../auth/requireUser';
import {
  perPeriod,
  type BucketRule,
  type RateLimitDecision,
  type RateLimitStore,
} from './rateLimitStore';

export interface Quota {
  /** Per signed-in user, or per address for anonymous callers; absent: per address only. */
  perCaller?: BucketRule;
  /** Per address, whoever is signed in. */
  perAddress: BucketRule;
  /** The 429 answered when a bucket is empty. */
  code: ErrorCode;
}

export const QUOTAS = {
  /** Spec 001 §5/§9: at most 10 recommendations per minute. */
  recommendations: {
    perCaller: perPeriod('recommendations', 10, 60),
    perAddress: perPeriod('recommendations-ip', 60, 60),
    code: 'recommendation_rate_limited',
  },
  analysis: {
    perCaller: perPeriod('analysis', 30, 60),
    perAddress: perPeriod('analysis-ip', 90, 60),
    code: 'rate_limited',
  },
  /** A visitor in a shop photographs a few shelves; 30 photos in 10 minutes is plenty. */
  photo: {
    perCaller: perPeriod('photo', 30, 600),
    perAddress: perPeriod('photo-ip', 60, 600),
    code: 'photo_rate_limited',
  },
  /**
   * Searches the response cache could not answer (a cached answer costs nothing): a person
   * typing produces a few a second; a crawler of random queries is slowed to 10 a second.
   */
  search: {
    perAddress: perPeriod('search', 600, 60),
    code: 'rate_limited',
  },
  /** Engine lookups for cards (cheaper alternative, other variants): a few per page view. */
  cardLookups: {
    perAddress: perPeriod('card-lookups', 300, 60),
    code: 'rate_limited',
  },
  /**
   * The 584 KB offline index: a device fetches it at most daily (revalidations are 304);
   * generous, because many devices can share one address (a shop's Wi-Fi, a carrier's NAT).
   */
  catalogIndex: {
    perAddress: perPeriod('catalog-index', 300, 3600),
    code: 'rate_limited',
  },
  /** Anonymous saves before the e-mail is confirmed: keyed by e-mail + device, and address. */
  tempCollections: {
    perCaller: perPeriod('temp-collections', 60, 60),
    perAddress: perPeriod('temp-collections-ip', 120, 60),
    code: 'rate_limited',
  },
  /**
   * A signed-in user's writes (review N5): each REST mutation counts one, a sync push one per
   * mutation. An offline device sends its queue in batches of 100; 300 a minute empties a
   * queue of a thousand changes in a few minutes and keeps one account from occupying the
   * database. Per address generous, for a household or office behind one address.
   */
  userWrites: {
    perCaller: perPeriod('user-writes', 300, 60),
    perAddress: perPeriod('user-writes-ip', 1200, 60),
    code: 'rate_limited',
  },
  /** One transaction over every table of the user; a person deletes an account once. */
  accountDeletion: {
    perCaller: perPeriod('account-deletion', 5, 600),
    perAddress: perPeriod('account-deletion-ip', 20, 600),
    code: 'rate_limited',
  },
  /**
   * Admin API, every request: the stats read the whole database (a quarter second on a large
   * one), and wrong tokens must not be guessed at speed. A dashboard refresh costs two.
   */
  adminAccess: {
    perAddress: perPeriod('admin-ip', 60, 600),
    code: 'rate_limited',
  },
  /** Data export and import matching: a few per visit, each reads or searches a lot. */
  portability: {
    perCaller: perPeriod('portability', 20, 600),
    perAddress: perPeriod('portability-ip', 60, 600),
    code: 'rate_limited',
  },
  /**
   * First-party analytics batches (a tab sends one every few seconds at most): per address
   * only, since the events carry no user; generous for many visitors behind one address.
   */
  analytics: {
    perAddress: perPeriod('analytics-ip', 120, 60),
    code: 'rate_limited',
  },
} as const satisfies Record<string, Quota>;

export interface QuotaDeps {
  rateLimitStore: RateLimitStore;
  /** The caller's address (honours TRUST_PROXY_HOPS). */
  clientIp: (c: Context) => string;
}

/** Middleware (after requireUser): one write from the user's and the address's budget. */
export function writeQuota(deps: QuotaDeps): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    await takeQuota(c, deps, QUOTAS.userWrites, c.get('user'));
    await next();
  };
}

/** Answers the quota's 429 with Retry-After when a bucket refused. */
function refuse(c: Context, decision: RateLimitDecision, code: ErrorCode): void {
  if (decision.allowed) return;
  c.header('Retry-After', String(decision.retryAfterSeconds));
  throw new ApiError(code);
}

/**
 * The address's part of a quota alone: for routes whose caller key is in the body, so the
 * address pays before the body is read and parsed (review N19).
 */
export async function takeAddressQuota(
  c: Context,
  deps: QuotaDeps,
  quota: Quota,
  cost = 1,
): Promise<void> {
  refuse(c, await deps.rateLimitStore.take(quota.perAddress, deps.clientIp(c), cost), quota.code);
}

/** The caller's part of a quota alone (after takeAddressQuota). */
export async function takeCallerQuota(
  c: Context,
  deps: QuotaDeps,
  quota: Quota,
  caller: string,
  cost = 1,
): Promise<void> {
  if (!quota.perCaller) return;
  refuse(c, await deps.rateLimitStore.take(quota.perCaller, caller, cost), quota.code);
}

/**
 * Takes one request (or `cost`) from the caller's and the address's bucket; throws the
 * quota's 429 with Retry-After when either is empty. `caller` overrides the per-caller key
 * (e.g. the e-mail + device of a temporary collection).
 */
export async function takeQuota(
  c: Context,
  deps: QuotaDeps,
  quota: Quota,
  user: AuthUser | null,
  caller?: string,
  cost = 1,
): Promise<void> {
  if (cost <= 0) return;
  await takeAddressQuota(c, deps, quota, cost);
  const key = caller ?? (user ? `user:${user.id}` : `ip:${deps.clientIp(c)}`);
  await takeCallerQuota(c, deps, quota, key, cost);
}
