// What a sign-in sets in motion on the account: the default collections are ensured once the
// e-mail is confirmed, and temporary collections saved before the confirmation are moved into
// the account when the e-mail matches. Failures are only logged (spec 000 §8): the person is
// signed in either way, and the next sign-in or page load tries again.
import { endpoints } from '../../../api/contract/endpoints';
import { api } from '../../apiClient';

/** The account calls a sign-in makes; tests pass their own. */
export type AccountCalls = {
  ensureCollections: () => Promise<{ created: boolean }>;
  tempCollections: (email: string, deviceId: string) => Promise<readonly unknown[]>;
  /** Moves only this device's temporary collections (the server refuses nothing else). */
  migrateTempCollections: (
    email: string,
    deviceId: string,
  ) => Promise<{ migratedCollections: number; migratedItems: number }>;
};

export const accountCalls: AccountCalls = {
  ensureCollections: () => api.call(endpoints.ensureCollections),
  tempCollections: (email, deviceId) =>
    api.call(endpoints.tempCollections, { query: { email, deviceId } }),
  migrateTempCollections: (email, deviceId) =>
    api.call(endpoints.tempMigrate, { body: { email, deviceId } }),
};

/** The parts of the auth user this needs; supabase-js's User fits. */
export type SignedInUser = { id: string; email?: string; email_confirmed_at?: string };

export type TempMode = { email: () => string | null; exit: () => void };

// The sync engine pulls again when a sign-in effect changed the account's data on the server
// (default collections created, temporary collections moved in); not when it found them in
// place, as on every later page load, so a start makes one pull, not two.
const dataChangedListeners = new Set<() => void>();

export function onAccountDataChanged(listener: () => void): () => void {
  dataChangedListeners.add(listener);
  return () => dataChangedListeners.delete(listener);
}

function announceDataChanged(): void {
  for (const listener of dataChangedListeners) listener();
}

export function createSignInEffects(api: AccountCalls, tempMode: TempMode, deviceId: () => string) {
  // supabase-js repeats SIGNED_IN (e.g. when a tab becomes visible); one ensure per page load.
  const ensured = new Set<string>();
  const migrations = new Map<string, Promise<void>>();
  const runs = new Map<string, Promise<void>>();
  /** Perfumes moved into the account per e-mail in this page load, until arrival() reads them. */
  const movedItems = new Map<string, number>();

  function migrate(email: string): Promise<void> {
    const running = migrations.get(email);
    if (running) return running;
    const work = api
      .migrateTempCollections(email, deviceId())
      .then((moved) => {
        if (tempMode.email() === email) tempMode.exit();
        movedItems.set(email, (movedItems.get(email) ?? 0) + moved.migratedItems);
        if (moved.migratedCollections + moved.migratedItems > 0) announceDataChanged();
      })
      .catch((error: unknown) =>
        console.error('Übernahme der temporären Sammlungen fehlgeschlagen', error),
      )
      .finally(() => migrations.delete(email));
    migrations.set(email, work);
    return work;
  }

  async function settle(user: SignedInUser): Promise<void> {
    if (!user.email_confirmed_at || !user.email) return;
    if (!ensured.has(user.id)) {
      ensured.add(user.id);
      try {
        const { created } = await api.ensureCollections();
        if (created) announceDataChanged();
      } catch (error) {
        ensured.delete(user.id);
        console.error('Standardsammlungen konnten nicht angelegt werden', error);
      }
    }
    const email = user.email.toLowerCase();
    if (tempMode.email() === email) await migrate(email);
  }

  function onSignedIn(user: SignedInUser): Promise<void> {
    const running = runs.get(user.id);
    if (running) return running;
    const work = settle(user).finally(() => runs.delete(user.id));
    runs.set(user.id, work);
    return work;
  }

  return {
    onSignedIn,

    /**
     * For a page that announces the sign-in (the e-mail link's landing): waits until the
     * sign-in's effects are done and tells how many temporary perfumes moved into the account
     * (each move is told once).
     */
    async arrival(user: SignedInUser): Promise<{ movedItems: number }> {
      await onSignedIn(user);
      const email = user.email?.toLowerCase();
      if (!email) return { movedItems: 0 };
      const running = migrations.get(email);
      if (running) await running;
      const moved = movedItems.get(email) ?? 0;
      movedItems.delete(email);
      return { movedItems: moved };
    },

    /** About 1 s after load: temporary collections of this device waiting for this account. */
    async checkPendingMigration(user: SignedInUser): Promise<void> {
      if (!user.email) return;
      const email = user.email.toLowerCase();
      try {
        const pending = await api.tempCollections(email, deviceId());
        if (pending.length > 0) await migrate(email);
      } catch (error) {
        console.error('Prüfung auf temporäre Sammlungen fehlgeschlagen', error);
      }
    },
  };
}

export type SignInEffects = ReturnType<typeof createSignInEffects>;
