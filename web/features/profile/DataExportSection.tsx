import { useEffect, useState } from 'react';
import { endpoints } from '../../../api/contract/endpoints';
import { api, isApiFailure } from '../../apiClient';

type Download = { href: string; fileName: string; label: string };

function fileSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'sammlung'
  );
}

/** "Meine Daten herunterladen": the server's export as JSON plus one CSV per collection. */
export function DataExportSection() {
  const [downloads, setDownloads] = useState<Download[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Object URLs hold the data in memory until revoked.
  useEffect(() => () => downloads.forEach((d) => URL.revokeObjectURL(d.href)), [downloads]);

  const prepare = async () => {
    setLoading(true);
    setError(null);
    try {
      const data = await api.call(endpoints.accountExport);
      const date = data.exported_at.slice(0, 10);
      const json = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      setDownloads([
        {
          href: URL.createObjectURL(json),
          fileName: `duftkompass-daten-${date}.json`,
          label: 'Alle Daten (JSON)',
        },
        ...Object.entries(data.csv).map(([name, csv]) => ({
          href: URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })),
          fileName: `${fileSlug(name)}-${date}.csv`,
          label: `${name} (CSV)`,
        })),
      ]);
    } catch (failure) {
      setError(
        isApiFailure(failure)
          ? failure.message
          : 'Der Export ist fehlgeschlagen. Bitte versuche es erneut.',
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="profile-settings__card">
      <h3 className="profile-settings__subtitle">Meine Daten herunterladen</h3>
      <p className="profile-settings__text">
        Alles, was wir zu deinem Account speichern: Konto, Sammlungen mit Parfüms, Wunschlisten,
        Blacklists, Analysen und Empfehlungen als JSON, dazu jede Sammlung als CSV („Marke; Name“),
        die du hier wieder importieren kannst.
      </p>
      <div>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) void prepare();
          }}
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
        <ul className="profile-settings__downloads" aria-label="Downloads">
          {downloads.map((download) => (
            <li key={download.fileName}>
              <a href={download.href} download={download.fileName}>
                {download.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
