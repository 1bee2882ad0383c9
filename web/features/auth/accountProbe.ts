// Spec 000 §7/§8: right after a password sign-in the app checks that the account answers
// (then the profiles table, here GET /api/me with the new session). When it does not, the
// visitor sees the toast "Login Problem" and the password-reset box opens, because a login
// that the data side refuses is most often fixed by setting a new password.
import { endpoints } from '../../../api/contract/endpoints';
import { api, isApiFailure, type ApiClient } from '../../apiClient';
import { LOGIN_PROBLEM_TEXT, LOGIN_PROBLEM_TITLE } from '../../apiClient/errorTexts';
import type { ToastInput } from '../../ui/toast/toastStore';

export type ProbeResult = { ok: true } | { ok: false; message: string };

export async function probeAccount(client: ApiClient = api): Promise<ProbeResult> {
  try {
    await client.call(endpoints.me);
    return { ok: true };
  } catch (error) {
    console.error('Konto nach der Anmeldung nicht erreichbar', error);
    const reason = isApiFailure(error) ? error.message : '';
    return { ok: false, message: reason ? `${LOGIN_PROBLEM_TEXT} ${reason}` : LOGIN_PROBLEM_TEXT };
  }
}

/** Router state that opens /auth with the reset box after a link sign-in failed its probe. */
export const LOGIN_PROBLEM_STATE = { loginProblem: true } as const;

export function hasLoginProblemState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'loginProblem' in state;
}

/** Router state that opens /auth's sign-in with the address filled in (when known). */
export function signInState(email: string): { email: string } | undefined {
  return email ? { email } : undefined;
}

export function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

/**
 * The probe after a link sign-in (magic link, confirmation, Google): true when the account
 * answers; otherwise the "Anmeldeproblem" toast is shown and the caller opens /auth with
 * LOGIN_PROBLEM_STATE, where the reset box waits.
 */
export async function linkSignInProbed(
  show: (toast: ToastInput) => void,
  client: ApiClient = api,
): Promise<boolean> {
  const probe = await probeAccount(client);
  if (!probe.ok)
    show({ variant: 'destructive', title: LOGIN_PROBLEM_TITLE, description: probe.message });
  return probe.ok;
}
