import { useState } from 'react';
import { clearUserData } from '../../data/account';
import { usePendingChanges } from '../../data/useUserData';
import { stopAppSync } from '../../sync/appSync';
import { useToast } from '../../ui/toast/toastStore';
import { forgetDeletedSession, requestReauthenticationCode } from '../auth/authActions';
import { isProofRefusal, useReauthProof } from '../auth/useReauthProof';
import type { DeleteAccountBody } from '../../../api/contract/account';
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';
import { isApiFailure } from '../../apiClient/apiFailure';
import {
  DELETE_ACCOUNT_FAILED_TEXT,
  DELETE_ACCOUNT_FAILED_TITLE,
} from '../../apiClient/errorTexts';
import { exitTempMode } from './tempModeStore';
import { authCopy } from '../../copy/auth';

export const DELETE_FAILED_TITLE = DELETE_ACCOUNT_FAILED_TITLE;
export const DELETE_FAILED_TEXT = DELETE_ACCOUNT_FAILED_TEXT;
/** Spec 001 §9: sign-out and redirect 2 s after the deletion. */
export const REDIRECT_AFTER_DELETION_MS = 2000;

/**
 * Account deletion (spec 001 §4): confirm, delete on the server, toast, sign-out, this
 * device's copy of the account removed, then a fresh start on / after 2 s. Unsynced changes
 * are named in the confirm dialog, because they are deleted with the account.
 */
export function useDeleteAccountFlow(
  deleteAccount: (proof: DeleteAccountBody) => Promise<unknown> = (proof) =>
    api.call(endpoints.deleteAccount, { body: proof }),
  sendCode: () => Promise<void> = requestReauthenticationCode,
) {
  const { show } = useToast();
  const pending = usePendingChanges()?.count ?? 0;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Review N6: a sign-in older than 10 minutes needs the password or a mailed code.
  const proof = useReauthProof(sendCode);

  const confirm = async () => {
    setDeleting(true);
    proof.setError(null);
    try {
      await deleteAccount(proof.body());
    } catch (error) {
      setDeleting(false);
      if (isApiFailure(error) && isProofRefusal(error.code)) {
        proof.demand(error.code === 'reauthentication_needed' ? null : error.message);
        return;
      }
      if (isApiFailure(error) && error.code === 'rate_limited' && proof.needed) {
        proof.setError(error.message);
        return;
      }
      const reason = error instanceof Error ? error.message : '';
      show({
        variant: 'destructive',
        title: DELETE_FAILED_TITLE,
        description:
          reason && reason !== DELETE_FAILED_TEXT
            ? `${DELETE_FAILED_TEXT} ${reason}`
            : DELETE_FAILED_TEXT,
      });
      return;
    }
    show({
      title: authCopy.deleteAccount.deletedTitle,
      description: authCopy.deleteAccount.deletedText,
    });
    // Stop first, so no sync run in flight writes the account's data back after the clean-up.
    stopAppSync();
    try {
      await clearUserData();
    } catch (error) {
      console.error('Daten des Kontos konnten nicht vom Gerät entfernt werden', error);
    }
    // The address's temporary collections are gone on the server too.
    exitTempMode();
    await forgetDeletedSession();
    // A full load of / rather than an in-app navigation: nothing of the account stays in
    // memory, and the timer survives the profile page unmounting on sign-out.
    window.setTimeout(() => window.location.replace('/'), REDIRECT_AFTER_DELETION_MS);
  };

  return {
    start: () => setConfirming(true),
    dialog: {
      open: confirming,
      pending,
      deleting,
      proof: proof.fields,
      onConfirm: () => void confirm(),
      onCancel: () => {
        if (!deleting) setConfirming(false);
      },
    },
  };
}
