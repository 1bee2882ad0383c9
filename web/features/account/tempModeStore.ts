// Temporary mode: after sign-up and before the e-mail is confirmed, the person saves into
// temporary collections identified by e-mail and device id. The e-mail is session state, so it
// lives in zustand, mirrored to localStorage ("duftkompass-temp-user") to survive reloads.
import { z } from 'zod';
import { lazySchema } from '../../../api/contract/lazySchema';
import { create } from 'zustand';

export const TEMP_USER_STORAGE_KEY = 'duftkompass-temp-user';

const storedTempUserSchema = lazySchema(() => z.object({ email: z.email() }));

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

export function startTempMode(email: string): void {
  const normalized = email.trim().toLowerCase();
  localStorage.setItem(TEMP_USER_STORAGE_KEY, JSON.stringify({ email: normalized }));
  useTempModeStore.setState({ email: normalized });
}

export function exitTempMode(): void {
  localStorage.removeItem(TEMP_USER_STORAGE_KEY);
  useTempModeStore.setState({ email: null });
}

export function useTempUserEmail(): string | null {
  return useTempModeStore((state) => state.email);
}
