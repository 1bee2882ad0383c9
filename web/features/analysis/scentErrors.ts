// Turns scent API failures into the German toasts of spec 001 §8: one title per action and
// the rate-limit, service and connection texts. Codes decide, not message substrings.
import type { ScentFailure } from './scentApi';

export const RECOMMENDATIONS_FAILED_TITLE = 'Empfehlungen nicht verfügbar';
export const RATE_LIMIT_TEXT =
  'Rate-Limit erreicht: Wir können maximal 10 Empfehlungen pro Minute erstellen. Bitte versuchen Sie es in 1-2 Minuten erneut.';
export const SERVICE_TEXT =
  'Service vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.';
export const CONNECTION_TEXT = 'Verbindungsproblem. Überprüfen Sie Ihre Internetverbindung.';
export const RECOMMENDATIONS_GENERIC_TEXT = 'Die Empfehlungen konnten nicht generiert werden.';

export const ANALYSIS_FAILED_TITLE = 'Fehler bei der Analyse';
export const ANALYSIS_GENERIC_TEXT = 'Die Analyse konnte nicht durchgeführt werden.';
export const NOT_ENOUGH_TITLE = 'Nicht genügend Parfüms';
export const NOT_ENOUGH_TEXT = 'Sie benötigen mindestens 2 Parfüms für eine Analyse.';

export type FailureInfo = { failure: ScentFailure; status: number; serverMessage: string | null };

// Failures the visitor can fix by changing the list: the server's German text says how.
const listProblems: ReadonlySet<ScentFailure> = new Set([
  'no_known_perfumes',
  'not_enough_perfumes',
  'unknown_perfumes',
]);

function isRateLimit({ failure, status }: FailureInfo): boolean {
  return failure === 'recommendation_rate_limited' || failure === 'rate_limited' || status === 429;
}

function isServiceDown({ failure, status }: FailureInfo): boolean {
  return failure === 'service_unavailable' || status === 503;
}

/** Description for the "Empfehlungen nicht verfügbar" toast (also used by "Mehr Nischendüfte"). */
export function recommendationErrorText(info: FailureInfo): string {
  if (isRateLimit(info)) return RATE_LIMIT_TEXT;
  if (isServiceDown(info)) return SERVICE_TEXT;
  if (info.failure === 'network') return CONNECTION_TEXT;
  if (listProblems.has(info.failure) && info.serverMessage) return info.serverMessage;
  return RECOMMENDATIONS_GENERIC_TEXT;
}

/** Title and description for a failed Duft-DNA analysis. */
export function analysisError(info: FailureInfo): { title: string; description: string } {
  if (info.failure === 'not_enough_perfumes') {
    return { title: NOT_ENOUGH_TITLE, description: NOT_ENOUGH_TEXT };
  }
  if (isServiceDown(info)) return { title: ANALYSIS_FAILED_TITLE, description: SERVICE_TEXT };
  if (info.failure === 'network')
    return { title: ANALYSIS_FAILED_TITLE, description: CONNECTION_TEXT };
  if (listProblems.has(info.failure) && info.serverMessage) {
    return { title: ANALYSIS_FAILED_TITLE, description: info.serverMessage };
  }
  return { title: ANALYSIS_FAILED_TITLE, description: ANALYSIS_GENERIC_TEXT };
}

/** Spec 001 §8: a successful answer without a single card is treated as the rate limit. */
export function isEmptyResult(stats: { total: number }): boolean {
  return stats.total === 0;
}
