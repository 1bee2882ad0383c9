// Google sends the browser back to the site root (spec 000) with a one-time ?code=. This tab
// notes before it leaves for Google that it did, so the page that comes back knows to check
// the account (spec 000 §7/§8, GoogleReturnProbe.tsx) and other visits to "/" do not.
const MARKER_KEY = 'duftkompass-google-return';

export function markGoogleSignIn(
  storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull(),
) {
  try {
    storage?.setItem(MARKER_KEY, '1');
  } catch {
    // Blocked storage: the return is not checked, the sign-in itself still works.
  }
}

/** True on the page Google returned to with a code; the marker is used up either way. */
export function takeGoogleReturn(
  search: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null,
): boolean {
  try {
    const marked = storage?.getItem(MARKER_KEY) === '1';
    if (marked) storage?.removeItem(MARKER_KEY);
    return marked && new URLSearchParams(search).has('code');
  } catch {
    return false;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// Read once at start, before the auth client takes the code out of the address.
const returnedNow =
  typeof window !== 'undefined' && takeGoogleReturn(window.location.search, sessionStorageOrNull());

/** Whether this page load is the return from Google. */
export function isGoogleReturn(): boolean {
  return returnedNow;
}
