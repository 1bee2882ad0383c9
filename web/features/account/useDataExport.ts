// "Meine Daten herunterladen": the server's export as one JSON file plus one CSV per
// collection. One click starts the JSON download; the files stay available as links.
import { useEffect, useState } from 'react';
import { endpoints } from '../../../api/contract/endpoints';
import { api, isApiFailure } from '../../apiClient';
import { authCopy } from '../../copy/auth';

export type Download = { href: string; fileName: string; label: string };

export const EXPORT_FAILED_TEXT = authCopy.export.failed;

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

/** Starts a browser download of an object URL, as a click on a download link would. */
function startDownload(download: Download): void {
  const link = document.createElement('a');
  link.href = download.href;
  link.download = download.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useDataExport() {
  const [downloads, setDownloads] = useState<Download[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Object URLs hold the data in memory until revoked.
  useEffect(() => () => downloads.forEach((d) => URL.revokeObjectURL(d.href)), [downloads]);

  const download = async () => {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      const data = await api.call(endpoints.accountExport);
      const date = data.exported_at.slice(0, 10);
      const json = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const all: Download = {
        href: URL.createObjectURL(json),
        fileName: `duftkompass-daten-${date}.json`,
        label: authCopy.export.allJson,
      };
      startDownload(all);
      setDownloads([
        all,
        ...Object.entries(data.csv).map(([name, csv]) => ({
          href: URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })),
          fileName: `${fileSlug(name)}-${date}.csv`,
          label: authCopy.export.csvLabel(name),
        })),
      ]);
    } catch (failure) {
      setError(isApiFailure(failure) ? failure.message : EXPORT_FAILED_TEXT);
    } finally {
      setLoading(false);
    }
  };

  return { downloads, loading, error, download };
}
