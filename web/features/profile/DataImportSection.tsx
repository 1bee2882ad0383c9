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
import { profileSettingsCopy } from '../../copy/profileSettings';

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
      setError(profileSettingsCopy.import.noLines);
      return;
    }
    if (lines.length > MAX_IMPORT_LINES) {
      setError(profileSettingsCopy.import.tooMany(MAX_IMPORT_LINES));
      return;
    }
    setBusy(true);
    try {
      setMatches((await api.call(endpoints.accountImportMatch, { body: { lines } })).matches);
    } catch (failure) {
      setError(isApiFailure(failure) ? failure.message : profileSettingsCopy.import.matchFailed);
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
    const name =
      collections.find((c) => c.id === collectionId)?.name ??
      profileSettingsCopy.import.fallbackCollection;
    show({
      title: profileSettingsCopy.import.savedTitle,
      description: profileSettingsCopy.import.saved(added, name, perfumes.length - added),
    });
    setMatches(null);
    setText('');
  };

  return (
    <div className="profile-settings__card">
      <h3 className="profile-settings__subtitle">{profileSettingsCopy.import.title}</h3>
      <p className="profile-settings__text">{profileSettingsCopy.import.text}</p>
      <div className="field">
        <span className="field__label" aria-hidden="true">
          {profileSettingsCopy.import.file}
        </span>
        {/* The native input stays for keyboard and screen readers; the label is its face. */}
        <div className="file-pick">
          <input
            id={ids.file}
            className="file-pick__input"
            type="file"
            aria-label={profileSettingsCopy.import.file}
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
            {profileSettingsCopy.import.chooseFile}
          </label>
          <span className="file-pick__name">{fileName ?? profileSettingsCopy.import.noFile}</span>
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          {profileSettingsCopy.import.lines}
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
          {profileSettingsCopy.import.target}
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
          {busy ? profileSettingsCopy.import.matching : profileSettingsCopy.import.preview}
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
