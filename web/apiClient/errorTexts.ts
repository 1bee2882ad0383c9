// Every German text a user reads about a failure, in one place: the connection and contract
// texts of the API client, the toast titles of spec 000 §8 and the catalogue of spec 001 §8
// (verbatim), and the functions that choose between them by error code and status. Codes
// decide, never substrings of a message. The server's own German message (api/contract/
// errors.ts) is shown as it is wherever the spec says "the server's error".
import { errorMessage, type ErrorCode } from '../../api/contract/errors';

/** What went wrong, as the client sees it: the server's code or a failure of its own. */
export type FailureCode = ErrorCode | 'network' | 'auth_required' | 'unexpected' | 'unknown';

// ---- The client's own failures -------------------------------------------------------------

export const OFFLINE_TEXT = 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.';
export const AUTH_REQUIRED_TEXT = 'Authentifizierung erforderlich';
export const UNEXPECTED_TEXT = 'Der Server hat unerwartet geantwortet. Bitte versuche es erneut.';

/** A status without our error body: a proxy's page, a server that is down. */
export function unreachableText(status: number): string {
  return `Der Server ist gerade nicht erreichbar (HTTP ${status}). Bitte versuche es später erneut.`;
}

/** The text for a failure without a message from the server. */
export function failureText(code: FailureCode, status: number): string {
  switch (code) {
    case 'network':
      return OFFLINE_TEXT;
    case 'auth_required':
      return AUTH_REQUIRED_TEXT;
    case 'unexpected':
      return UNEXPECTED_TEXT;
    case 'unknown':
      return status === 401 ? AUTH_REQUIRED_TEXT : unreachableText(status);
    default:
      return errorMessage(code);
  }
}

// ---- Spec 000 §8: toast titles -----------------------------------------------------------

export const GENERIC_ERROR_TITLE = 'Fehler';
export const LOGIN_PROBLEM_TITLE = 'Login Problem';
export const LOGIN_PROBLEM_TEXT =
  'Dein Profil konnte nicht geladen werden. Setze dein Passwort zurück oder melde dich per Magic Link an.';
export const SIGN_OUT_FAILED_TITLE = 'Abmeldung fehlgeschlagen';
export const PHOTO_FAILED_TITLE = 'Analyse fehlgeschlagen';
export const NO_PERFUMES_DETECTED_TITLE = 'Keine Parfüms erkannt';
export const RECOMMENDATIONS_EXCEPTION_TITLE = 'Fehler bei Empfehlungen';
export const SAVE_FAILED_TITLE = 'Fehler beim Speichern';
export const DUPLICATE_TITLE = 'Bereits vorhanden';

/** Spec 000 §8 "Toast 'Fehler beim Speichern' with status and text". */
export function saveFailedText(status: number, text: string): string {
  return status > 0 ? `${status}: ${text}` : text;
}

// ---- Spec 001 §8: recommendations and analysis -------------------------------------------

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

/** What the scent texts need to know about a failure. */
export type FailureInfo = { code: FailureCode; status: number; serverMessage: string | null };

// Failures the visitor can fix by changing the list: the server's German text says how.
const listProblems: ReadonlySet<FailureCode> = new Set([
  'no_known_perfumes',
  'not_enough_perfumes',
  'unknown_perfumes',
]);

function isRateLimit({ code, status }: FailureInfo): boolean {
  return code === 'recommendation_rate_limited' || code === 'rate_limited' || status === 429;
}

function isServiceDown({ code, status }: FailureInfo): boolean {
  return code === 'service_unavailable' || status === 503;
}

/**
 * Spec 000 §8 tells a non-OK answer ("Empfehlungen nicht verfügbar") from an exception on the
 * way ("Fehler bei Empfehlungen"): no answer at all, or one that broke the contract.
 */
export function recommendationErrorTitle(info: FailureInfo): string {
  return info.code === 'network' || info.code === 'unexpected'
    ? RECOMMENDATIONS_EXCEPTION_TITLE
    : RECOMMENDATIONS_FAILED_TITLE;
}

/** Description for the recommendation toasts (also used by "Mehr Nischendüfte"). */
export function recommendationErrorText(info: FailureInfo): string {
  if (isRateLimit(info)) return RATE_LIMIT_TEXT;
  if (isServiceDown(info)) return SERVICE_TEXT;
  if (info.code === 'network') return CONNECTION_TEXT;
  if (listProblems.has(info.code) && info.serverMessage) return info.serverMessage;
  return RECOMMENDATIONS_GENERIC_TEXT;
}

/** Title and description for a failed Duft-DNA analysis. */
export function analysisError(info: FailureInfo): { title: string; description: string } {
  if (info.code === 'not_enough_perfumes') {
    return { title: NOT_ENOUGH_TITLE, description: NOT_ENOUGH_TEXT };
  }
  if (isServiceDown(info)) return { title: ANALYSIS_FAILED_TITLE, description: SERVICE_TEXT };
  if (info.code === 'network')
    return { title: ANALYSIS_FAILED_TITLE, description: CONNECTION_TEXT };
  if (listProblems.has(info.code) && info.serverMessage) {
    return { title: ANALYSIS_FAILED_TITLE, description: info.serverMessage };
  }
  return { title: ANALYSIS_FAILED_TITLE, description: ANALYSIS_GENERIC_TEXT };
}

// ---- Spec 001 §8: adding to and removing from the lists ---------------------------------

export const ALREADY_PRESENT_TEXT = 'Parfüm bereits vorhanden';
export const ALREADY_BLACKLISTED_TEXT = 'Parfüm bereits in der Blacklist';
export const ALREADY_IN_WISHLIST_TEXT = 'Parfüm bereits in der Wunschliste';
export const REMOVE_FAILED_TEXT = 'Das Parfüm konnte nicht entfernt werden.';
export const BLACKLIST_REMOVE_FAILED_TEXT =
  'Parfüm konnte nicht aus der Blacklist entfernt werden.';

/** Spec 001 §8: a wishlist perfume moved to a collection that already holds it. */
export function alreadyInCollectionText(name: string): string {
  return `${name} ist bereits in deiner Sammlung`;
}

export type ListTarget = 'collection' | 'wishlist' | 'blacklist';

/**
 * A refused add to a list: the server's German message, else the spec's 409 fallback for the
 * list, else "HTTP {status}".
 */
export function listRefusalText(
  target: ListTarget,
  status: number,
  serverMessage: string | null,
): string {
  if (serverMessage) return serverMessage;
  if (status === 409) {
    if (target === 'blacklist') return ALREADY_BLACKLISTED_TEXT;
    if (target === 'wishlist') return ALREADY_IN_WISHLIST_TEXT;
    return ALREADY_PRESENT_TEXT;
  }
  return `HTTP ${status}`;
}

// ---- Account -----------------------------------------------------------------------------

export const DELETE_ACCOUNT_FAILED_TITLE = 'Fehler bei der Account-Löschung';
export const DELETE_ACCOUNT_FAILED_TEXT = 'Der Account konnte nicht gelöscht werden.';

// ---- Photo recognition -------------------------------------------------------------------

export const PHOTO_TEXTS = {
  offline:
    'Die Fotoerkennung braucht eine Internetverbindung. Bitte verbinde dich und versuche es erneut – oder suche per Texteingabe.',
  unreachable:
    'Die Fotoerkennung ist gerade nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.',
  failed: 'Das Foto konnte nicht analysiert werden. Bitte versuche es erneut.',
  unexpected: 'Die Fotoerkennung hat unerwartet geantwortet. Bitte versuche es erneut.',
} as const;

// ---- Search ------------------------------------------------------------------------------

export const SEARCH_UNAVAILABLE_TEXT =
  'Die Suche ist gerade nicht erreichbar. Bitte prüfe deine Verbindung.';
export const SEARCH_UNEXPECTED_TEXT =
  'Die Suche hat unerwartet geantwortet. Bitte versuche es erneut.';

/** Spec 001 §8: a successful answer without a single card is treated as the rate limit. */
export function isEmptyResult(stats: { total: number }): boolean {
  return stats.total === 0;
}

/**
 * The toast for a change the server refused after it was queued: a duplicate (409) is the
 * list's "Fehler" of spec 001 §8; anything else is spec 000 §8's "Fehler beim Speichern"
 * with status and text.
 */
export function rejectionToast(
  status: number | null,
  message: string,
): { title: string; description: string } {
  if (status === 409 || status === null)
    return { title: GENERIC_ERROR_TITLE, description: message };
  const description = message === `HTTP ${status}` ? message : saveFailedText(status, message);
  return { title: SAVE_FAILED_TITLE, description };
}
