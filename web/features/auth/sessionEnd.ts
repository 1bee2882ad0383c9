// What the device does when the auth client reports SIGNED_OUT (review N17). The sign-out and
// deletion flows clear the device themselves, after their own warnings; a session that ended
// otherwise (expired, revoked, "sign out everywhere" on another device, a password change
// elsewhere) used to leave the account's collections on a shared device. Now it is cleared as
// a sign-out does, keeping only unsent work (see clearAfterSessionEnded), and the person is
// told why they are signed out.
import type { ToastInput } from '../../ui/toast/toastStore';
import { authShellCopy } from '../../copy/authShell';

export const SESSION_ENDED_TITLE = authShellCopy.sessionEnd.title;
export const SESSION_ENDED_TEXT = authShellCopy.sessionEnd.text;
export const SESSION_ENDED_UNSENT_TEXT = authShellCopy.sessionEnd.unsentText;

let ownSignOut = false;

/** The sign-out flow calls this just before it signs out: that SIGNED_OUT is its own. */
export function markOwnSignOut(): void {
  ownSignOut = true;
}

/** True once after markOwnSignOut (the flag is reset). */
export function consumeOwnSignOut(): boolean {
  const was = ownSignOut;
  ownSignOut = false;
  return was;
}

export interface SessionEndDeps {
  /** True (once) when the person's own sign-out or deletion ended the session. */
  consumeOwnSignOut: () => boolean;
  /** Whether this device held an account's copy when the session ended. */
  heldAccount: () => Promise<boolean>;
  stopSync: () => void | Promise<void>;
  /** clearAfterSessionEnded: the number of pending changes kept. */
  clear: () => Promise<number>;
  notify: (toast: ToastInput) => void;
}

/** Runs after SIGNED_OUT (outside the auth client's lock). */
export async function handleSessionEnded(deps: SessionEndDeps): Promise<void> {
  if (deps.consumeOwnSignOut()) return;
  if (!(await deps.heldAccount())) return;
  // Stop first, so no sync run in flight writes the account's data back after the clean-up.
  await deps.stopSync();
  let kept: number;
  try {
    kept = await deps.clear();
  } catch (error) {
    console.error('Daten des Kontos konnten nicht vom Gerät entfernt werden', error);
    return;
  }
  deps.notify({
    title: SESSION_ENDED_TITLE,
    description: kept > 0 ? SESSION_ENDED_UNSENT_TEXT(kept) : SESSION_ENDED_TEXT,
  });
}
