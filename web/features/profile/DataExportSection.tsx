import { useDataExport } from '../account/useDataExport';

/**
 * "Meine Daten herunterladen": one click downloads everything as JSON; the same file and one
 * CSV per collection stay listed for another download.
 */
export function DataExportSection() {
  const { downloads, loading, error, download } = useDataExport();

  return (
    <div className="profile-settings__card">
      <h3 className="profile-settings__subtitle">Meine Daten herunterladen</h3>
      <p className="profile-settings__text">
        Alles, was wir zu deinem Konto speichern: Konto, Sammlungen mit Parfüms, Wunschlisten,
        Blacklists, Analysen und Empfehlungen als JSON, dazu jede Sammlung als CSV („Marke; Name“),
        die du hier wieder importieren kannst.
      </p>
      <div>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={loading}
          onClick={() => void download()}
        >
          {loading ? 'Export wird erstellt …' : 'Meine Daten herunterladen'}
        </button>
      </div>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {downloads.length > 0 && (
        <>
          <p className="profile-settings__text" role="status">
            Der Download hat begonnen. Einzelne Dateien kannst du hier noch einmal laden:
          </p>
          <ul className="profile-settings__downloads" aria-label="Downloads">
            {downloads.map((file) => (
              <li key={file.fileName}>
                <a href={file.href} download={file.fileName}>
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
