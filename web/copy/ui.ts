// German texts of the shared UI parts (dialog, toasts), on every page: small, imports nothing.

export const uiCopy = {
  dialogClose: 'Schließen',
  toastLabel: 'Benachrichtigung',
  toastClose: 'Benachrichtigung schließen',
  /** Radix replaces {hotkey} with the viewport's keyboard shortcut. */
  toastRegion: 'Benachrichtigungen ({hotkey})',
} as const;
