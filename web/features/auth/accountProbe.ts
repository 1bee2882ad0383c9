// Spec 000 §7/§8: right after a password sign-in the app checks that the account answers
// (then the profiles table, here GET /api/me with the new session). When it does not, the
// visitor sees the toast "Login Problem" and the password-reset box opens, because a login
// that the data side refuses is most often fixed by setting a new password.
import { endpoints } from '../../../api/contract/endpoints';
import { api, isApiFailure, type ApiClient } from '../../apiClient';
import { LOGIN_PROBLEM_TEXT } from '../../apiClient/errorTexts';

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
