// The toast queue: UI state only, so it lives in zustand. Components call useToast() to show
// one; non-React code (service worker updates) calls showToast(). Toaster.tsx renders them.
import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export type ToastAction = {
  label: string;
  /** What screen readers announce for the action, since the toast may vanish before it is reached. */
  altText: string;
  onAction: () => void;
};

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before it closes itself; Infinity keeps it until dismissed. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: number; open: boolean };

/** The spec allows one toast at a time: a new one replaces the one on screen. */
export const TOAST_LIMIT = 1;
/**
 * A dismissed toast stays in the store this long (spec 000 §4: "a very long delay"). Radix
 * unmounts its closed DOM after the closing animation anyway, and the next toast replaces it
 * at once (limit 1), so what is kept is one small object.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToastState = {
  toasts: ToastItem[];
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
  remove: (id: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++;
    set((state) => ({
      toasts: [{ ...input, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
    }));
    return id;
  },
  dismiss: (id) => {
    set((state) => ({
      toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
    }));
    setTimeout(() => useToastStore.getState().remove(id), TOAST_REMOVE_DELAY_MS);
  },
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** The toasts to render. */
export function useToasts(): ToastItem[] {
  return useToastStore((state) => state.toasts);
}

/** Show and dismiss toasts from a component. */
export function useToast(): Pick<ToastState, 'show' | 'dismiss'> {
  const show = useToastStore((state) => state.show);
  const dismiss = useToastStore((state) => state.dismiss);
  return { show, dismiss };
}

/** For code outside React, such as the service-worker registration. */
export function showToast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
