// Bounds what a slow or failing AI provider costs the server (review M13): every call has a
// time budget across all of the SDK's retries, and a circuit breaker stops calling a provider
// that keeps failing, so requests fail fast in German instead of each waiting out its own
// timeouts. One guard per process, shared by the text engine and the photo recognition
// (they call the same provider); cached answers never reach it.
import { OpenAiEngineError, type OpenAiFailure } from './openAiClient';

/**
 * A text call's whole budget, all attempts and backoff pauses included. Above the browser's
 * 20 s on purpose: an answer that arrives after the browser gave up still lands in the result
 * cache, so the person's retry is answered at once; without the budget the SDK's three 30 s
 * attempts could keep a request open for 90 s and more.
 */
export const DEFAULT_AI_TIME_BUDGET_MS = 40_000;
/** Consecutive provider failures that open the breaker. */
export const DEFAULT_BREAKER_FAILURES = 5;
/** How long an open breaker refuses before one trial call may test the provider again. */
export const DEFAULT_BREAKER_COOLDOWN_MS = 30_000;

/** Failures that say the provider is unwell; the model's own faults (schema, refusal) don't. */
const PROVIDER_FAILURES: ReadonlySet<OpenAiFailure> = new Set([
  'timeout',
  'rate_limited',
  'unavailable',
  'unreachable',
]);

export interface ProviderGuardOptions {
  timeBudgetMs?: number;
  breakerFailures?: number;
  breakerCooldownMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /** Told when the breaker opens or closes (the server logs it). */
  onStateChange?: (state: 'open' | 'closed', failures: number) => void;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface ProviderGuard {
  /**
   * Runs one provider call with a signal that aborts at the budget (or when `callerSignal`
   * aborts). `budgetMs: null` leaves the time limit to the caller's signal (the photo gate's).
   */
  run<T>(
    call: (signal: AbortSignal) => Promise<T>,
    options?: { callerSignal?: AbortSignal | undefined; budgetMs?: number | null },
  ): Promise<T>;
  state(): BreakerState;
}

export function createProviderGuard(options: ProviderGuardOptions = {}): ProviderGuard {
  const budget = options.timeBudgetMs ?? DEFAULT_AI_TIME_BUDGET_MS;
  const threshold = options.breakerFailures ?? DEFAULT_BREAKER_FAILURES;
  const cooldown = options.breakerCooldownMs ?? DEFAULT_BREAKER_COOLDOWN_MS;
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt: number | null = null;
  let trialRunning = false;

  const state = (): BreakerState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= cooldown ? 'half-open' : 'open';
  };

  function record(ok: boolean): void {
    if (ok) {
      if (openedAt !== null) options.onStateChange?.('closed', failures);
      failures = 0;
      openedAt = null;
      return;
    }
    failures++;
    // A failed trial reopens at once; a closed breaker opens at the threshold.
    if (openedAt !== null || failures >= threshold) {
      if (openedAt === null) options.onStateChange?.('open', failures);
      openedAt = now();
    }
  }

  return {
    state,
    async run(call, runOptions = {}) {
      const current = state();
      if (current === 'open' || (current === 'half-open' && trialRunning)) {
        throw new OpenAiEngineError('circuit_open');
      }
      const trial = current === 'half-open';
      if (trial) trialRunning = true;
      const limit = runOptions.budgetMs === undefined ? budget : runOptions.budgetMs;
      const budgetSignal = limit === null ? null : AbortSignal.timeout(limit);
      const signals = [runOptions.callerSignal, budgetSignal].filter(
        (signal): signal is AbortSignal => signal !== undefined && signal !== null,
      );
      const signal = signals.length === 1 ? signals[0]! : AbortSignal.any(signals);
      try {
        const result = await call(signal);
        record(true);
        return result;
      } catch (error) {
        // The budget ran out (not the caller's own abort): that is a timeout of the provider.
        const failure =
          budgetSignal?.aborted && !runOptions.callerSignal?.aborted
            ? new OpenAiEngineError('timeout', `budget ${limit} ms`)
            : error;
        if (failure instanceof OpenAiEngineError) {
          if (PROVIDER_FAILURES.has(failure.failure)) record(false);
          // The provider answered; whether the model behaved is not the breaker's business.
          else record(true);
        }
        throw failure;
      } finally {
        if (trial) trialRunning = false;
      }
    },
  };
}
