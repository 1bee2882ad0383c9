import { describe, expect, it } from 'vitest';
import { ACCORD_AXES, NOTE_AXES, perfumeAxes } from './axes';
import { occasionsFor } from './occasions';

const [SPORTLICH, SINNLICH, ELEGANT, FRISCH, ORIENTALISCH, HOLZIG] = [0, 1, 2, 3, 4, 5];

function strongest(values: number[]): number {
  return values.indexOf(Math.max(...values));
}

describe('perfumeAxes', () => {
  it('puts citrus and aquatic perfumes on the fresh axis', () => {
    expect(strongest(perfumeAxes(['citrus', 'aquatic'], []))).toBe(FRISCH);
  });

  it('puts amber, vanilla and warm spices on the oriental axis', () => {
    expect(strongest(perfumeAxes(['amber', 'warm spicy', 'vanilla'], []))).toBe(ORIENTALISCH);
  });

  it('puts woods on the woody axis, powdery classics on the elegant one, musks on the sensual one', () => {
    expect(strongest(perfumeAxes(['woody', 'earthy'], []))).toBe(HOLZIG);
    expect(strongest(perfumeAxes(['aldehydic', 'powdery'], []))).toBe(ELEGANT);
    expect(strongest(perfumeAxes(['musky', 'animalic'], []))).toBe(SINNLICH);
    expect(perfumeAxes(['aquatic'], [])[SPORTLICH]).toBeGreaterThan(0.8);
  });

  it('weights the first accord more than later ones', () => {
    const woodyFirst = perfumeAxes(['woody', 'citrus'], []);
    const citrusFirst = perfumeAxes(['citrus', 'woody'], []);
    expect(woodyFirst[HOLZIG]).toBeGreaterThan(citrusFirst[HOLZIG]!);
    expect(citrusFirst[FRISCH]).toBeGreaterThan(woodyFirst[FRISCH]!);
  });

  it('mixes counted notes in with a quarter of the weight', () => {
    const accordsOnly = perfumeAxes(['woody'], []);
    const withVanilla = perfumeAxes(['woody'], ['Vanille']);
    expect(withVanilla[HOLZIG]).toBeCloseTo(0.75, 5);
    expect(withVanilla[SINNLICH]).toBeCloseTo(0.25 * NOTE_AXES['Vanille']![SINNLICH]!, 5);
    expect(accordsOnly[HOLZIG]).toBe(1);
  });

  it('gives no axis to unknown accords and notes', () => {
    expect(perfumeAxes(['industrial glue'], ['Unbekannte Note'])).toEqual([0, 0, 0, 0, 0, 0]);
    expect(perfumeAxes([], [])).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('keeps every weight between 0 and 1', () => {
    for (const table of [ACCORD_AXES, NOTE_AXES]) {
      for (const weights of Object.values(table)) {
        for (const weight of weights) expect(weight).toBeGreaterThanOrEqual(0);
        for (const weight of weights) expect(weight).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('occasionsFor', () => {
  const axes = (values: Partial<Record<'sp' | 'si' | 'el' | 'fr' | 'or' | 'ho', number>>) => [
    values.sp ?? 0,
    values.si ?? 0,
    values.el ?? 0,
    values.fr ?? 0,
    values.or ?? 0,
    values.ho ?? 0,
  ];

  it('sends fresh, sporty perfumes to summer and leisure', () => {
    const occasions = occasionsFor({ axes: axes({ fr: 90, sp: 80 }), sillage: 40, accordKeys: [] });
    expect(occasions).toContain('Sommer');
    expect(occasions).toContain('Freizeit');
    expect(occasions).not.toContain('Abend');
  });

  it('sends oriental, sensual, loud perfumes to evenings, dates and parties, not the office', () => {
    const occasions = occasionsFor({
      axes: axes({ or: 90, si: 80 }),
      sillage: 80,
      accordKeys: ['amber', 'vanilla'],
    });
    expect(occasions).toEqual(expect.arrayContaining(['Abend', 'Date/Dinner', 'Club/Party']));
    expect(occasions).not.toContain('Büro');
  });

  it("lets the community's season shares decide summer and winter where the catalog has them", () => {
    const fresh = axes({ fr: 90 });
    const wornInWinter = { winter: 45, spring: 15, summer: 10, autumn: 30 };
    const guessed = occasionsFor({ axes: fresh, sillage: 40, accordKeys: [] });
    expect(guessed).toContain('Sommer');
    expect(guessed).not.toContain('Winter');
    const voted = occasionsFor({ axes: fresh, sillage: 40, accordKeys: [], seasons: wornInWinter });
    expect(voted).toContain('Winter');
    expect(voted).not.toContain('Sommer');
    const summer = { winter: 5, spring: 30, summer: 40, autumn: 25 };
    expect(
      occasionsFor({ axes: axes({}), sillage: null, accordKeys: [], seasons: summer }),
    ).toEqual(['Sommer']);
  });

  it('lets the day/night shares decide evening, office and everyday where the catalog has them', () => {
    const oriental = { axes: axes({ or: 90 }), sillage: 50, accordKeys: [] };
    expect(occasionsFor(oriental)).toContain('Abend');
    expect(occasionsFor({ ...oriental, daytime: { day: 85, night: 15 } })).not.toContain('Abend');
    const office = { axes: axes({ el: 70, fr: 55 }), sillage: 40, accordKeys: [] };
    expect(occasionsFor(office)).toEqual(expect.arrayContaining(['Büro', 'Alltag']));
    const night = occasionsFor({ ...office, daytime: { day: 30, night: 70 } });
    expect(night).toContain('Abend');
    expect(night).not.toContain('Büro');
    expect(night).not.toContain('Alltag');
  });

  it('gives at most three occasions and at least one', () => {
    expect(occasionsFor({ axes: axes({}), sillage: null, accordKeys: [] })).toEqual(['Alltag']);
    const many = occasionsFor({
      axes: axes({ fr: 70, sp: 70, el: 70, si: 65, or: 56 }),
      sillage: 60,
      accordKeys: ['sweet'],
    });
    expect(many.length).toBeLessThanOrEqual(3);
  });
});
