// The app's one Supabase client; nothing else imports @supabase/supabase-js. It is created
// once, from the runtime configuration, so the same build talks to the embedded /auth/v1 or
// to hosted Supabase. Implicit flow: e-mail links carry the session in the URL hash, so a
// confirmation or magic link also works when opened in another browser or on another device
// (PKCE would need the code verifier stored in the browser that asked for the mail).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig, useRuntimeConfigStore } from './runtimeConfig';
import { readUrlAuthError, type UrlAuthError } from './urlAuthError';

export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
export {
  AuthApiError,
  AuthRetryableFetchError,
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js';

// Read before the client starts: it clears the hash of a successful redirect, and an error
// redirect must still be explainable by /auth/callback after the page chunk has loaded.
const initialUrlAuthError: UrlAuthError | null =
  typeof window === 'undefined' ? null : readUrlAuthError(window.location.href);

let clientPromise: Promise<SupabaseClient | null> | null = null;

/** Where the client keeps the session in localStorage (fixed, so sign-out can forget it offline). */
export const AUTH_STORAGE_KEY = 'duftkompass-auth';

/** The client, or null when no configuration is known (first start while offline). */
export function getSupabase(): Promise<SupabaseClient | null> {
  clientPromise ??= loadRuntimeConfig().then((config) => {
    useRuntimeConfigStore.setState({ status: config ? 'ready' : 'unavailable', config });
    if (!config) return null;
    return createClient(config.auth.url, config.auth.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
        storageKey: AUTH_STORAGE_KEY,
      },
    });
  });
  return clientPromise;
}

/** The error an auth redirect (e-mail link, Google) carried in the address this page loaded with. */
export function getInitialUrlAuthError(): UrlAuthError | null {
  return initialUrlAuthError;
}

/** Where e-mail links land; the type tells /auth/callback what to do with the session. */
export function authCallbackUrl(type: 'signup' | 'magiclink' | 'recovery'): string {
  return `${window.location.origin}/auth/callback?type=${type}`;
}
