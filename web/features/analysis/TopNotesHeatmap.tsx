import type { CSSProperties } from 'react';
import { HEATMAP_PRIMARY, heatmapNotes } from './scentDisplay';
import { analysisCopy } from '../../copy/analysis';

// Strongest first: the tint fades with the rank, within bounds that keep the text readable
// (white on the primary tiles, dark on the secondary ones, both at least 4.5:1).
function heat(rank: number): number {
  return rank < HEATMAP_PRIMARY ? 100 - rank * 5 : 40 - (rank - HEATMAP_PRIMARY) * 8;
}

type Props = {
  topNotes: { primary: string[]; secondary: string[] };
  /** meta.dominant: shown in this block, not as a second list of the same notes. */
  dominant?: readonly string[];
};

/**
 * The list's notes as one block of tiles that fade by rank: first 4 "Hauptnoten", the rest
 * "Nebennoten". Not called "Top-Noten": to a perfumer those are the Kopfnoten.
 */
export function TopNotesHeatmap({ topNotes, dominant = [] }: Props) {
  const notes = heatmapNotes(topNotes, dominant);
  if (notes.length === 0) return null;
  const primary = notes.filter((note) => note.tier === 'primary');
  const secondary = notes.filter((note) => note.tier === 'secondary');

  return (
    <div className="heatmap">
      <h4 className="dna-card__subtitle">{analysisCopy.dna.notesTitle}</h4>
      {[
        { label: analysisCopy.dna.primaryNotes, items: primary },
        { label: analysisCopy.dna.secondaryNotes, items: secondary },
      ]
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <div key={group.label} className="heatmap__group">
            <p className="heatmap__label">{group.label}</p>
            <ul className="heatmap__tiles" aria-label={group.label}>
              {group.items.map((item) => (
                <li
                  key={item.note}
                  className={`heatmap__tile heatmap__tile--${item.tier}`}
                  style={{ '--heat': `${heat(item.rank)}%` } as CSSProperties}
                >
                  {item.note}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
