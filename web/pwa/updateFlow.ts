// The decisions of the update flow, kept free of browser APIs so they are unit-tested;
// registerServiceWorker.ts acts on them.

/** How often an open (installed) app asks the server for a new service worker. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type ControllerChangeAction = 'nothing' | 'reload' | 'offer-reload';

/**
 * What to do when another service worker takes control of this page.
 * - The first install claiming an uncontrolled page changes nothing the user sees.
 * - After the user chose "Neu laden" here, reload into the new version.
 * - When another tab accepted the update, this page still runs the old JavaScript while the
 *   old release's lazily loaded chunks are gone from the precache: offer a reload.
 */
export function actionOnControllerChange(state: {
  wasControlled: boolean;
  acceptedHere: boolean;
}): ControllerChangeAction {
  if (!state.wasControlled) return 'nothing';
  return state.acceptedHere ? 'reload' : 'offer-reload';
}

/** An app left open for days is checked again when it comes back to the foreground. */
export function isUpdateCheckDue(lastCheckAt: number, now: number): boolean {
  return now - lastCheckAt >= UPDATE_CHECK_INTERVAL_MS;
}
