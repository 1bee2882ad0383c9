import { useId, useState } from 'react';
import {
  accountExportSchema,
  MAX_IMPORT_LINES,
  parseImportLines,
  type AccountExport,
} from '../../../api/contract/portability';
import { addPerfumesToCollection } from '../../data/collectionActions';
import { useCollections } from '../../data/useUserData';
import { useToast } from '../../ui/toast/toastStore';
import { endpoints } from '../../../api/contract/endpoints';
import { api, isApiFailure } from '../../apiClient';
import { ExportRestore } from './ExportRestore';
import { ImportPreview, type Match } from './ImportPreview';
// The form fields look as in the sign-in dialog (.field, .field__input).
import '../auth/auth.css';

/** The server takes at most 100 perfumes per change (api/contract/collections.ts). */
const CHUNK = 100;

/** A file from "Meine Daten herunterladen", or null for anything else. */
function accountExportOf(text: string): AccountExport | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const parsed = accountExportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Import of "Marke; Name" lines (a CSV file or pasted text): matched to the catalog on the
 * server, shown as a preview, then saved into the chosen collection through the sync queue.
 * A JSON export of this app restores its collections instead (ExportRestore).
 */
export function DataImportSection() {
  const ids = { text: useId(), file: useId(), target: useId() };
  const collections = useCollections() ?? [];
  const { show } = useToast();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [target, setTarget] = useState('');
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [exported, setExported] = useState<AccountExport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const collectionId = target || collections[0]?.id || '';
  const found = matches?.filter((m) => m.perfume) ?? [];
  const missing = matches?.filter((m) => !m.perfume) ?? [];

  const preview = async () => {
    setError(null);
    setMatches(null);
    const lines = parseImportLines(text);
    if (lines.length === 0) {
      setError('Keine Zeilen erkannt. Bitte eine Zeile pro Parfüm: Marke; Name.');
      return;
    }
    if (lines.length > MAX_IMPORT_LINES) {
      setError(`Bitte höchstens ${MAX_IMPORT_LINES} Zeilen auf einmal importieren.`);
      return;
    }
    setBusy(true);
    try {
      setMatches((await api.call(endpoints.accountImportMatch, { body: { lines } })).matches);
    } catch (failure) {
      setError(isApiFailure(failure) ? failure.message : 'Der Abgleich ist fehlgeschlagen.');
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const perfumes = found.flatMap((m) => (m.perfume ? [m.perfume] : []));
    let added = 0;
    for (let start = 0; start < perfumes.length; start += CHUNK) {
      const outcome = await addPerfumesToCollection(
        collectionId,
        perfumes.slice(start, start + CHUNK),
      );
      if (outcome.kind === 'queued') added += outcome.itemIds.length;
    }
    const name = collections.find((c) => c.id === collectionId)?.name ?? 'die Sammlung';
    show({
      title: 'Import gespeichert',
      description: `${added} ${added === 1 ? 'Parfüm' : 'Parfüms'} in „${name}“ hinzugefügt${
        perfumes.length > added ? `, ${perfumes.length - added} waren schon vorhanden` : ''
      }.`,
    });
    setMatches(null);
    setText('');
  };

  return (
    <div className="profile-settings__card">
      <h3 className="profile-settings__subtitle">Parfümliste importieren</h3>
      <p className="profile-settings__text">
        Eine Zeile pro Parfüm im Format „Marke; Name“ – als CSV-Datei (etwa aus einer Tabelle oder
        einem Export von hier) oder einfach eingefügt. Die JSON-Datei aus „Meine Daten
        herunterladen“ bringt alle deine Sammlungen samt Noten und Blacklist zurück.
      </p>
      <div className="field">
        <span className="field__label" aria-hidden="true">
          CSV-Datei
        </span>
        {/* The native input stays for keyboard and screen readers; the label is its face. */}
        <div className="file-pick">
          <input
            id={ids.file}
            className="file-pick__input"
            type="file"
            aria-label="CSV-Datei"
            accept=".csv,.txt,.json,text/csv,text/plain,application/json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setFileName(file.name);
              setMatches(null);
              void file.text().then((content) => {
                const data = accountExportOf(content);
                setExported(data);
                setText(data ? '' : content);
              });
            }}
          />
          <label className="button button--secondary file-pick__button" htmlFor={ids.file}>
            Datei auswählen
          </label>
          <span className="file-pick__name">{fileName ?? 'Keine Datei ausgewählt'}</span>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          Parfümliste (Marke; Name)
        </label>
        <textarea
          id={ids.text}
          className="field__input profile-settings__import-text"
          rows={6}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMatches(null);
          }}
        />
      </div>
      <div className="field profile-settings__target">
        <label className="field__label" htmlFor={ids.target}>
          Speichern in
        </label>
        <select
          id={ids.target}
          className="field__input"
          value={collectionId}
          onChange={(event) => setTarget(event.target.value)}
        >
          {collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void preview();
          }}
        >
          {busy ? 'Wird abgeglichen …' : 'Vorschau anzeigen'}
        </button>
      </div>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {exported && <ExportRestore data={exported} onDone={() => setFileName(null)} />}
      {matches && (
        <ImportPreview
          found={found}
          missing={missing}
          canSave={collectionId !== ''}
          onSave={() => void save()}
        />
      )}
    </div>
  );
}
