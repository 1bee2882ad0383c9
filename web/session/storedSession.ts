// Who the session stored on this device belongs to, read from localStorage without the auth
// library. A page that renders the device's own copy (/profile) can paint it before
// supabase-js has loaded and confirmed the session; the auth provider's answer stays the truth
// (an ended session then shows the sign-in hint instead).
import { z } from 'zod';
import { lazySchema } from '../../api/contract/lazySchema';
import {
  AUTH_STORAGE_KEY,
  getInitialUrlAuthError,
  hasAuthCodeInUrl,
  hasSessionToRestore,
} from './supabaseClient';

/** The part of supabase-js's stored session that is read here; the rest is its own business. */
const storedSessionSchema = lazySchema(() =>
  z.object({ user: z.object({ id: z.string().min(1) }) }),
);

/**
 * The user id of the stored session, or null: nothing stored, unreadable, or an auth redirect
 * in the address (its session replaces the stored one).
 */
export function readStoredSessionUserId(): string | null {
  if (typeof window === 'undefined' || !hasSessionToRestore()) return null;
  const { hash, pathname } = window.location;
  if (hash.includes('access_token=') || hasAuthCodeInUrl()) return null;
  if (getInitialUrlAuthError() !== null) return null;
  if (pathname.startsWith('/auth/callback')) return null;
  try {
    const stored = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (stored === null) return null;
    const parsed = storedSessionSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data.user.id : null;
  } catch {
    // Blocked storage or broken JSON: the auth library decides alone.
    return null;
  }
}
