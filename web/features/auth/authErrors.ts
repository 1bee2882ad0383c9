// The one place that turns auth failures into German text (spec 000 §8, 001 §8). GoTrue's own
// messages are English, so they are never shown; the code, status and a few known message
// beginnings decide. The texts are phrased without "du" or "Sie" because both the dialog
// (du) and the /auth page (Sie) show them.
import {
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '../../session/supabaseClient';

/** Which form failed: the same code can mean different things (e.g. a 429). */
export type AuthAction = 'signup' | 'login' | 'magicLink' | 'reset' | 'updatePassword' | 'callback';

export type AuthErrorFollowUp = 'switchToLogin' | 'openReset' | null;

export type AuthErrorText = { message: string; followUp: AuthErrorFollowUp };

export const GENERIC_AUTH_ERROR = 'Ein Fehler ist aufgetreten. Bitte erneut versuchen.';

const weakPasswordReasons: Record<string, string> = {
  length: 'mindestens 8 Zeichen',
  characters: 'Klein- und Großbuchstaben, Ziffern und Sonderzeichen mischen',
  pwned: 'es ist aus Datenlecks bekannt und leicht zu erraten',
};

function weakPasswordText(reasons: readonly string[]): string {
  const parts = reasons.map((reason) => weakPasswordReasons[reason]).filter(Boolean);
  return parts.length === 0
    ? 'Das Passwort ist zu schwach. Bitte ein anderes wählen.'
    : `Das Passwort ist zu schwach: ${parts.join('; ')}.`;
}

function rateLimitText(action: AuthAction, message: string): string {
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
