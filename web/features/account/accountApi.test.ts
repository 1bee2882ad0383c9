import { describe, expect, it, vi } from 'vitest';
import {
  AccountApiError,
  AUTH_REQUIRED_MESSAGE,
  createAccountApi,
  OFFLINE_MESSAGE,
} from './accountApi';

const collection = {
  id: '0b8a3f70-4c38-4a51-9d3b-7f6a0d6a1c11',
  name: 'Meine Parfümsammlung',
  type: 'main',
  created_at: '2025-01-01T00:00:00Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function tokens(access: string | null = 'alt', refreshed: string | null = 'neu') {
  return {
    accessToken: vi.fn(async () => access),
    refreshedAccessToken: vi.fn(async () => refreshed),
  };
}

describe('accountApi', () => {
  it('sends the bearer token and returns the validated collections', async () => {
    const fetchImpl = vi.fn(async () => json(200, [collection]));
    const api = createAccountApi(fetchImpl, tokens());
    await expect(api.collectionsSimple()).resolves.toEqual([collection]);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/collections-simple',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: 'Bearer alt' }),
      }),
    );
  });

  it('refreshes the session once after a 401 and retries with the new token', async () => {
    const fetchImpl = vi
      .fn<(input: string, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(
        json(401, {
          error: { code: 'unauthorized', message: 'Bitte melde dich an, um fortzufahren.' },
        }),
      )
      .mockResolvedValueOnce(json(200, { created: true, collections: [collection] }));
    const source = tokens();
    const api = createAccountApi(fetchImpl, source);
    await expect(api.ensureCollections()).resolves.toMatchObject({ created: true });
    expect(source.refreshedAccessToken).toHaveBeenCalledTimes(1);
    const retryHeaders = fetchImpl.mock.calls[1]?.[1]?.headers;
    expect(retryHeaders).toMatchObject({ Authorization: 'Bearer neu' });
  });

  it('does not call the server for a signed-in endpoint without a session', async () => {
    const fetchImpl = vi.fn(async () => json(200, []));
    const api = createAccountApi(fetchImpl, tokens(null));
    await expect(api.migrateTempCollections('anna@example.de')).rejects.toThrow(
      AUTH_REQUIRED_MESSAGE,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("shows the server's German message and keeps the status", async () => {
    const fetchImpl = vi.fn(async () =>
      json(403, {
        error: {
          code: 'email_mismatch',
          message: 'Diese temporären Sammlungen gehören zu einer anderen E-Mail-Adresse.',
        },
      }),
    );
    const api = createAccountApi(fetchImpl, tokens());
    const error = await api.migrateTempCollections('anna@example.de').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountApiError);
    expect(error).toMatchObject({
      status: 403,
      message: expect.stringMatching(/anderen E-Mail-Adresse/),
    });
  });

  it('reports an unreachable server and an answer of the wrong shape in German', async () => {
    const offline = createAccountApi(
      async () => Promise.reject(new TypeError('Failed to fetch')),
      tokens(),
    );
    await expect(offline.tempCollections('a@b.de', 'x')).rejects.toThrow(OFFLINE_MESSAGE);
    const odd = createAccountApi(async () => json(200, { unexpected: true }), tokens());
    await expect(odd.tempCollections('a@b.de', 'x')).rejects.toThrow(/unerwartet/);
  });

  it('asks for temporary collections by e-mail and device id without a token', async () => {
    const fetchImpl = vi.fn(async () => json(200, []));
    const api = createAccountApi(fetchImpl, tokens());
    await api.tempCollections('anna@example.de', 'c0ffee00-0000-4000-8000-000000000000');
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/temp-collections?email=anna%40example.de&deviceId=c0ffee00-0000-4000-8000-000000000000',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
  });

  it('deletes the account with DELETE and the bearer token', async () => {
    const fetchImpl = vi.fn(async () => json(200, { deleted: true, login: 'pending' }));
    const api = createAccountApi(fetchImpl, tokens());
    await expect(api.deleteAccount()).resolves.toEqual({ deleted: true, login: 'pending' });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/auth/delete-account',
      expect.objectContaining({
        method: 'DELETE',
        headers: expect.objectContaining({ Authorization: 'Bearer alt' }),
      }),
    );
  });

  it('passes on the German message of a failed deletion', async () => {
    const fetchImpl = vi.fn(async () =>
      json(500, {
        error: {
          code: 'account_deletion_failed',
          message: 'Der Account konnte nicht gelöscht werden.',
        },
      }),
    );
    const api = createAccountApi(fetchImpl, tokens());
    await expect(api.deleteAccount()).rejects.toEqual(
      new AccountApiError('Der Account konnte nicht gelöscht werden.', 500),
    );
  });
});
