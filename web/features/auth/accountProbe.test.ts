import { describe, expect, it, vi } from 'vitest';
import { clientWith } from '../../testing/apiClient';
import { linkSignInProbed, probeAccount } from './accountProbe';

const signedIn = { accessToken: async () => 'token', refreshedAccessToken: async () => null };
const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status });

describe('probeAccount', () => {
  it('passes when the account answers with the new session', async () => {
    const client = clientWith(
      json(200, { id: 'u1', email: 'anna@example.de', emailConfirmed: true }),
      signedIn,
    );
    await expect(probeAccount(client)).resolves.toEqual({ ok: true });
  });

  it('explains a refused account in German, with the reason the server gave', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = clientWith(
      json(500, { error: { code: 'internal_error', message: 'Datenbank nicht erreichbar.' } }),
      signedIn,
    );
    await expect(probeAccount(client)).resolves.toEqual({
      ok: false,
      message:
        'Dein Profil konnte nicht geladen werden. Setze dein Passwort zurück oder melde dich per Magic Link an. Datenbank nicht erreichbar.',
    });
    vi.restoreAllMocks();
  });
});

describe('linkSignInProbed', () => {
  it('shows "Anmeldeproblem" with the reason and answers false when the account is silent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown: unknown[] = [];
    const client = clientWith(
      json(503, { error: { code: 'internal_error', message: 'Datenbank nicht erreichbar.' } }),
      signedIn,
    );
    await expect(linkSignInProbed((toast) => shown.push(toast), client)).resolves.toBe(false);
    expect(shown).toEqual([
      expect.objectContaining({ title: 'Anmeldeproblem', variant: 'destructive' }),
    ]);
    vi.restoreAllMocks();
  });

  it('shows nothing when the account answers', async () => {
    const shown: unknown[] = [];
    const client = clientWith(
      json(200, { id: 'u1', email: 'anna@example.de', emailConfirmed: true }),
      signedIn,
    );
    await expect(linkSignInProbed((toast) => shown.push(toast), client)).resolves.toBe(true);
    expect(shown).toEqual([]);
  });
});
