// Every auth call the app makes, on the one client. Each throws the client's AuthError on
// failure, so forms can turn it into German text with describeAuthError().
import { markIntentUnderway } from '../account/pendingIntent';
import { displayNameOf } from '../account/userDisplay';
import { markGoogleSignIn } from './googleReturn';
import {
  AUTH_STORAGE_KEY,
  authCallbackUrl,
  CODE_VERIFIER_KEY,
  getSupabase,
  isAuthRetryableFetchError,
  loadSupabaseLibrary,
} from '../../session/supabaseClient';
import { authShellCopy } from '../../copy/authShell';

/**
 * The fresh proof the server asks for before what cannot be undone (review N6, L4): account
 * deletion and a password change outside a recovery link, once the last sign-in is older than
 * 10 minutes. Either the current password or the six-digit code GoTrue's reauthenticate mails.
 */
export type ReauthProofBody = { current_password?: string; nonce?: string };

export type SignUpNames = { firstName: string; lastName: string };
/** 'confirmEmail': the usual case, a confirmation mail is on its way and there is no session yet. */
export type SignUpOutcome = 'confirmEmail' | 'signedIn';

async function client() {
  const supabase = await getSupabase();
  // Status 0 is what the client reports for an unreachable server, so the text matches.
  if (!supabase) {
    const { AuthRetryableFetchError } = await loadSupabaseLibrary().catch(() => ({
      AuthRetryableFetchError: null,
    }));
    if (AuthRetryableFetchError) {
      throw new AuthRetryableFetchError(authShellCopy.configUnavailable, 0);
    }
    throw new Error(authShellCopy.configUnavailable);
  }
  return supabase;
}

export async function signUp(
  email: string,
  password: string,
  names: SignUpNames = { firstName: '', lastName: '' },
): Promise<SignUpOutcome> {
  const { data, error } = await (
    await client()
  ).auth.signUp({
    email: email.trim(),
    password,
    options: {
      emailRedirectTo: authCallbackUrl('signup'),
      data: {
        first_name: names.firstName.trim(),
        last_name: names.lastName.trim(),
        display_name: displayNameOf(names.firstName, names.lastName),
      },
    },
  });
  if (error) throw error;
  markIntentUnderway();
  if (data.session) return 'signedIn';
  // With confirmations on, GoTrue answers a taken, confirmed address with a stand-in user
  // without identities (no enumeration) and sends no mail; telling the person is kinder than
  // letting them wait for a mail that never comes.
  if (data.user && data.user.identities?.length === 0) {
    const { AuthApiError } = await loadSupabaseLibrary();
    throw new AuthApiError('User already registered', 422, 'user_already_exists');
  }
  return 'confirmEmail';
}

export async function signIn(email: string, password: string): Promise<void> {
  const { error } = await (
    await client()
  ).auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
  markIntentUnderway();
}

export async function signInWithGoogle(): Promise<void> {
  const supabase = await client();
  // Set before the client leaves for Google: the page that comes back checks the account.
  markGoogleSignIn();
  const { error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}/` },
  });
  if (error) throw error;
  markIntentUnderway();
}

// With PKCE the link in a mail signs in only with the verifier the browser stored when it
// asked for that mail. A refused request (the mail budget's 60 s, a rate limit) makes the
// client drop the stored verifier, so the link of the mail sent before would fail as well;
// it is put back, and the earlier link keeps working.

async function keepingEarlierLink(request: () => Promise<{ error: unknown }>): Promise<void> {
  let earlier: string | null = null;
  try {
    earlier = localStorage.getItem(CODE_VERIFIER_KEY);
  } catch {
    // Blocked storage: there is no verifier to keep.
  }
  let failed = true;
  try {
    const { error } = await request();
    if (error) throw error;
    failed = false;
  } finally {
    if (failed && earlier !== null) {
      try {
        localStorage.setItem(CODE_VERIFIER_KEY, earlier);
      } catch {
        // Nothing more to do: the earlier link then confirms the address without signing in.
      }
    }
  }
}

export async function signInWithMagicLink(email: string): Promise<void> {
  const supabase = await client();
  await keepingEarlierLink(() =>
    supabase.auth.signInWithOtp({
      email: email.trim(),
      options: { shouldCreateUser: true, emailRedirectTo: authCallbackUrl('magiclink') },
    }),
  );
  markIntentUnderway();
}

/**
 * A new confirmation mail for a sign-up that is not confirmed yet. The server's mail budget
 * applies (60 s per address, per network and server per hour); its refusals come back as
 * the client's AuthError for describeAuthError().
 */
export async function resendConfirmation(email: string): Promise<void> {
  const supabase = await client();
  await keepingEarlierLink(() =>
    supabase.auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: authCallbackUrl('signup') },
    }),
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await client();
  await keepingEarlierLink(() =>
    supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo: authCallbackUrl('recovery') }),
  );
}

/**
 * A new password. Outside a recovery link and 10 minutes after the last sign-in the server
 * wants a proof with it (review N6, L4): the current password or the mailed code.
 */
export async function updatePassword(password: string, proof: ReauthProofBody = {}): Promise<void> {
  const { error } = await (await client()).auth.updateUser({ password, ...proof });
  if (error) throw error;
}

/** GoTrue's reauthentication nonce: a six-digit code to the account's address (review N6). */
export async function requestReauthenticationCode(): Promise<void> {
  const { error } = await (await client()).auth.reauthenticate();
  if (error) throw error;
}

/**
 * 'local': the server could not be reached (offline), so only this device forgot the session;
 * the caller must reload the page, because the client still holds it in memory. The refresh
 * token then simply expires on the server unused.
 */
export type SignOutOutcome = 'signedOut' | 'local';

/**
 * After the account was deleted: its sessions are gone on the server, so whatever the
 * logout call answers, this device must forget the session too.
 */
export async function forgetDeletedSession(): Promise<void> {
  try {
    const { error } = await (await client()).auth.signOut({ scope: 'local' });
    if (!error) return;
  } catch {
    // Falls through to removing the stored session by hand.
  }
  localStorage.removeItem(AUTH_STORAGE_KEY);
}

export async function signOut(): Promise<SignOutOutcome> {
  const { error } = await (await client()).auth.signOut();
  if (!error) return 'signedOut';
  // supabase-js keeps the session when the logout call fails; on a shared device in a shop
  // without reception the user must still be able to sign out.
  if (!isAuthRetryableFetchError(error)) throw error;
  localStorage.removeItem(AUTH_STORAGE_KEY);
  return 'local';
}
