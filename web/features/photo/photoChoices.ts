// The visitor's pick per detected bottle: one of its catalog matches or "skip"
// (spec 000 §5: saving needs at least one choice that is not "skip").
import type { Perfume } from '../../../api/contract/perfume';
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';

/** Catalog ids always contain a hyphen (perfumeIdSchema), so this never collides with one. */
export const SKIP_CHOICE = 'skip';

/** A perfume id or SKIP_CHOICE, one per detection, in the order of the detections. */
export type PhotoChoices = readonly string[];

/** The first match is preselected when the bottle matched the catalog; otherwise skip. */
export function initialChoices(detections: readonly DetectedPhotoPerfume[]): PhotoChoices {
  return detections.map((detection) => {
    const first = detection.searchResults[0];
    return detection.hasMatches && first ? first.id : SKIP_CHOICE;
  });
}

export function withChoice(choices: PhotoChoices, index: number, choice: string): PhotoChoices {
  return choices.map((current, i) => (i === index ? choice : current));
}

export function canAddChoices(choices: PhotoChoices): boolean {
  return choices.some((choice) => choice !== SKIP_CHOICE);
}

/** The chosen catalog perfumes, each once, in the order of the detections. */
export function chosenPerfumes(
  detections: readonly DetectedPhotoPerfume[],
  choices: PhotoChoices,
): Perfume[] {
  const picked = new Map<string, Perfume>();
  detections.forEach((detection, index) => {
    const choice = choices[index];
    const perfume = detection.searchResults.find((candidate) => candidate.id === choice);
    if (perfume && !picked.has(perfume.id)) picked.set(perfume.id, perfume);
  });
  return [...picked.values()];
}
