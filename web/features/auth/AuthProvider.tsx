import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { signInEffects } from '../account/appSignInEffects';
import { exitTempMode, startTempMode, useTempUserEmail } from '../account/tempModeStore';
import * as actions from './authActions';
import { showToast, type ToastInput } from '../../ui/toast/toastStore';
import { consumeOwnSignOut, handleSessionEnded } from './sessionEnd';
import { AuthContext, type AuthContextValue } from './authContext';
import {
  ensureRuntimeConfig,
  getSupabase,
  hasSessionToRestore,
  whenSupabaseReady,
  type Session,
} from '../../session/supabaseClient';
import { whenSessionMayStart } from '../../session/sessionStart';
import { readStoredSessionUserId } from '../../session/storedSession';
import type { SupabaseClient } from '@supabase/supabase-js';

/** Spec 000 §9: the pending-migration check runs this long after the app has loaded. */
export const PENDING_MIGRATION_DELAY_MS = 1000;

// The device database and the sync load only when a session has ended: a first visit to the
// start page must not carry them (tests/e2e/budget.spec.ts).
const loadAccount = () => import('../../data/account');
const sessionEnd = {
  consumeOwnSignOut,
  heldAccount: async () => (await (await loadAccount()).currentOwner()) !== undefined,
  stopSync: async () => (await import('../../sync/appSync')).stopAppSync(),
  clear: async () => (await loadAccount()).clearAfterSessionEnded(),
  notify: (toast: ToastInput) => void showToast(toast),
};

/** Holds the session for the whole app and reacts to sign-ins (collections, migration). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  // Without a session to restore there is nothing to wait for: nobody is signed in.
  const [loading, setLoading] = useState(hasSessionToRestore);
  const [storedUserId] = useState(readStoredSessionUserId);
  const tempUserEmail = useTempUserEmail();

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const attach = (client: SupabaseClient) => {
      if (!active) return;
      const { data } = client.auth.onAuthStateChange((event, next) => {
        setSession(next);
        setLoading(false);
        // supabase-js holds a lock while it runs this callback; API calls that read the
        // session must wait until it returns, or they deadlock.
        if (event === 'SIGNED_IN' && next) {
          setTimeout(() => void signInEffects.onSignedIn(next.user), 0);
        }
        // A session that ended without the sign-out flow clears the device too (N17).
        if (event === 'SIGNED_OUT') setTimeout(() => void handleSessionEnded(sessionEnd), 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };

    // The configuration (sign-in methods, legal details) is cheap and read at once (after a
    // returning device's /profile is on screen); the auth library only when a session must be
    // restored now, else on first use (the dialog).
    void whenSessionMayStart().then(ensureRuntimeConfig);
    let stopWaiting = () => {};
    if (hasSessionToRestore()) {
      void whenSessionMayStart()
        .then(getSupabase)
        .then((client) => {
          if (!client && active) setLoading(false);
          if (client) attach(client);
        });
    } else {
      stopWaiting = whenSupabaseReady(attach);
    }

    const pendingCheck = setTimeout(() => {
      if (!hasSessionToRestore()) return;
      void whenSessionMayStart()
        .then(getSupabase)
        .then((client) => client?.auth.getSession())
        .then((result) => {
          const user = result?.data.session?.user;
          if (active && user) void signInEffects.checkPendingMigration(user);
        });
    }, PENDING_MIGRATION_DELAY_MS);

    return () => {
      active = false;
      unsubscribe();
      stopWaiting();
      clearTimeout(pendingCheck);
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      storedUserId: loading ? storedUserId : null,
      isTemporaryUser: !session && tempUserEmail !== null,
      tempUserEmail,
      signUp: actions.signUp,
      signIn: actions.signIn,
      signInWithGoogle: actions.signInWithGoogle,
      signInWithMagicLink: actions.signInWithMagicLink,
      signOut: actions.signOut,
      startTempMode,
      exitTempMode,
      requestPasswordReset: actions.requestPasswordReset,
      updatePassword: actions.updatePassword,
    }),
    [session, loading, storedUserId, tempUserEmail],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
