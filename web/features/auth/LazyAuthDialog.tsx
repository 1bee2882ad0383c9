// The auth dialog with its forms loads when it is first opened, not with the page.
import { lazy } from 'react';
import { OnDemand } from '../../ui/OnDemand';
import { useOnceTrue } from '../../ui/useOnceTrue';
import { useAuthDialog } from './authDialogStore';

const AuthDialog = lazy(() => import('./AuthDialog').then((m) => ({ default: m.AuthDialog })));

export function LazyAuthDialog() {
  const isNeeded = useOnceTrue(useAuthDialog().isOpen);
  if (!isNeeded) return null;
  return (
    <OnDemand>
      <AuthDialog />
    </OnDemand>
  );
}
