import { describe, expect, it } from 'vitest';
import { perfumeSchema } from '../../../api/contract/perfume';
import type { DetectedPerfumeInfo } from '../../../api/contract/photo';
import { formatPrice } from '../../../api/contract/price';
import { buildDetected } from '../../../tests/fixtures/detected';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import {
  customPerfume,
  familyLabel,
  isCustomPerfume,
  savablePerfume,
  UNKNOWN_FAMILY,
} from './customPerfume';

/** An unknown bottle whose label said "Eau de Parfum". */
const detected = (overrides: Partial<DetectedPerfumeInfo> = {}) =>
  buildDetected({ concentration: 'Eau de Parfum', ...overrides });

describe('customPerfume', () => {
  it('makes a detected bottle a perfume with no price, notes, link or image, in EUR', () => {
    const perfume = customPerfume(detected());

    expect(perfume).toMatchObject({
      name: 'Oud Royal',
      brand: 'Maison Lumière',
      notes: [],
      accords: [],
      currency: 'EUR',
      votes: 0,
      image: null,
      affiliate_link: null,
      fragranceFamily: 'Unknown',
    });
    // "Price 0": no price, shown like every missing price (not at all).
    expect(formatPrice(perfume?.priceCents, perfume?.currency)).toBeNull();
    // It can go on the chosen list, which keeps only valid perfumes.
    expect(perfumeSchema.safeParse(perfume).success).toBe(true);
  });

  it('keeps the family the photo recognition found', () => {
    expect(customPerfume(detected({ fragranceFamily: 'Orientalisch' }))?.fragranceFamily).toBe(
      'Orientalisch',
    );
  });

  it('gives the same bottle the same id and another bottle another id', () => {
    const first = customPerfume(detected());
    const again = customPerfume(detected({ name: ' Oud Royal ' }));
    const other = customPerfume(detected({ name: 'Oud Royal Intense' }));

    expect(first?.id).toBe(again?.id);
    expect(first?.id).not.toBe(other?.id);
    expect(isCustomPerfume(first!)).toBe(true);
  });

  it('gives a bottle without Latin letters a valid id too', () => {
    const perfume = customPerfume(detected({ name: 'عود', brand: 'دار' }));
    expect(perfumeSchema.safeParse(perfume).success).toBe(true);
  });

  it('offers nothing for a bottle without a name or a brand', () => {
    expect(customPerfume(detected({ name: '  ' }))).toBeNull();
    expect(customPerfume(detected({ brand: '' }))).toBeNull();
  });
});

describe('familyLabel', () => {
  it('shows the family "Unknown" in German as "Unbekannt"', () => {
    expect(familyLabel(UNKNOWN_FAMILY)).toBe('Unbekannt');
    expect(familyLabel('Holzig')).toBe('Holzig');
    expect(familyLabel(null)).toBeNull();
  });
});

describe('savablePerfume', () => {
  it('names a custom perfume by name and brand, and a catalog perfume by itself', () => {
    const custom = customPerfume(detected())!;
    const catalog = buildPerfume({ id: 'fra-1' });

    expect(savablePerfume(custom)).toEqual({
      id: null,
      name: 'Oud Royal',
      brand: 'Maison Lumière',
    });
    expect(savablePerfume(catalog)).toBe(catalog);
    expect(isCustomPerfume(catalog)).toBe(false);
  });
});
