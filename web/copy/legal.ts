// German texts shared by the legal and help pages (web/features/legal): the back button, the
// operator's address block with its example data, and what shows while GET /api/config has not
// answered. The marketing page shares the frame (LegalPage), so this module stays small; each
// page's own texts are in agb.ts, datenschutz.ts, impressum.ts and help.ts.

export const legalCopy = {
  back: 'Zurück',
  loading: 'Angaben werden geladen …',
  /** Followed by the operator's address as a mailto link. */
  email: 'E-Mail:',
  exampleNote:
    'Beispieldaten – vor dem Start ersetzen (Variablen OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL)',
  /** Shown, marked by exampleNote, while no OPERATOR_* variables are configured. */
  exampleOperator: {
    name: 'Beispiel Duft GmbH',
    address: 'Musterstraße 1\n10115 Berlin\nDeutschland',
    email: 'kontakt@beispiel.invalid',
    phone: '+49 30 0000000',
    representative: 'Erika Mustermann (Geschäftsführerin)',
  },
} as const;
