import type { ImportMatchResponse } from '../../../api/contract/portability';
import { profileSettingsCopy } from '../../copy/profileSettings';

export type Match = ImportMatchResponse['matches'][number];

type Props = {
  found: readonly Match[];
  missing: readonly Match[];
  canSave: boolean;
  onSave: () => void;
};

const lineText = (match: Match) =>
  match.line.brand ? `${match.line.brand}; ${match.line.name}` : match.line.name;

/** What an import would save: the catalog's matches, and the lines it did not recognise. */
export function ImportPreview({ found, missing, canSave, onSave }: Props) {
  return (
    <div className="profile-settings__import-preview">
      <h4>{profileSettingsCopy.preview.found(found.length)}</h4>
      <ul aria-label={profileSettingsCopy.preview.foundLabel}>
        {found.map((m, index) => (
          <li key={`${m.perfume?.id ?? ''}-${index}`}>
            {m.perfume?.brand} – {m.perfume?.name}
          </li>
        ))}
      </ul>
      <h4>{profileSettingsCopy.preview.missing(missing.length)}</h4>
      <ul aria-label={profileSettingsCopy.preview.missingLabel}>
        {missing.map((m, index) => (
          <li key={`${lineText(m)}-${index}`}>{lineText(m)}</li>
        ))}
      </ul>
      {found.length > 0 && canSave && (
        <button type="button" className="button button--primary" onClick={onSave}>
          {profileSettingsCopy.preview.save(found.length)}
        </button>
      )}
    </div>
  );
}
