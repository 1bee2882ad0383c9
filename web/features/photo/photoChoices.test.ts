import { describe, expect, it } from 'vitest';
import type { DetectedPhotoPerfume } from '../../../api/contract/photo';
import type { Perfume } from '../../../api/contract/perfume';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import {
  canAddChoices,
  chosenPerfumes,
  CUSTOM_CHOICE,
  customOption,
  initialChoices,
  SKIP_CHOICE,
  withChoice,
} from './photoChoices';

function detection(searchResults: Perfume[], hasMatches = searchResults.length > 0) {
  const result: DetectedPhotoPerfume = {
    detected: {
      name: 'Aventus',
      brand: 'Creed',
      description: null,
      occasions: [],
      fragranceFamily: null,
      concentration: null,
      gender: null,
    },
    searchResults,
    hasMatches,
    confidence: 0.9,
  };
  return result;
}

const aventus = buildPerfume({ id: 'fra-1', name: 'Aventus', brand: 'Creed' });
const aventusCologne = buildPerfume({ id: 'fra-2', name: 'Aventus Cologne', brand: 'Creed' });
const sauvage = buildPerfume({ id: 'fra-3', name: 'Sauvage', brand: 'Dior' });

describe('initialChoices', () => {
  it('preselects the first match of a bottle that matched the catalog', () => {
    expect(initialChoices([detection([aventus, aventusCologne])])).toEqual(['fra-1']);
  });

  it('starts with skip when a bottle has no match', () => {
    expect(initialChoices([detection([])])).toEqual([SKIP_CHOICE]);
  });

  it('starts with skip when the candidates are not confident matches', () => {
    expect(initialChoices([detection([aventus], false)])).toEqual([SKIP_CHOICE]);
  });
});

describe('canAddChoices', () => {
  it('needs at least one choice that is not skip', () => {
    expect(canAddChoices([SKIP_CHOICE, SKIP_CHOICE])).toBe(false);
    expect(canAddChoices([SKIP_CHOICE, 'fra-1'])).toBe(true);
    expect(canAddChoices([])).toBe(false);
  });
});

describe('withChoice', () => {
  it('changes only the choice of the given bottle', () => {
    expect(withChoice(['fra-1', 'fra-3'], 1, SKIP_CHOICE)).toEqual(['fra-1', SKIP_CHOICE]);
  });
});

describe('chosenPerfumes', () => {
  it('returns the picked perfumes in photo order and leaves out skipped bottles', () => {
    const detections = [detection([aventus, aventusCologne]), detection([sauvage]), detection([])];
    expect(chosenPerfumes(detections, ['fra-2', 'fra-3', SKIP_CHOICE])).toEqual([
      aventusCologne,
      sauvage,
    ]);
    expect(chosenPerfumes(detections, [SKIP_CHOICE, 'fra-3', SKIP_CHOICE])).toEqual([sauvage]);
  });

  it('lists a perfume picked on two bottles once', () => {
    const detections = [detection([aventus]), detection([aventus])];
    expect(chosenPerfumes(detections, ['fra-1', 'fra-1'])).toEqual([aventus]);
  });
});

describe('custom perfumes from the photo', () => {
  it('offers a bottle without a catalog match as a custom perfume', () => {
    expect(customOption(detection([]))?.name).toBe('Aventus');
    expect(customOption(detection([aventus]))).toBeNull();
  });

  it('adds the custom perfume when it was chosen, next to catalog picks', () => {
    const picked = chosenPerfumes(
      [detection([sauvage]), detection([])],
      [sauvage.id, CUSTOM_CHOICE],
    );

    expect(picked.map((perfume) => [perfume.name, perfume.fragranceFamily])).toEqual([
      ['Sauvage', sauvage.fragranceFamily],
      ['Aventus', 'Unknown'],
    ]);
    expect(canAddChoices([SKIP_CHOICE, CUSTOM_CHOICE])).toBe(true);
  });
});
