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
  /** Opened by "Speichern & analysieren": the dialog also offers "Nur analysieren". */
  offerAnalyseOnly: boolean;
};

export const useAuthDialogStore = create<AuthDialogState>()(() => ({
  isOpen: false,
  mode: 'signup',
  verificationEmail: null,
  offerAnalyseOnly: false,
}));

/**
 * Opens the dialog (or switches its mode while open). A fresh opening offers "Nur analysieren"
 * only when asked to; a mode switch inside the open dialog keeps what the opener asked for.
 */
export function openAuthDialog(
  mode: AuthDialogMode,
  options?: { offerAnalyseOnly: boolean },
): void {
  useAuthDialogStore.setState((state) => ({
    isOpen: true,
    mode,
    offerAnalyseOnly: options ? options.offerAnalyseOnly : state.isOpen && state.offerAnalyseOnly,
  }));
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

export function useAuthDialog(): Pick<AuthDialogState, 'isOpen' | 'mode' | 'offerAnalyseOnly'> {
  const isOpen = useAuthDialogStore((state) => state.isOpen);
  const mode = useAuthDialogStore((state) => state.mode);
  const offerAnalyseOnly = useAuthDialogStore((state) => state.offerAnalyseOnly);
  return { isOpen, mode, offerAnalyseOnly };
}

export function useVerificationEmail(): string | null {
  return useAuthDialogStore((state) => state.verificationEmail);
}
