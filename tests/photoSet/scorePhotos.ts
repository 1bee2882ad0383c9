// Scores what the local photo path found on a shop photo against the scene's truth.
// A find counts as right when it is the truth's perfume or another concentration of the
// same line (lineKey); a perfume found that is not on the photo, or a perfume missing from
// the catalog mapped to anything, is a false find. Precision = right finds / all finds.
import type { Perfume } from '../../api/contract/perfume';
import { lineKey } from '../../api/features/perfumes/catalogMatch';
import type { TextDetection } from '../../api/features/photo/ocrMatch';
import type { Scene, ShelfItem } from './shelfScenes';

export interface PhotoScore {
  /** Perfumes on the photo that the catalog holds. */
  expected: number;
  found: number;
  /** Catalog perfumes named that are not on the photo. */
  wrong: number;
  /** Read but not in the catalog (reported as such): right when the truth has it too. */
  unmatched: number;
  missed: string[];
  wrongNames: string[];
}

export function scorePhoto(
  scene: Scene,
  detections: readonly TextDetection[],
  lookup: (item: ShelfItem) => Perfume | null,
): PhotoScore {
  const truth = scene.objects.map((object) => lookup(object.item)).filter((p) => p !== null);
  const lines = new Map(truth.map((perfume) => [lineKey(perfume), perfume]));
  const hit = new Set<string>();
  const wrongNames: string[] = [];
  let unmatched = 0;
  for (const detection of detections) {
    if (!detection.perfume) {
      unmatched++;
      continue;
    }
    const line = lineKey(detection.perfume);
    if (lines.has(line)) hit.add(line);
    else wrongNames.push(`${detection.perfume.brand} – ${detection.perfume.name}`);
  }
  return {
    expected: lines.size,
    found: hit.size,
    wrong: wrongNames.length,
    unmatched,
    missed: [...lines].filter(([line]) => !hit.has(line)).map(([, p]) => `${p.brand} – ${p.name}`),
    wrongNames,
  };
}

export interface SetScore {
  recall: number;
  precision: number;
  fullyRight: number;
  photos: number;
}

export function scoreSet(scores: readonly PhotoScore[]): SetScore {
  const expected = scores.reduce((sum, s) => sum + s.expected, 0);
  const found = scores.reduce((sum, s) => sum + s.found, 0);
  const wrong = scores.reduce((sum, s) => sum + s.wrong, 0);
  return {
    recall: expected === 0 ? 1 : found / expected,
    precision: found + wrong === 0 ? 1 : found / (found + wrong),
    fullyRight: scores.filter((s) => s.found === s.expected && s.wrong === 0).length,
    photos: scores.length,
  };
}
