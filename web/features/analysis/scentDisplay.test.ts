import { describe, expect, it } from 'vitest';
import { buildDetected } from '../../../tests/fixtures/detected';
import type { Recommendation } from '../../../api/contract/recommendations';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import {
  categoryPreview,
  energyBarPercent,
  heatmapNotes,
  mentionedNiche,
  moreLabel,
  occasionIcon,
  radarPoints,
  requestLists,
  styleBarPercent,
  truncateText,
  visibleOccasions,
} from './scentDisplay';
import { customPerfume } from '../chosenList/customPerfume';

function card(id: string, name: string, brand: string): Recommendation {
  return {
    id,
    gpt_name: name,
    gpt_brand: brand,
    gpt_description: '',
    reasoning: 'Passt.',
    occasions: [],
    is_niche: true,
    matched_perfume: {
      id,
      name,
      brand,
      image: null,
      priceCents: null,
      currency: null,
      affiliate_link: null,
      shop: null,
    },
    match_found: true,
  };
}

describe('radarPoints', () => {
  it('lists the six axes in display order with German labels', () => {
    const points = radarPoints({
      sportlich: 43,
      sinnlich: 43,
      elegant: 31,
      frisch: 42,
      orientalisch: 34,
      holzig: 53,
    });
    expect(points.map((p) => p.label)).toEqual([
      'Sportlich',
      'Sinnlich',
      'Elegant',
      'Frisch',
      'Orientalisch',
      'Holzig',
    ]);
    expect(points.map((p) => p.value)).toEqual([43, 43, 31, 42, 34, 53]);
  });

  it('scales a web given on the 0–5 scale by 20', () => {
    const points = radarPoints({
      sportlich: 5,
      sinnlich: 3,
      elegant: 0,
      frisch: 1,
      orientalisch: 2,
      holzig: 4,
    });
    expect(points.map((p) => p.value)).toEqual([100, 60, 0, 20, 40, 80]);
  });
});

describe('heatmapNotes', () => {
  it('shows 8 notes: the first 4 primary, the rest secondary', () => {
    const notes = heatmapNotes({
      primary: ['Patchouli', 'Moschus', 'Bergamotte', 'Zeder', 'Geranie'],
      secondary: ['Pfeffer', 'Birke', 'Vanille', 'Iris', 'Leder'],
    });
    expect(notes).toHaveLength(8);
    expect(notes.filter((n) => n.tier === 'primary').map((n) => n.note)).toEqual([
      'Patchouli',
      'Moschus',
      'Bergamotte',
      'Zeder',
    ]);
    expect(notes.filter((n) => n.tier === 'secondary').map((n) => n.note)).toEqual([
      'Geranie',
      'Pfeffer',
      'Birke',
      'Vanille',
    ]);
  });

  it('counts a note named in both groups once', () => {
    const notes = heatmapNotes({ primary: ['Rose', 'Oud'], secondary: ['Rose', 'Safran'] });
    expect(notes.map((n) => n.note)).toEqual(['Rose', 'Oud', 'Safran']);
  });

  it('takes the dominant notes into the same block, once, before the secondary ones', () => {
    const notes = heatmapNotes({ primary: ['Rose', 'Oud'], secondary: ['Safran'] }, [
      'Oud',
      'Amber',
    ]);
    expect(notes.map((n) => n.note)).toEqual(['Rose', 'Oud', 'Amber', 'Safran']);
  });
});

describe('style and energy bars', () => {
  it('fills the style bar to 75 % for auffällig or modern, otherwise 35 %', () => {
    expect(styleBarPercent('Modern')).toBe(75);
    expect(styleBarPercent('Eher auffällig')).toBe(75);
    expect(styleBarPercent('Klassisch')).toBe(35);
    expect(styleBarPercent(undefined)).toBe(35);
  });

  it('fills the energy bar to 70 % for warm or energisch, otherwise 30 %', () => {
    expect(energyBarPercent('Energisch')).toBe(70);
    expect(energyBarPercent('Warm und weich')).toBe(70);
    expect(energyBarPercent('Leicht')).toBe(30);
    // The default energy is "Warm".
    expect(energyBarPercent(null)).toBe(70);
  });
});

describe('categoryPreview', () => {
  it('shows at most 3 perfumes and counts the rest', () => {
    expect(categoryPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(categoryPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(moreLabel(2)).toBe('+2 weitere Parfüms');
    expect(moreLabel(1)).toBe('+1 weiteres Parfüm');
  });
});

describe('truncateText', () => {
  it('leaves text that fits 45 characters × 5 lines alone', () => {
    expect(truncateText('x'.repeat(225))).toBeNull();
  });

  it('cuts longer text at a word boundary and marks the cut', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Wort${i}`).join(' ');
    const short = truncateText(text);
    expect(short).not.toBeNull();
    expect(short!.length).toBeLessThanOrEqual(227);
    expect(short!.endsWith(' …')).toBe(true);
    expect(text.startsWith(short!.slice(0, -2))).toBe(true);
    expect(short!.slice(0, -2)).toMatch(/Wort\d+$/);
  });

  it('uses the line count it is given', () => {
    expect(truncateText('a '.repeat(80), 3)).not.toBeNull();
    expect(truncateText('a '.repeat(80), 5)).toBeNull();
  });
});

describe('occasions', () => {
  it('maps the seven occasions to their icons and anything else to "Anlass"', () => {
    expect(
      ['Alltag', 'Büro', 'Sommer', 'Abend', 'Date/Dinner', 'Club/Party', 'Freizeit'].map(
        occasionIcon,
      ),
    ).toEqual(['alltag', 'buero', 'sommer', 'abend', 'date', 'party', 'freizeit']);
    expect(occasionIcon('büro')).toBe('buero');
    expect(occasionIcon('Hochzeit')).toBe('anlass');
  });

  it('shows at most two occasion tags per card', () => {
    expect(visibleOccasions(['Sommer', 'Büro', 'Alltag'])).toEqual(['Sommer', 'Büro']);
  });
});

describe('request lists', () => {
  it('sends every id and, as names, "Name Marke"', () => {
    const perfumes = [
      buildPerfume({ id: 'fra-1', name: 'Sauvage', brand: 'Christian Dior' }),
      buildPerfume({ id: 'fra-2', name: 'Aventus', brand: 'Creed' }),
    ];
    expect(requestLists(perfumes)).toEqual({
      ids: ['fra-1', 'fra-2'],
      names: ['Sauvage Christian Dior', 'Aventus Creed'],
    });
  });

  it('sends a custom perfume from a photo by name only, since the server knows no such id', () => {
    const custom = customPerfume(buildDetected())!;
    const sauvage = buildPerfume({ id: 'fra-1', name: 'Sauvage', brand: 'Dior' });

    expect(requestLists([sauvage, custom])).toEqual({
      ids: ['fra-1'],
      names: ['Oud Royal Maison Lumière', 'Sauvage Dior'],
    });
  });

  it('keeps ids and names together within the request limit of 100', () => {
    const perfumes = Array.from({ length: 70 }, (_, i) => buildPerfume({ id: `fra-${i}` }));
    const { ids, names } = requestLists(perfumes);
    expect(ids).toHaveLength(70);
    expect(ids.length + names.length).toBe(100);
  });

  it('names at most the last 3 niche perfumes shown and excludes every shown card by id', () => {
    const niche = [
      card('fra-1', 'A', 'Haus'),
      card('fra-2', 'B', 'Haus'),
      card('fra-3', 'C', 'Haus'),
      card('fra-4', 'D', 'Haus'),
    ];
    const main = [card('fra-9', 'Z', 'Marke')];
    const mentioned = mentionedNiche(niche, [...main, ...niche]);
    expect(mentioned.names).toEqual(['B Haus', 'C Haus', 'D Haus']);
    expect(mentioned.ids).toEqual(['fra-9', 'fra-1', 'fra-2', 'fra-3', 'fra-4']);
  });
});
