// The visitor's pick per detected bottle: one of its catalog matches, the bottle as a custom
// perfume when the catalog has no match (spec 000 §3), or "skip" (spec 000 §5: saving needs
// at least one choice that is not "skip").
import type { Perfume } from '../../../api/contract/perfume';
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';
import { customPerfume } from '../chosenList/customPerfume';

/** Catalog ids always contain a hyphen (perfumeIdSchema), so these never collide with one. */
export const SKIP_CHOICE = 'skip';
export const CUSTOM_CHOICE = 'custom';

/** A perfume id, CUSTOM_CHOICE or SKIP_CHOICE, one per detection, in the order of the detections. */
export type PhotoChoices = readonly string[];

/** What a bottle without a catalog match can be added as; null when it matched or has no name. */
export function customOption(detection: DetectedPhotoPerfume): Perfume | null {
  return detection.hasMatches ? null : customPerfume(detection.detected);
}

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

/** The chosen perfumes (catalog or custom), each once, in the order of the detections. */
export function chosenPerfumes(
  detections: readonly DetectedPhotoPerfume[],
  choices: PhotoChoices,
): Perfume[] {
  const picked = new Map<string, Perfume>();
  detections.forEach((detection, index) => {
    const choice = choices[index];
    const perfume =
      choice === CUSTOM_CHOICE
        ? customOption(detection)
        : detection.searchResults.find((candidate) => candidate.id === choice);
    if (perfume && !picked.has(perfume.id)) picked.set(perfume.id, perfume);
  });
  return [...picked.values()];
}
