import * as Toast from '@radix-ui/react-toast';
import { useToastStore, useToasts } from './toastStore';
import './toast.css';
import { uiCopy } from '../../copy/ui';

const DEFAULT_DURATION_MS = 5000;

/** Renders the toast queue with Radix: swipe right to dismiss, F8 jumps to the toasts. */
export function Toaster() {
  const toasts = useToasts();
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <Toast.Provider label={uiCopy.toastLabel} duration={DEFAULT_DURATION_MS} swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className="toast"
          data-variant={toast.variant ?? 'default'}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
          duration={toast.duration}
          // Errors interrupt the screen reader; everything else waits its turn.
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast__text">
            <Toast.Title className="toast__title">{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className="toast__description">
                {toast.description}
              </Toast.Description>
            )}
          </div>
          {toast.action && (
            <Toast.Action
              className="toast__action"
              altText={toast.action.altText}
              onClick={toast.action.onAction}
            >
              {toast.action.label}
            </Toast.Action>
          )}
          <Toast.Close className="toast__close" aria-label={uiCopy.toastClose}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" label={uiCopy.toastRegion} />
    </Toast.Provider>
  );
}
