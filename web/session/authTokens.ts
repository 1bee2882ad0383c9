// Bearer tokens for the product API, read from the one auth client. getSession() refreshes by
// itself when the token expires within 90 s, so callers only force a refresh after a 401.
import { connectSession, type TokenSource } from '../apiClient';
import { getSupabase, hasSessionToRestore, supabaseRequested } from './supabaseClient';

export async function getAccessToken(): Promise<string | null> {
  // Nobody signed in on this device and the client not yet needed: no token, no library.
  if (!supabaseRequested() && !hasSessionToRestore()) return null;
  const client = await getSupabase();
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

export async function refreshAccessToken(): Promise<string | null> {
  if (!supabaseRequested() && !hasSessionToRestore()) return null;
  const client = await getSupabase();
  if (!client) return null;
  const { data, error } = await client.auth.refreshSession();
  if (error) return null;
  return data.session?.access_token ?? null;
}

/** The session's tokens for the API client. */
export const sessionTokens: TokenSource = {
  accessToken: getAccessToken,
  refreshedAccessToken: refreshAccessToken,
};

/** Called once at start-up: from then on signed-in requests carry the session's token. */
export function connectApiToSession(): void {
  connectSession(sessionTokens);
}
