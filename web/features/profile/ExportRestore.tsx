import { useState } from 'react';
import type { AccountExport } from '../../../api/contract/portability';
import { restoreAccountExport, type RestoreSummary } from '../../data/accountRestore';
import { useToast } from '../../ui/toast/toastStore';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
        title: 'Export übernommen',
        description: `${count(result.perfumes, 'Parfüm', 'Parfüms')}, ${count(result.notes, 'Note', 'Noten')} und ${count(result.blacklist, 'Blacklist-Eintrag', 'Blacklist-Einträge')} hinzugefügt.`,
      });
      onDone();
    } catch (error) {
      console.error('Wiederherstellen auf dem Gerät fehlgeschlagen', error);
      show({
        variant: 'destructive',
        title: 'Fehler',
        description:
          'Der Export konnte nicht übernommen werden: Der Gerätespeicher ist nicht verfügbar.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-settings__import-preview">
      <h4>Export vom {new Date(data.exported_at).toLocaleDateString('de-DE')}</h4>
      <p>
        {count(data.collections.length, 'Sammlung', 'Sammlungen')} mit{' '}
        {count(perfumes, 'Parfüm', 'Parfüms')}. Eigene Sammlungen kommen unter ihrem Namen zurück
        (höchstens sechs Sammlungen), mit ihren Noten, die du nicht magst, und ihrer Blacklist.
      </p>
      {skipped.length > 0 && (
        <ul aria-label="Nicht übernommene Sammlungen">
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
          {busy ? 'Wird übernommen …' : 'Sammlungen übernehmen'}
        </button>
      )}
    </div>
  );
}
