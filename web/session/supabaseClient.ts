// The app's one Supabase client; nothing else imports @supabase/supabase-js. It is created
// once, from the runtime configuration, so the same build talks to the embedded /auth/v1 or
// to hosted Supabase. Implicit flow: e-mail links carry the session in the URL hash, so a
// confirmation or magic link also works when opened in another browser or on another device
// (PKCE would need the code verifier stored in the browser that asked for the mail).
//
// The library is loaded on first use, not with the page: a visitor who never signs in never
// downloads it. It is needed at start only when a session is stored on this device or the
// address carries an auth redirect (hasSessionToRestore); otherwise the auth dialog, the auth
// pages or a signed-in call load it.
import type { RuntimeConfig } from '../../api/contract/runtimeConfig';
import type * as SupabaseJs from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig, useRuntimeConfigStore } from './runtimeConfig';
import { readUrlAuthError, type UrlAuthError } from './urlAuthError';

export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
export {
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '../apiClient/authErrorGuards';

let library: Promise<typeof SupabaseJs> | null = null;

/** supabase-js itself (its own chunk), loaded once. */
export function loadSupabaseLibrary(): Promise<typeof SupabaseJs> {
  library ??= import('@supabase/supabase-js');
  return library;
}

// Read before the client starts: it clears the hash of a successful redirect, and an error
// redirect must still be explainable by /auth/callback after the page chunk has loaded.
const initialUrlAuthError: UrlAuthError | null =
  typeof window === 'undefined' ? null : readUrlAuthError(window.location.href);

/** Where the client keeps the session in localStorage (fixed, so sign-out can forget it offline). */
export const AUTH_STORAGE_KEY = 'duftkompass-auth';
/** Where supabase-js keeps the PKCE verifier of the last link or Google sign-in it asked for. */
export const CODE_VERIFIER_KEY = `${AUTH_STORAGE_KEY}-code-verifier`;

// A one-time ?code= this browser holds no verifier for: an e-mail link opened in another browser
// than the one that asked for it. The server has confirmed the address; no session can follow.
const initialCodeWithoutVerifier: boolean = (() => {
  if (typeof window === 'undefined') return false;
  if (!new URLSearchParams(window.location.search).has('code')) return false;
  try {
    return window.localStorage.getItem(CODE_VERIFIER_KEY) === null;
  } catch {
    return true;
  }
})();

let clientPromise: Promise<SupabaseClient | null> | null = null;
let configPromise: Promise<RuntimeConfig | null> | null = null;
const clientListeners = new Set<(client: SupabaseClient) => void>();

/** The runtime configuration, asked for once per page (cheap; the auth library is not loaded). */
export function ensureRuntimeConfig(): Promise<RuntimeConfig | null> {
  configPromise ??= loadRuntimeConfig().then((config) => {
    useRuntimeConfigStore.setState({ status: config ? 'ready' : 'unavailable', config });
    return config;
  });
  return configPromise;
}

/** The client, or null when no configuration is known (first start while offline). */
export function getSupabase(): Promise<SupabaseClient | null> {
  // The library downloads while the configuration is asked for, not after it.
  const libraryPromise = loadSupabaseLibrary();
  // Awaited only with a configuration; offline without one its failure is no error.
  libraryPromise.catch(() => undefined);
  clientPromise ??= ensureRuntimeConfig().then(async (config) => {
    if (!config) return null;
    const { createClient } = await libraryPromise;
    const client = createClient(config.auth.url, config.auth.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        // PKCE: links and Google answer with a one-time code that only this browser (holding
        // the verifier in localStorage) can exchange, so no session travels in a URL and no
        // foreign page can sign a visitor into another account (review L2).
        flowType: 'pkce',
        storageKey: AUTH_STORAGE_KEY,
      },
    });
    for (const listener of clientListeners) listener(client);
    return client;
  });
  return clientPromise;
}

/** Calls `listener` once the client exists (at once if it does); returns the unsubscribe. */
export function whenSupabaseReady(listener: (client: SupabaseClient) => void): () => void {
  if (clientPromise) {
    let active = true;
    void clientPromise.then((client) => active && client && listener(client));
    return () => {
      active = false;
    };
  }
  clientListeners.add(listener);
  return () => clientListeners.delete(listener);
}

/** True when the client has been asked for on this page (so its session is the truth). */
export function supabaseRequested(): boolean {
  return clientPromise !== null;
}

/**
 * Whether start-up must create the client: a session stored on this device to restore, or an
 * auth redirect (tokens or an error in the address) to take in.
 */
/** A PKCE redirect: the one-time code the client exchanges for a session. */
export function hasAuthCodeInUrl(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('code');
}

export function hasSessionToRestore(): boolean {
  if (typeof window === 'undefined') return false;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): nothing can be restored from it.
  }
  const hash = window.location.hash;
  return (
    stored !== null ||
    hasAuthCodeInUrl() ||
    hash.includes('access_token=') ||
    hash.includes('error=') ||
    initialUrlAuthError !== null ||
    window.location.pathname.startsWith('/auth/callback')
  );
}

/** The error an auth redirect (e-mail link, Google) carried in the address this page loaded with. */
export function getInitialUrlAuthError(): UrlAuthError | null {
  return initialUrlAuthError;
}

/** Whether this page was opened with a link's code that only another browser can use. */
export function getInitialCodeWithoutVerifier(): boolean {
  return initialCodeWithoutVerifier;
}

/** Where e-mail links land; the type tells /auth/callback what to do with the session. */
export function authCallbackUrl(type: 'signup' | 'magiclink' | 'recovery'): string {
  return `${window.location.origin}/auth/callback?type=${type}`;
}
