// German texts of the profile's settings view: device storage, changes the server refused,
// data export, list import and export restore, password and account deletion (issue 29: one
// copy module per screen family). The rest of the profile is in web/copy/profile.ts. Spec texts
// are kept verbatim. Loaded with the lazy /profile route only.
import { authCopy } from './auth';
import { profilePerfumeCount } from './profile';

/** "1 Sammlung", "3 Noten": a count with the singular or plural noun. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const profileSettingsCopy = {
  title: 'Einstellungen',
  storage: {
    title: 'Speicher auf diesem Gerät',
    text: 'Deine Sammlungen, Wunschliste und Blacklist liegen auf diesem Gerät und werden mit deinem Konto synchronisiert. So funktionieren sie auch ohne Internet.',
    loading: 'Speicherinformationen werden geladen …',
    used: 'Belegt',
    protection: 'Speicherschutz',
    persist: 'Dauerhaften Speicher anfordern',
    persistAsked:
      'Der Browser entscheidet selbst; installierte Apps und häufig besuchte Seiten erhalten den Schutz eher.',
    /** Byte sizes, from "Byte" up: "1,5 MB". */
    units: ['Byte', 'KB', 'MB', 'GB', 'TB'],
    usageUnknown: 'Dein Browser gibt keine Auskunft über den belegten Speicher.',
    usage: (used: string) => `${used} belegt`,
    usageOfQuota: (used: string, quota: string) => `${used} von ${quota} belegt`,
    persistUnsupported: 'Dein Browser unterstützt keinen dauerhaften Speicher.',
    persisted: 'Dauerhaft: Der Browser löscht deine Daten auf diesem Gerät nicht von sich aus.',
    notPersisted:
      'Nicht dauerhaft: Der Browser darf deine Daten auf diesem Gerät bei Speichermangel oder nach längerer Nichtnutzung löschen. Nicht synchronisierte Änderungen gingen dabei verloren.',
  },
  rejected: {
    title: 'Nicht übernommene Änderungen',
    text: 'Der Server hat diese Änderungen abgelehnt; auf diesem Gerät wurden sie zurückgenommen.',
    dismiss: 'Verstanden',
  },
  export: {
    title: 'Meine Daten herunterladen',
    text: 'Alles, was wir zu deinem Konto speichern: Konto, Sammlungen mit Parfüms, Wunschlisten, Blacklists, Analysen und Empfehlungen als JSON, dazu jede Sammlung als CSV („Marke; Name“), die du hier wieder importieren kannst.',
    running: authCopy.deleteAccount.exporting,
    started: 'Der Download hat begonnen. Einzelne Dateien kannst du hier noch einmal laden:',
    downloads: 'Downloads',
  },
  import: {
    title: 'Parfümliste importieren',
    text: 'Eine Zeile pro Parfüm im Format „Marke; Name“ – als CSV-Datei (etwa aus einer Tabelle oder einem Export von hier) oder einfach eingefügt. Die JSON-Datei aus „Meine Daten herunterladen“ bringt alle deine Sammlungen samt Noten und Blacklist zurück.',
    file: 'CSV-Datei',
    chooseFile: 'Datei auswählen',
    noFile: 'Keine Datei ausgewählt',
    lines: 'Parfümliste (Marke; Name)',
    target: 'Speichern in',
    matching: 'Wird abgeglichen …',
    preview: 'Vorschau anzeigen',
    noLines: 'Keine Zeilen erkannt. Bitte eine Zeile pro Parfüm: Marke; Name.',
    tooMany: (max: number) => `Bitte höchstens ${max} Zeilen auf einmal importieren.`,
    matchFailed: 'Der Abgleich ist fehlgeschlagen.',
    fallbackCollection: 'die Sammlung',
    savedTitle: 'Import gespeichert',
    /** "3 Parfüms in „Meine Sammlung“ hinzugefügt, 1 waren schon vorhanden." */
    saved: (added: number, name: string, skipped: number) =>
      `${profilePerfumeCount(added)} in „${name}“ hinzugefügt${
        skipped > 0 ? `, ${skipped} waren schon vorhanden` : ''
      }.`,
  },
  preview: {
    found: (n: number) => `Gefunden (${n})`,
    foundLabel: 'Gefundene Parfüms',
    missing: (n: number) => `Nicht gefunden (${n})`,
    missingLabel: 'Nicht gefundene Zeilen',
    save: (n: number) => `${profilePerfumeCount(n)} speichern`,
  },
  restore: {
    doneTitle: 'Export übernommen',
    done: (perfumes: number, notes: number, blacklist: number) =>
      `${count(perfumes, 'Parfüm', 'Parfüms')}, ${count(notes, 'Note', 'Noten')} und ${count(blacklist, 'Blacklist-Eintrag', 'Blacklist-Einträge')} hinzugefügt.`,
    failed: 'Der Export konnte nicht übernommen werden: Der Gerätespeicher ist nicht verfügbar.',
    title: (date: string) => `Export vom ${date}`,
    text: (collections: number, perfumes: number) =>
      `${count(collections, 'Sammlung', 'Sammlungen')} mit ${count(perfumes, 'Parfüm', 'Parfüms')}. Eigene Sammlungen kommen unter ihrem Namen zurück (höchstens sechs Sammlungen), mit ihren Noten, die du nicht magst, und ihrer Blacklist.`,
    skippedLabel: 'Nicht übernommene Sammlungen',
    running: 'Wird übernommen …',
    submit: 'Sammlungen übernehmen',
  },
  password: {
    title: authCopy.passwordReset.submit,
    text: 'Lege ein neues Passwort für dein Konto fest. Liegt deine Anmeldung länger als 10 Minuten zurück, bestätigst du mit deinem bisherigen Passwort oder einem Code per E-Mail.',
    link: authCopy.passwordReset.submit,
  },
  deleteAccount: {
    title: 'Konto löschen',
    text: 'Löscht dein Konto mit allen Sammlungen, Wunschlisten, Blacklists, Analysen und Empfehlungen sofort vom Server und von diesem Gerät. Deine Zugangsdaten werden spätestens nach 48 Stunden entfernt.',
    button: 'Konto löschen',
  },
} as const;
