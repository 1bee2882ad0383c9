import { afterEach, describe, expect, it, vi } from 'vitest';

const USER_ID = '6f1d0c52-5d1c-4c59-9a4b-0c3f3b1f8e11';

/** A page at `href` whose localStorage holds `stored` under the auth key, if given. */
async function pageWith(href: string, stored?: string) {
  const url = new URL(href);
  const values = new Map<string, string>();
  if (stored !== undefined) values.set('duftkompass-auth', stored);
  vi.stubGlobal('window', {
    location: { href, hash: url.hash, pathname: url.pathname },
    localStorage: { getItem: (key: string) => values.get(key) ?? null },
  });
  vi.resetModules();
  return import('./storedSession');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readStoredSessionUserId', () => {
  it('names the user of the session supabase-js stored on the device', async () => {
    const session = JSON.stringify({ access_token: 'a', user: { id: USER_ID, email: 'a@b.de' } });
    const { readStoredSessionUserId } = await pageWith('https://app.test/profile', session);
    expect(readStoredSessionUserId()).toBe(USER_ID);
  });

  it('names nobody when no session is stored', async () => {
    const { readStoredSessionUserId } = await pageWith('https://app.test/profile');
    expect(readStoredSessionUserId()).toBeNull();
  });

  it('names nobody for a stored value it cannot read', async () => {
    for (const stored of ['{kaputt', JSON.stringify({ user: {} }), 'null']) {
      const { readStoredSessionUserId } = await pageWith('https://app.test/profile', stored);
      expect(readStoredSessionUserId()).toBeNull();
    }
  });

  it('names nobody while an e-mail link or Google brings a session or an error', async () => {
    const session = JSON.stringify({ user: { id: USER_ID } });
    for (const href of [
      'https://app.test/profile#access_token=x&refresh_token=y',
      'https://app.test/profile#error=access_denied&error_code=otp_expired',
      'https://app.test/auth/callback?type=magiclink',
    ]) {
      const { readStoredSessionUserId } = await pageWith(href, session);
      expect(readStoredSessionUserId()).toBeNull();
    }
  });
});
