import { useState } from 'react';
import type { AccountExport } from '../../../api/contract/portability';
import { restoreAccountExport, type RestoreSummary } from '../../data/accountRestore';
import { useToast } from '../../ui/toast/toastStore';
import { GENERIC_ERROR_TITLE } from '../../apiClient/errorTexts';
import { profileSettingsCopy } from '../../copy/profileSettings';

/**
 * A file from "Meine Daten herunterladen" (JSON): its collections come back into this
 * account, own ones by name or new (up to six), with disliked notes, perfumes and blacklist.
 */
export function ExportRestore({ data, onDone }: { data: AccountExport; onDone: () => void }) {
  const { show } = useToast();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<RestoreSummary | null>(null);
  const perfumes = data.collections.reduce((sum, c) => sum + c.items.length, 0);
  const skipped = summary?.collections.flatMap((c) => (c.outcome === 'skipped' ? [c] : [])) ?? [];

  const restore = async () => {
    setBusy(true);
    try {
      const result = await restoreAccountExport(data);
      setSummary(result);
      show({
        title: profileSettingsCopy.restore.doneTitle,
        description: profileSettingsCopy.restore.done(
          result.perfumes,
          result.notes,
          result.blacklist,
        ),
      });
      onDone();
    } catch (error) {
      console.error('Wiederherstellen auf dem Gerät fehlgeschlagen', error);
      show({
        variant: 'destructive',
        title: GENERIC_ERROR_TITLE,
        description: profileSettingsCopy.restore.failed,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-settings__import-preview">
      <h4>
        {profileSettingsCopy.restore.title(new Date(data.exported_at).toLocaleDateString('de-DE'))}
      </h4>
      <p>{profileSettingsCopy.restore.text(data.collections.length, perfumes)}</p>
      {skipped.length > 0 && (
        <ul aria-label={profileSettingsCopy.restore.skippedLabel}>
          {skipped.map((c) => (
            <li key={c.name}>
              {c.name}: {c.reason}
            </li>
          ))}
        </ul>
      )}
      {!summary && (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void restore();
          }}
        >
          {busy ? profileSettingsCopy.restore.running : profileSettingsCopy.restore.submit}
        </button>
      )}
    </div>
  );
}
