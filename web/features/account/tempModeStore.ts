// Temporary mode: after sign-up and before the e-mail is confirmed, the person saves into
// temporary collections identified by e-mail and device id. The e-mail is session state, so it
// lives in zustand, mirrored to localStorage ("duftkompass-temp-user") to survive reloads as
// spec 001 §4's temporary local user: id "temp_user", no token, flagged temporary.
import { z } from 'zod';
import { lazySchema } from '../../../api/contract/lazySchema';
import { create } from 'zustand';

export const TEMP_USER_STORAGE_KEY = 'duftkompass-temp-user';

/** Spec 001 §4's temporary local user; a stored value of older versions has only the e-mail. */
export type TempUser = { id: 'temp_user'; email: string; temporary: true };

const storedTempUserSchema = lazySchema(() =>
  z.object({ id: z.literal('temp_user').optional(), email: z.email() }),
);

function readStoredEmail(): string | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(TEMP_USER_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = storedTempUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.email : null;
  } catch {
    return null;
  }
}

type TempModeState = { email: string | null };

export const useTempModeStore = create<TempModeState>()(() => ({ email: readStoredEmail() }));

export function tempUser(email: string): TempUser {
  return { id: 'temp_user', email: email.trim().toLowerCase(), temporary: true };
}

/** Sets the temporary local user (no token: nothing is signed in). */
export function startTempMode(email: string): void {
  const user = tempUser(email);
  localStorage.setItem(TEMP_USER_STORAGE_KEY, JSON.stringify(user));
  useTempModeStore.setState({ email: user.email });
}

export function exitTempMode(): void {
  localStorage.removeItem(TEMP_USER_STORAGE_KEY);
  useTempModeStore.setState({ email: null });
}

export function useTempUserEmail(): string | null {
  return useTempModeStore((state) => state.email);
}
