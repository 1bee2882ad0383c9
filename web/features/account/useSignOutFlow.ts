import { useState } from 'react';
import { SIGN_OUT_FAILED_TITLE } from '../../apiClient/errorTexts';
import { clearUserData, hasUnsyncedChanges } from '../../data/account';
import { usePendingChanges } from '../../data/useUserData';
import { requestSync, stopAppSync } from '../../sync/appSync';
import { useToast } from '../../ui/toast/toastStore';
import { consumeOwnSignOut, markOwnSignOut } from '../auth/sessionEnd';
import { useAuth } from '../auth/useAuth';
import { authCopy } from '../../copy/auth';

/**
 * Sign-out that never discards changes silently: with unsynced changes it asks first
 * (confirm, sync now, or cancel). After signing out, the account's data leaves the device,
 * because devices are shared.
 */
export function useSignOutFlow() {
  const { signOut } = useAuth();
  const { show } = useToast();
  const pending = usePendingChanges()?.count ?? 0;
  const [confirming, setConfirming] = useState(false);
  const [syncing, setSyncing] = useState(false);

  const finish = async () => {
    setConfirming(false);
    let outcome: Awaited<ReturnType<typeof signOut>>;
    markOwnSignOut();
    try {
      outcome = await signOut();
    } catch {
      consumeOwnSignOut();
      show({
        variant: 'destructive',
        title: SIGN_OUT_FAILED_TITLE,
        description: authCopy.signOut.checkConnection,
      });
      return;
    }
    // Stop first, so no run in flight writes the account's data back after the clean-up.
    stopAppSync();
    try {
      await clearUserData();
    } catch (error) {
      console.error('Daten des Kontos konnten nicht vom Gerät entfernt werden', error);
    }
    // Offline the client still holds the session in memory: start afresh without it.
    if (outcome === 'local') return window.location.assign('/');
    show({ title: authCopy.signOut.doneTitle, description: authCopy.signOut.doneText });
  };

  const start = async () => {
    if (await hasUnsyncedChanges().catch(() => false)) setConfirming(true);
    else await finish();
  };

  /** "Jetzt synchronisieren": once nothing is left, the sign-out goes ahead. */
  const syncThenSignOut = async () => {
    setSyncing(true);
    try {
      await requestSync();
    } finally {
      setSyncing(false);
    }
    if (await hasUnsyncedChanges().catch(() => true)) {
      show({
        variant: 'destructive',
        title: authCopy.signOut.notSyncedTitle,
        description: authCopy.signOut.notSyncedText,
      });
      return;
    }
    await finish();
  };

  return {
    start,
    dialog: {
      open: confirming,
      pending,
      syncing,
      onSyncNow: () => void syncThenSignOut(),
      onSignOutAnyway: () => void finish(),
      onCancel: () => setConfirming(false),
    },
  };
}
