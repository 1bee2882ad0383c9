import type { ActivityEntry } from '../../../api/contract/admin';
import { formatDateTime } from './adminFormat';

const TYPE_LABELS: Record<ActivityEntry['type'], string> = {
  signup: 'Registrierung',
  analysis: 'Analyse',
  recommendations: 'Empfehlungen',
  photo: 'Foto-Erkennung',
  search_started: 'Suche',
  image_uploaded: 'Foto',
  shop_click: 'Shop-Klick',
  save: 'Speichern',
};

export function ActivityTab({ activity }: { activity: readonly ActivityEntry[] }) {
  if (activity.length === 0) return <p>Noch keine Aktivität.</p>;
  return (
    <ol className="admin-activity" aria-label="Letzte Aktivität">
      {activity.map((entry, index) => (
        <li key={`${entry.timestamp}-${index}`} className="admin-activity__entry">
          <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
          <span className="admin-activity__type">{TYPE_LABELS[entry.type]}</span>
          <span>{entry.description}</span>
        </li>
      ))}
    </ol>
  );
}
