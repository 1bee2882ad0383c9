// UI state of the auth dialog and the e-mail verification hint: which mode is open, and for
// which address a confirmation mail was just sent. Anything may open the dialog (header, save
// bar), so it lives in a small zustand store rather than in one component.
import { create } from 'zustand';

export type AuthDialogMode = 'login' | 'signup' | 'magicLink';

type AuthDialogState = {
  isOpen: boolean;
  mode: AuthDialogMode;
  /** Set right after a sign-up that needs confirmation; the hint shows itself for it. */
  verificationEmail: string | null;
};

export const useAuthDialogStore = create<AuthDialogState>()(() => ({
  isOpen: false,
  mode: 'signup',
  verificationEmail: null,
}));

export function openAuthDialog(mode: AuthDialogMode): void {
  useAuthDialogStore.setState({ isOpen: true, mode });
}

export function closeAuthDialog(): void {
  useAuthDialogStore.setState({ isOpen: false });
}

export function setAuthDialogMode(mode: AuthDialogMode): void {
  useAuthDialogStore.setState({ mode });
}

export function showVerificationHint(email: string): void {
  useAuthDialogStore.setState({ verificationEmail: email });
}

export function clearVerificationHint(): void {
  useAuthDialogStore.setState({ verificationEmail: null });
}

export function useAuthDialog(): Pick<AuthDialogState, 'isOpen' | 'mode'> {
  const isOpen = useAuthDialogStore((state) => state.isOpen);
  const mode = useAuthDialogStore((state) => state.mode);
  return { isOpen, mode };
}

export function useVerificationEmail(): string | null {
  return useAuthDialogStore((state) => state.verificationEmail);
}
