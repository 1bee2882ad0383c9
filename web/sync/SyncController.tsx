import { useEffect } from 'react';
import { rejectionToast } from '../apiClient/errorTexts';
import { adoptSignedInUser } from '../data/account';
import { showToast } from '../ui/toast/toastStore';
import { requestSync, startAppSync, stopAppSync } from './appSync';

export type SyncControllerProps = {
  /** The signed-in user, or null. */
  userId: string | null;
  /** True while the session is still being restored: nothing starts or stops yet. */
  loading: boolean;
  /** True in temporary mode (e-mail not yet confirmed): its saves sync too. */
  tempMode: boolean;
  /** Subscribes to "the account's data changed on the server"; returns the unsubscribe. */
  onAccountDataChanged: (listener: () => void) => () => void;
};

/**
 * Runs the sync engine while someone can have data to sync: a signed-in user (after the
 * device has adopted that user, which drops another user's copy) or temporary mode. Pulls
 * again when the account's data changed on the server (default collections created,
 * temporary collections moved in). Renders nothing. The session comes in as props, so sync
 * depends on no feature.
 */
export function SyncController({
  userId,
  loading,
  tempMode,
  onAccountDataChanged,
}: SyncControllerProps) {
  const active = userId !== null || tempMode;

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
      const started = startAppSync({
        onRejected: (rejection) => {
          const toast = rejectionToast(rejection.status, rejection.message, rejection.origin);
          if (toast) showToast({ variant: 'destructive', ...toast });
          else console.warn('Wunschliste: Eintrag nach dem Verschieben nicht gelöscht', rejection);
        },
      });
      // A new engine has just begun its first run; asking again would queue a second pull
      // at every start. One already running (another user adopted) syncs for the new user.
      if (!started) void requestSync();
    })();
    return () => {
      current = false;
    };
  }, [loading, active, userId]);

  useEffect(() => onAccountDataChanged(() => void requestSync()), [onAccountDataChanged]);

  return null;
}
