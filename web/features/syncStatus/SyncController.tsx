import { useEffect } from 'react';
import { adoptSignedInUser } from '../../data/account';
import { requestSync, startAppSync, stopAppSync } from '../../sync/appSync';
import { showToast } from '../../ui/toast/toastStore';
import { onAccountDataChanged } from '../account/signInEffects';
import { useAuth } from '../auth/useAuth';

/**
 * Runs the sync engine while someone can have data to sync: a signed-in user (after the
 * device has adopted that user, which drops another user's copy) or temporary mode. Pulls
 * again when the sign-in effects changed the account's data (default collections created,
 * temporary collections moved in). Renders nothing.
 */
export function SyncController() {
  const { user, loading, tempUserEmail } = useAuth();
  const userId = user?.id ?? null;
  const active = userId !== null || tempUserEmail !== null;

  useEffect(() => {
    if (loading) return;
    if (!active) {
      stopAppSync();
      return;
    }
    let current = true;
    void (async () => {
      if (userId) await adoptSignedInUser(userId);
      if (!current) return;
      startAppSync({
        onRejected: (rejection) =>
          showToast({ variant: 'destructive', title: 'Fehler', description: rejection.message }),
      });
      void requestSync();
    })();
    return () => {
      current = false;
    };
  }, [loading, active, userId]);

  useEffect(() => onAccountDataChanged(() => void requestSync()), []);

  return null;
}
