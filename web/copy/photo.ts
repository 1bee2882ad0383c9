// German texts of the photo screens (issue 29 item 4: one copy module per screen family, so the
// next wording change is one place). Spec texts are kept verbatim. Only the photo family's lazy
// screens import it, so none of it is in the app's entry.

const SHARPER_PHOTO =
  'Versuche es mit einem schärferen Foto, auf dem die Etiketten gut lesbar sind – oder nutze die Texteingabe.';

export const photoCopy = {
  otherPhoto: 'Anderes Foto wählen',
  discard: 'Verwerfen',
  sharperPhoto: SHARPER_PHOTO,
  processingFailed: 'Das Foto konnte nicht verarbeitet werden. Bitte versuche es erneut.',
  queueFailed:
    'Das Foto konnte nicht für später auf dem Gerät gespeichert werden. Bitte versuche es erneut, sobald die Verbindung steht.',
  /** "2 Etiketten nicht lesbar". */
  unreadLabels: (count: number): string =>
    count === 1 ? '1 Etikett nicht lesbar' : `${count} Etiketten nicht lesbar`,
  panel: {
    preparing: 'Foto wird vorbereitet …',
    analysing: 'Foto wird analysiert …',
    previewAlt: 'Vorschau deines Fotos',
  },
  upload: {
    title: 'Foto deiner Parfümsammlung hochladen',
    dropHint: 'Ziehe ein Foto hierher oder wähle eines aus.',
    pick: 'Foto auswählen',
    camera: 'Foto aufnehmen',
    formats: 'PNG oder JPG, bis 10 MB',
  },
  file: {
    notImage: 'Diese Datei ist kein Foto. Bitte wähle ein Bild im Format PNG oder JPG.',
    tooLarge: 'Das Foto ist zu groß. Erlaubt sind höchstens 10 MB.',
    heicFailed:
      'Das HEIC-Foto konnte nicht umgewandelt werden. Bitte speichere es als JPG und versuche es erneut.',
    unreadable: 'Das Foto konnte nicht gelesen werden. Bitte wähle ein anderes Bild.',
    /** The hidden HEIC converter frame's title (read by screen readers that list frames). */
    converterFrameTitle: 'HEIC-Umwandlung',
  },
  quality: {
    small: (width: number, height: number): string =>
      `Das Foto ist klein (${width} × ${height} Pixel), die Etiketten werden darauf kaum lesbar. Geh näher an das Regal heran oder fotografiere mit voller Auflösung.`,
    dark: 'Das Foto ist sehr dunkel. Such dir mehr Licht oder halte das Handy näher an die Etiketten – ohne Blitz, der spiegelt auf Glas.',
    plain:
      'Auf dem Foto ist kaum etwas zu erkennen. Richte die Kamera so aus, dass die Etiketten einen großen Teil des Bildes füllen.',
    soft: 'Das Foto wirkt unscharf. Halte das Handy ruhig, tippe zum Scharfstellen auf ein Etikett und fotografiere aus etwa einer Armlänge.',
  },
  hints: {
    before: 'Bevor du das Foto sendest',
    after: 'Tipp für ein besseres Foto',
    sendAnyway: 'Trotzdem analysieren',
  },
  results: {
    found: (count: number): string => (count === 1 ? '1 Duft erkannt' : `${count} Düfte erkannt`),
    searchByText: 'Per Text suchen',
    fitHint:
      'Passt das zu dir? Sobald Düfte in deiner Auswahl oder einer Sammlung sind, steht hier bei jedem Fund, wie gut er zu ihnen passt.',
    addHint: 'Die gewählten Düfte kommen in „Deine Auswahl“.',
    chooseHint: 'Wähle mindestens einen Duft aus, um ihn hinzuzufügen.',
    add: 'Zur Auswahl hinzufügen',
  },
  detection: {
    title: (read: string): string => `Erkannt: ${read}`,
    barcodeBadge: 'Per Strichcode erkannt',
    barcodeText: (barcode: string): string => `Strichcode ${barcode} – eindeutig dieser Duft.`,
    confidence: 'Sicherheit der Erkennung:',
    noMatch: 'Kein passender Duft im Katalog gefunden.',
    addCustom: 'Als eigenen Duft hinzufügen',
    notInCatalog: (family: string | null): string => `Nicht im Katalog · Duftfamilie: ${family}`,
    skip: 'Überspringen',
  },
  fit: {
    label: 'Passt das zu mir?',
    matching: 'passend',
    similar: (owned: string, accords: string): string =>
      `Du hast schon etwas sehr Ähnliches: ${owned} (gemeinsame Akkorde: ${accords}).`,
  },
  queue: {
    heading: (count: number): string =>
      count === 1 ? 'Gespeichertes Foto' : `${count} gespeicherte Fotos`,
    serviceDown:
      'Die Fotoerkennung ist gerade nicht erreichbar – gespeicherte Fotos werden gleich automatisch analysiert.',
    offline:
      'Keine Verbindung – das Foto ist gespeichert und wird analysiert, sobald du wieder online bist.',
    thumbnail: (n: number): string => `Gespeichertes Foto ${n}`,
    discardLabel: (n: number): string => `Gespeichertes Foto ${n} verwerfen`,
    keptAt: 'Gespeichert am',
  },
  queued: {
    failed: 'Dein gespeichertes Foto konnte nicht analysiert werden:',
    analysed: 'Dein gespeichertes Foto wurde analysiert.',
    nothingFound: 'Auf dem Foto wurden keine Parfüms erkannt.',
  },
} as const;
