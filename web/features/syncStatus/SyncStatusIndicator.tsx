import { lazy } from 'react';
import { OnDemand } from '../../ui/OnDemand';
import { useDeviceDataOpen } from '../../data/deviceDataGate';
import { useSessionMayStart } from '../../session/sessionStart';
import { SyncStatusView } from './SyncStatusView';
import { useOnline } from './useOnline';

// The pending count and the engine load with the device database (data/deviceDataGate.ts).
const DeviceSyncStatus = lazy(() =>
  import('./DeviceSyncStatus').then((m) => ({ default: m.DeviceSyncStatus })),
);

/**
 * The header's sync line: offline, pending changes, or a failure with "Erneut versuchen".
 * Before the device has a database there is nothing to send, only the connection to show.
 */
export function SyncStatusIndicator() {
  const online = useOnline();
  const offlineOnly = (
    <SyncStatusView online={online} pending={0} error={null} onRetry={() => {}} />
  );
  const isOpen = useDeviceDataOpen();
  const mayStart = useSessionMayStart();
  if (!isOpen || !mayStart) return offlineOnly;
  return (
    <OnDemand fallback={offlineOnly}>
      <DeviceSyncStatus />
    </OnDemand>
  );
}
