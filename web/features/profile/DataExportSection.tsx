import { useDataExport } from '../account/useDataExport';
import { profileSettingsCopy } from '../../copy/profileSettings';

/**
 * "Meine Daten herunterladen": one click downloads everything as JSON; the same file and one
 * CSV per collection stay listed for another download.
 */
export function DataExportSection() {
  const { downloads, loading, error, download } = useDataExport();

  return (
    <div className="profile-settings__card">
      <h3 className="profile-settings__subtitle">{profileSettingsCopy.export.title}</h3>
      <p className="profile-settings__text">{profileSettingsCopy.export.text}</p>
      <div>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={loading}
          onClick={() => void download()}
        >
          {loading ? profileSettingsCopy.export.running : profileSettingsCopy.export.title}
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
            {profileSettingsCopy.export.started}
          </p>
          <ul
            className="profile-settings__downloads"
            aria-label={profileSettingsCopy.export.downloads}
          >
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
