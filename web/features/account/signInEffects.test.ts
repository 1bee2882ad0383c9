import { describe, expect, it, vi } from 'vitest';
import type { TempCollection } from '../../../api/contract/collections';
import { createSignInEffects, onAccountDataChanged } from './signInEffects';

const user = { id: 'u1', email: 'Anna@Example.de', email_confirmed_at: '2025-01-01T00:00:00Z' };

function setup(tempEmail: string | null, pending: TempCollection[] = []) {
  let email = tempEmail;
  const api = {
    ensureCollections: vi.fn(async () => ({ created: true, collections: [] })),
    tempCollections: vi.fn(async () => pending),
    migrateTempCollections: vi.fn(async () => ({
      success: true as const,
      migratedCollections: 1,
      migratedItems: 2,
    })),
  };
  const tempMode = { email: () => email, exit: vi.fn(() => void (email = null)) };
  const effects = createSignInEffects(api, tempMode, () => 'device-1');
  return { api, tempMode, effects };
}

describe('signInEffects.onSignedIn', () => {
  it('ensures the default collections once per user for a confirmed e-mail', async () => {
    const { api, effects } = setup(null);
    await effects.onSignedIn(user);
    await effects.onSignedIn(user);
    expect(api.ensureCollections).toHaveBeenCalledTimes(1);
  });

  it('announces changed account data after ensuring the collections and after a migration', async () => {
    const { effects } = setup('anna@example.de');
    const listener = vi.fn();
    const stop = onAccountDataChanged(listener);
    await effects.onSignedIn(user);
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('announces nothing when the collections were in place and nothing moved', async () => {
    const { api, effects } = setup('anna@example.de');
    api.ensureCollections.mockResolvedValueOnce({ created: false, collections: [] });
    api.migrateTempCollections.mockResolvedValueOnce({
      success: true,
      migratedCollections: 0,
      migratedItems: 0,
    });
    const listener = vi.fn();
    const stop = onAccountDataChanged(listener);
    await effects.onSignedIn(user);
    stop();
    expect(api.migrateTempCollections).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does nothing before the e-mail is confirmed', async () => {
    const { api, effects } = setup('anna@example.de');
    await effects.onSignedIn({ id: 'u1', email: 'anna@example.de' });
    expect(api.ensureCollections).not.toHaveBeenCalled();
    expect(api.migrateTempCollections).not.toHaveBeenCalled();
  });

  it('migrates temporary collections of the same e-mail and then leaves temporary mode', async () => {
    const { api, tempMode, effects } = setup('anna@example.de');
    await effects.onSignedIn(user);
    expect(api.migrateTempCollections).toHaveBeenCalledWith('anna@example.de', 'device-1');
    expect(tempMode.exit).toHaveBeenCalled();
  });

  it('keeps temporary mode of another e-mail untouched', async () => {
    const { api, tempMode, effects } = setup('bernd@example.de');
    await effects.onSignedIn(user);
    expect(api.migrateTempCollections).not.toHaveBeenCalled();
    expect(tempMode.exit).not.toHaveBeenCalled();
  });

  it('only logs a failing ensure and tries again on the next sign-in', async () => {
    const { api, effects } = setup(null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.ensureCollections.mockRejectedValueOnce(new Error('down'));
    await expect(effects.onSignedIn(user)).resolves.toBeUndefined();
    await effects.onSignedIn(user);
    expect(api.ensureCollections).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

describe('signInEffects.checkPendingMigration', () => {
  it('migrates when this device holds temporary collections for the e-mail', async () => {
    const { api, effects } = setup(null, [
      { id: '5f1d7c9e-2b1a-4c3d-9e8f-0a1b2c3d4e5f', name: 'Andere', type: 'custom', items: [] },
    ]);
    await effects.checkPendingMigration(user);
    expect(api.tempCollections).toHaveBeenCalledWith('anna@example.de', 'device-1');
    expect(api.migrateTempCollections).toHaveBeenCalledTimes(1);
  });

  it('does not migrate when nothing is pending', async () => {
    const { api, effects } = setup(null, []);
    await effects.checkPendingMigration(user);
    expect(api.migrateTempCollections).not.toHaveBeenCalled();
  });
});

describe('signInEffects.arrival', () => {
  it('waits for the sign-in that runs already and tells what moved, once', async () => {
    const { api, effects } = setup('anna@example.de');
    // The auth provider's SIGNED_IN and the landing page ask at the same time.
    const [, first] = await Promise.all([effects.onSignedIn(user), effects.arrival(user)]);
    expect(api.ensureCollections).toHaveBeenCalledTimes(1);
    expect(api.migrateTempCollections).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ movedItems: 2 });
    expect(await effects.arrival(user)).toEqual({ movedItems: 0 });
  });

  it('says nothing moved without temporary mode on the device', async () => {
    const { api, effects } = setup(null);
    expect(await effects.arrival(user)).toEqual({ movedItems: 0 });
    expect(api.migrateTempCollections).not.toHaveBeenCalled();
  });
});
