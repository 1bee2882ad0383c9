// The admin token arrives once in the address (/admin?token=…, spec 001); it is moved at
// once into this tab's sessionStorage and out of the address bar, so it does not stay in
// the history, in bookmarks or on screen. Closing the tab forgets it.
export const ADMIN_TOKEN_KEY = 'duftkompass-admin-token';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The token from the address (then removed from it) or from this tab; null when none. */
export function takeAdminToken(): string | null {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get('token');
  if (fromAddress) {
    url.searchParams.delete('token');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    try {
      tabStorage()?.setItem(ADMIN_TOKEN_KEY, fromAddress);
    } catch {
      // Storage blocked: the token still holds for this page.
    }
    return fromAddress;
  }
  return tabStorage()?.getItem(ADMIN_TOKEN_KEY) || null;
}

export function forgetAdminToken(): void {
  tabStorage()?.removeItem(ADMIN_TOKEN_KEY);
}
