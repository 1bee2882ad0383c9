import { occasionIcon, occasionLabel, visibleOccasions, type OccasionIcon } from './scentDisplay';
import { analysisCopy } from '../../copy/analysis';

// 24×24 line icons, drawn with the current text colour.
const iconPaths: Record<OccasionIcon, string> = {
  // calendar
  alltag: 'M5 6h14v13H5zM5 10h14M9 4v4M15 4v4',
  // briefcase
  buero: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  // sun
  sommer:
    'M12 8a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  // moon
  abend: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  // heart
  date: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  // music note
  party:
    'M9 18V6l10-2v12M9 18a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0zM19 16a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0z',
  // leaf
  freizeit: 'M5 19C5 10 10 5 20 4c-1 10-6 15-15 15zM5 19l8-8',
  // tag
  anlass: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
};

/** At most two occasions per card (spec 000 §9), each with its icon. */
export function OccasionTags({ occasions }: { occasions: readonly string[] }) {
  const shown = visibleOccasions(occasions);
  if (shown.length === 0) return null;
  return (
    <ul className="occasion-tags" aria-label={analysisCopy.dna.occasions}>
      {shown.map((occasion) => (
        <li key={occasion} className="occasion-tag">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={iconPaths[occasionIcon(occasion)]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {occasionLabel(occasion)}
        </li>
      ))}
    </ul>
  );
}
