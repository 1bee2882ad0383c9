// Every German text a user reads about a failure, in one place: the connection and contract
// texts of the API client, the toast titles of spec 000 §8 and the catalogue of spec 001 §8
// (verbatim), and the functions that choose between them by error code and status. Codes
// decide, never substrings of a message. The server's own German message (api/contract/
// errors.ts) is shown as it is wherever the spec says "the server's error".
import { errorMessage, type ErrorCode } from '../../api/contract/errors';
import {
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from './authErrorGuards';

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
export const LOGIN_PROBLEM_TITLE = 'Anmeldeproblem';
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
  'Zu viele Anfragen: Wir können höchstens 10 Empfehlungen pro Minute erstellen. Bitte versuche es in 1–2 Minuten erneut.';
export const SERVICE_TEXT =
  'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuche es später erneut.';
export const CONNECTION_TEXT = 'Verbindungsproblem. Bitte prüfe deine Internetverbindung.';
export const RECOMMENDATIONS_GENERIC_TEXT = 'Die Empfehlungen konnten nicht generiert werden.';

export const ANALYSIS_FAILED_TITLE = 'Fehler bei der Analyse';
export const ANALYSIS_GENERIC_TEXT = 'Die Analyse konnte nicht durchgeführt werden.';
export const NOT_ENOUGH_TITLE = 'Nicht genügend Parfüms';
export const NOT_ENOUGH_TEXT = 'Du brauchst mindestens 2 Parfüms für eine Analyse.';

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
 * list ("Parfüm bereits vorhanden" for collections and the wishlist, spec 001 §8), else
 * "HTTP {status}".
 */
export function listRefusalText(
  target: ListTarget,
  status: number,
  serverMessage: string | null,
): string {
  if (serverMessage) return serverMessage;
  if (status === 409) {
    if (target === 'blacklist') return ALREADY_BLACKLISTED_TEXT;
    return ALREADY_PRESENT_TEXT;
  }
  return `HTTP ${status}`;
}

// ---- Account -----------------------------------------------------------------------------

export const DELETE_ACCOUNT_FAILED_TITLE = 'Fehler beim Löschen des Kontos';
export const DELETE_ACCOUNT_FAILED_TEXT = 'Das Konto konnte nicht gelöscht werden.';

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
 * The toast for a change the server refused after it was queued. A list action of the
 * profile (spec 001 §8) reads "Fehler" with the server's text or "HTTP {status}"; the home
 * page's save (spec 000 §8) reads "Fehler beim Speichern" with status and text, except a
 * duplicate (409), which is the list's "Fehler". The wishlist delete of a move into the
 * collection gets no toast (null): the move worked, spec 001 §4 asks for a console warning.
 */
export function rejectionToast(
  status: number | null,
  message: string,
  origin: 'save' | 'list' | 'wishlistMove' = 'list',
): { title: string; description: string } | null {
  if (origin === 'wishlistMove') return null;
  if (origin === 'list' || status === 409 || status === null)
    return { title: GENERIC_ERROR_TITLE, description: message };
  const description = message === `HTTP ${status}` ? message : saveFailedText(status, message);
  return { title: SAVE_FAILED_TITLE, description };
}

// ---- Auth (GoTrue, spoken by supabase-js): spec 000 §8 and 001 §8 -------------------------
// GoTrue's own messages are English, so they are never shown; the code, status and a few known
// message beginnings decide. The texts are phrased without "du" or "Sie" because both the
// dialog (du) and the /auth page (Sie) show them.

/** Which form failed: the same code can mean different things (e.g. a 429). */
export type AuthAction =
  'signup' | 'login' | 'magicLink' | 'reset' | 'updatePassword' | 'callback' | 'resend';

export type AuthErrorFollowUp = 'switchToLogin' | 'openReset' | null;

export type AuthErrorText = { message: string; followUp: AuthErrorFollowUp };

export const GENERIC_AUTH_ERROR = 'Ein Fehler ist aufgetreten. Bitte erneut versuchen.';

const weakPasswordReasons: Record<string, string> = {
  length: 'mindestens 8 Zeichen',
  characters: 'Klein- und Großbuchstaben, Ziffern und Sonderzeichen mischen',
  pwned: 'es gehört zu den häufigsten Passwörtern aus Datenlecks und ist leicht zu erraten',
};

/** The server's breach-list refusal (GoTrue's weak_password with reason "pwned"). */
export const BREACHED_PASSWORD_TEXT =
  'Dieses Passwort gehört zu den häufigsten Passwörtern aus Datenlecks und ist leicht zu erraten. Bitte ein anderes wählen.';

function weakPasswordText(reasons: readonly string[]): string {
  if (reasons.length === 1 && reasons[0] === 'pwned') return BREACHED_PASSWORD_TEXT;
  const parts = reasons.map((reason) => weakPasswordReasons[reason]).filter(Boolean);
  return parts.length === 0
    ? 'Das Passwort ist zu schwach. Bitte ein anderes wählen.'
    : `Das Passwort ist zu schwach: ${parts.join('; ')}.`;
}

/** Password sign-in backing off after repeated failures (review N7). */
function signInBackoffText(seconds: number): string {
  const wait = seconds >= 90 ? `etwa ${Math.round(seconds / 60)} Minuten` : `${seconds} Sekunden`;
  return `Zu viele fehlgeschlagene Anmeldeversuche. Bitte in ${wait} erneut versuchen oder per Magic Link anmelden.`;
}

function rateLimitText(action: AuthAction, message: string): string {
  const backoff = /failed sign-in attempts.*after (\d+) seconds?/.exec(message)?.[1];
  if (backoff) return signInBackoffText(Number(backoff));
  // Review N12: the account's typed codes for today are spent; the link still works.
  if (/too many codes entered/i.test(message)) {
    return 'Für dieses Konto wurden heute zu viele Codes eingegeben. Bitte nutze den Link aus der E-Mail.';
  }
  const seconds = /after (\d+) seconds?/.exec(message)?.[1];
  if (seconds) {
    return `Aus Sicherheitsgründen ist eine neue E-Mail erst in ${seconds} Sekunden möglich.`;
  }
  if (action === 'magicLink') {
    return 'Zu viele Anfragen. Bitte ein paar Minuten warten und es dann erneut versuchen.';
  }
  if (action === 'reset' || action === 'updatePassword') {
    return 'Zu viele Anfragen. Bitte einige Minuten warten und es dann erneut versuchen.';
  }
  return 'Zu viele E-Mails angefordert. Bitte 1–2 Stunden warten oder eine andere E-Mail-Adresse verwenden.';
}

const text = (message: string, followUp: AuthErrorFollowUp = null): AuthErrorText => ({
  message,
  followUp,
});

/** German text and what the form should do next for any error an auth call produced. */
export function describeAuthError(error: unknown, action: AuthAction): AuthErrorText {
  if (!isAuthError(error)) return text(GENERIC_AUTH_ERROR);
  const { code, status, message } = error;

  if (isAuthWeakPasswordError(error)) return text(weakPasswordText(error.reasons));
  if (isAuthSessionMissingError(error)) {
    return text('Die Sitzung ist abgelaufen. Bitte einen neuen Link anfordern oder neu anmelden.');
  }
  if (isAuthRetryableFetchError(error)) {
    return text(
      status === 0 || status === undefined
        ? 'Verbindungsfehler. Bitte die Internetverbindung prüfen und erneut versuchen.'
        : 'Der Anmeldedienst ist gerade nicht erreichbar. Bitte später erneut versuchen.',
    );
  }
  if (
    code === 'user_already_exists' ||
    code === 'email_exists' ||
    /already registered/i.test(message)
  ) {
    return text('Diese E-Mail-Adresse ist bereits registriert. Bitte anmelden.', 'switchToLogin');
  }
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) {
    return text(
      'Die Anmeldung mit Passwort hat nicht geklappt. E-Mail und Passwort prüfen, per Magic Link anmelden oder das Passwort zurücksetzen.',
      'openReset',
    );
  }
  if (code === 'email_not_confirmed') {
    return text(
      'Die E-Mail-Adresse ist noch nicht bestätigt. Bitte zuerst den Link in der Bestätigungs-E-Mail öffnen.',
    );
  }
  if (code === 'signup_disabled' || /signups? (is|are)? ?(disabled|not allowed)/i.test(message)) {
    return text('Die Registrierung ist derzeit deaktiviert.');
  }
  if (/password should be at least/i.test(message)) {
    return text('Das Passwort muss mindestens 8 Zeichen lang sein.');
  }
  if (
    code === 'over_email_send_rate_limit' ||
    code === 'over_request_rate_limit' ||
    status === 429
  ) {
    return text(rateLimitText(action, message));
  }
  if (code === 'user_not_found') return text('Diese E-Mail-Adresse wurde nicht gefunden.');
  // Review N6, L4: a password change outside a recovery link wants a fresh proof.
  if (code === 'reauthentication_needed') return text(errorMessage('reauthentication_needed'));
  if (code === 'reauthentication_not_valid' || code === 'current_password_mismatch') {
    return text(errorMessage('reauthentication_not_valid'));
  }
  if (code === 'same_password') {
    return text('Das neue Passwort muss sich vom bisherigen unterscheiden.');
  }
  if (code === 'otp_expired' || code === 'flow_state_expired' || code === 'flow_state_not_found') {
    return text('Der Link ist ungültig oder abgelaufen. Bitte einen neuen anfordern.');
  }
  if (code === 'validation_failed' && /email/i.test(message)) {
    return text('Bitte eine gültige E-Mail-Adresse eingeben.');
  }
  if (/password cannot be longer/i.test(message)) {
    return text('Das Passwort darf höchstens 72 Zeichen lang sein.');
  }
  return text(GENERIC_AUTH_ERROR);
}

/** German text for the error a redirect carried in the URL (see urlAuthError.ts). */
export function describeUrlAuthError(code: string | null): string {
  if (code === 'otp_expired')
    return 'Der Link ist ungültig oder abgelaufen. Bitte einen neuen anfordern.';
  if (code === 'provider_disabled' || code === 'validation_failed') {
    return 'Diese Anmeldemethode ist auf diesem Server nicht eingerichtet.';
  }
  if (code === 'bad_oauth_state' || code === 'bad_oauth_callback') {
    return 'Die Anmeldung wurde abgebrochen oder ist abgelaufen. Bitte erneut versuchen.';
  }
  return 'Der Link konnte nicht bestätigt werden. Bitte einen neuen anfordern.';
}

/** True when the server was not reached at all (offline, DNS, connection refused). */
export function isNetworkAuthError(error: unknown): boolean {
  return isAuthRetryableFetchError(error) && !error.status;
}
