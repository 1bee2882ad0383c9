// What anonymous callers may store (review N3): temporary collections and analytics events
// are counted in rows and bytes per day, per network, per e-mail and for everyone together,
// so neither one caller nor a crowd of callers can fill the disk. The budgets are token
// buckets of the one rate-limit store (a request takes as many tokens as it stores rows or
// sends bytes), so they are shared by all instances on PostgreSQL. Figures: docs/security.md.
import type { Context } from 'hono';
import type { ErrorCode } from '../../contract/errors';
import { ApiError } from '../../http/apiError';
import type { QuotaDeps } from './quotas';
import { perPeriod, type BucketRule } from './rateLimitStore';

const DAY_S = 86_400;

/** The global ceilings, the operator's to raise (TEMP_ITEMS_PER_DAY, ANALYTICS_EVENTS_PER_DAY). */
export interface WriteBudgetSettings {
  /** Temporary perfumes saved per day by everyone together. */
  tempItemsPerDay: number;
  /** Analytics events stored per day by everyone together. */
  analyticsEventsPerDay: number;
}

export const DEFAULT_WRITE_BUDGETS: WriteBudgetSettings = {
  tempItemsPerDay: 20_000,
  analyticsEventsPerDay: 100_000,
};

/**
 * Per-day budgets of one caller. A person in temporary mode saves dozens of perfumes, not
 * thousands; a shop's Wi-Fi with 20 such visitors stays well inside one network's budget.
 */
export const CALLER_BUDGETS = {
  tempRowsPerNetwork: perPeriod('temp-rows-ip', 1_000, DAY_S),
  tempBytesPerNetwork: perPeriod('temp-bytes-ip', 1_000_000, DAY_S),
  /** Three collections of at most 200 perfumes, saved once. */
  tempRowsPerEmail: perPeriod('temp-rows-email', 600, DAY_S),
  tempBytesPerEmail: perPeriod('temp-bytes-email', 500_000, DAY_S),
  /** A tab sends a few dozen events per visit; 5,000 is a hundred visitors behind one address. */
  analyticsEventsPerNetwork: perPeriod('analytics-events-ip', 5_000, DAY_S),
  analyticsBytesPerNetwork: perPeriod('analytics-bytes-ip', 2_000_000, DAY_S),
} as const satisfies Record<string, BucketRule>;

export function globalBudgets(settings: WriteBudgetSettings) {
  return {
    tempRows: perPeriod('temp-rows-all', settings.tempItemsPerDay, DAY_S),
    analyticsEvents: perPeriod('analytics-events-all', settings.analyticsEventsPerDay, DAY_S),
  };
}

export interface WriteBudgetDeps extends QuotaDeps {
  writeBudgets?: Partial<WriteBudgetSettings>;
}

export function budgetSettings(deps: WriteBudgetDeps): WriteBudgetSettings {
  return { ...DEFAULT_WRITE_BUDGETS, ...deps.writeBudgets };
}

/**
 * The body's size before it is parsed: its Content-Length, or (chunked) the bytes read by
 * the body limit, which has already capped them. Reading keeps them for the JSON parse.
 */
export async function requestBytes(c: Context): Promise<number> {
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isSafeInteger(declared) && declared >= 0) return declared;
  return (await c.req.arrayBuffer()).byteLength;
}

/** Takes `cost` from one budget, or answers `code` (with Retry-After) without storing anything. */
export async function spend(
  c: Context,
  deps: QuotaDeps,
  rule: BucketRule,
  key: string,
  cost: number,
  code: ErrorCode,
): Promise<void> {
  if (cost <= 0) return;
  const decision = await deps.rateLimitStore.take(rule, key, cost);
  if (decision.allowed) return;
  c.header('Retry-After', String(decision.retryAfterSeconds));
  throw new ApiError(code);
}

/** Before the body is parsed: the network pays for the bytes it sends. */
export async function spendTempBytes(c: Context, deps: QuotaDeps): Promise<number> {
  const bytes = await requestBytes(c);
  const rule = CALLER_BUDGETS.tempBytesPerNetwork;
  await spend(c, deps, rule, deps.clientIp(c), bytes, 'temp_budget_exhausted');
  return bytes;
}

/**
 * After the body is parsed: the e-mail pays for rows and bytes, the network for rows, and
 * everyone's daily ceiling for rows (507 when it is reached).
 */
export async function spendTempRows(
  c: Context,
  deps: WriteBudgetDeps,
  owner: { email: string; bytes: number; rows: number },
): Promise<void> {
  const email = owner.email.toLowerCase();
  const network = deps.clientIp(c);
  const code = 'temp_budget_exhausted';
  await spend(c, deps, CALLER_BUDGETS.tempBytesPerEmail, email, owner.bytes, code);
  await spend(c, deps, CALLER_BUDGETS.tempRowsPerEmail, email, owner.rows, code);
  await spend(c, deps, CALLER_BUDGETS.tempRowsPerNetwork, network, owner.rows, code);
  const all = globalBudgets(budgetSettings(deps)).tempRows;
  await spend(c, deps, all, 'all', owner.rows, 'temp_storage_full');
}

/** Before the batch is parsed: the network pays for its bytes. */
export async function spendAnalyticsBytes(c: Context, deps: QuotaDeps): Promise<void> {
  const bytes = await requestBytes(c);
  const rule = CALLER_BUDGETS.analyticsBytesPerNetwork;
  await spend(c, deps, rule, deps.clientIp(c), bytes, 'analytics_limited');
}

/** After the batch is parsed: the network's and everyone's events of the day. */
export async function spendAnalyticsEvents(
  c: Context,
  deps: WriteBudgetDeps,
  events: number,
): Promise<void> {
  const rule = CALLER_BUDGETS.analyticsEventsPerNetwork;
  await spend(c, deps, rule, deps.clientIp(c), events, 'analytics_limited');
  const all = globalBudgets(budgetSettings(deps)).analyticsEvents;
  await spend(c, deps, all, 'all', events, 'analytics_limited');
}
