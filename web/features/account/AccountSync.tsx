import { lazy, useEffect } from 'react';
import { OnDemand } from '../../ui/OnDemand';
import { openDeviceData, useDeviceDataOpen } from '../../data/deviceDataGate';
import { useSessionMayStart } from '../../session/sessionStart';
import { useAuth } from '../auth/useAuth';
import { onAccountDataChanged } from './signInEffects';

// The sync engine loads with the device database (data/deviceDataGate.ts).
const SyncController = lazy(() =>
  import('../../sync/SyncController').then((m) => ({ default: m.SyncController })),
);

/** Hands the session to the sync engine's controller: who is signed in, temporary mode. */
export function AccountSync() {
  const { user, loading, tempUserEmail } = useAuth();
  const hasSession = user !== null || tempUserEmail !== null;
  const isOpen = useDeviceDataOpen();
  const mayStart = useSessionMayStart();

  // A signed-in or temporary user's collections live in the device database.
  useEffect(() => {
    if (hasSession) openDeviceData();
  }, [hasSession]);

  if (!isOpen || !mayStart) return null;
  return (
    <OnDemand>
      <SyncController
        userId={user?.id ?? null}
        loading={loading}
        tempMode={tempUserEmail !== null}
        onAccountDataChanged={onAccountDataChanged}
      />
    </OnDemand>
  );
}
