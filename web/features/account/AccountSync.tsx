import { SyncController } from '../../sync/SyncController';
import { useAuth } from '../auth/useAuth';
import { onAccountDataChanged } from './signInEffects';

/** Hands the session to the sync engine's controller: who is signed in, temporary mode. */
export function AccountSync() {
  const { user, loading, tempUserEmail } = useAuth();
  return (
    <SyncController
      userId={user?.id ?? null}
      loading={loading}
      tempMode={tempUserEmail !== null}
      onAccountDataChanged={onAccountDataChanged}
    />
  );
}
