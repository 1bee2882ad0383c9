// Radix's toast primitives load with the first toast instead of with the page: the store
// keeps the toast meanwhile, so it shows as soon as they have arrived.
import { lazy } from 'react';
import { OnDemand } from '../OnDemand';
import { useOnceTrue } from '../useOnceTrue';
import { useToastStore } from './toastStore';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const hasToast = useToastStore((state) => state.toasts.length > 0);
  const isNeeded = useOnceTrue(hasToast);
  if (!isNeeded) return null;
  return (
    <OnDemand>
      <Toaster />
    </OnDemand>
  );
}
