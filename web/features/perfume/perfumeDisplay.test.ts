import { describe, expect, it } from 'vitest';
import {
  ACCORD_FALLBACK_COLOR,
  ACCORD_KEYS,
  accordColor,
} from '../../../api/contract/accordColors';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import {
  BOTTLE_SHAPE_COUNT,
  bottleShape,
  notesSummary,
  topAccords,
  visualColors,
} from './perfumeDisplay';

// The 80 accord keys of the 2017 catalog source (data/catalog/README.md).
const CATALOG_ACCORD_KEYS = [
  'woody',
  'citrus',
  'floral',
  'aromatic',
  'sweet',
  'fresh spicy',
  'white floral',
  'fruity',
  'green',
  'powdery',
  'balsamic',
  'warm spicy',
  'musky',
  'vanilla',
  'rose',
  'amber',
  'fresh',
  'patchouli',
  'animalic',
  'earthy',
  'herbal',
  'aquatic',
  'leather',
  'soft spicy',
  'smoky',
  'yellow floral',
  'ozonic',
  'tropical',
  'oud',
  'tuberose',
  'marine',
  'cinnamon',
  'sour',
  'honey',
  'cacao',
  'aldehydic',
  'caramel',
  'tobacco',
  'coconut',
  'almond',
  'nutty',
  'milky',
  'salty',
  'soapy',
  'coffee',
  'cherry',
  'bitter',
  'rum',
  'conifer',
  'terpenic',
  'narcotic',
  'whiskey',
  'watery',
  'savory',
  'camphor',
  'beeswax',
  'gourmand',
  'lactonic',
  'metallic',
  'sand',
  'wine',
  'vodka',
  'mossy',
  'coca-cola',
  'alcohol',
  'caramela',
  'vinil',
  'clay',
  'white wine',
  'asphault',
  'Champagne',
  'industrial glue',
  'anis',
  'martini',
  'plastic',
  'tennis ball',
  'bbq',
  'wet plaster',
  'foresty',
  'cognac',
];

describe('accordColor', () => {
  it('has a hand-picked colour for every accord in the catalog', () => {
    expect(CATALOG_ACCORD_KEYS).toHaveLength(80);
    // The catalog up to 2026 adds 18 accords of the newer sources (api/catalog/data/BUILD-REPORT.md).
    expect(ACCORD_KEYS).toHaveLength(98);
    const lowerCaseKeys = CATALOG_ACCORD_KEYS.map((key) => key.toLowerCase());
    expect(ACCORD_KEYS).toEqual(expect.arrayContaining(lowerCaseKeys));
    const missing = [...CATALOG_ACCORD_KEYS, ...ACCORD_KEYS].filter(
      (key) => accordColor(key) === ACCORD_FALLBACK_COLOR,
    );
    expect(missing).toEqual([]);
  });

  it('returns hex colours and a neutral colour for unknown accords', () => {
    for (const key of CATALOG_ACCORD_KEYS) expect(accordColor(key)).toMatch(/^#[0-9a-f]{6}$/);
    expect(accordColor('unbekannt')).toBe(ACCORD_FALLBACK_COLOR);
  });

  it('tells the most common accords apart by colour', () => {
    const common = CATALOG_ACCORD_KEYS.slice(0, 20).map(accordColor);
    expect(new Set(common).size).toBe(common.length);
  });
});

describe('perfume card display', () => {
  it('shows at most four accords with their colours, strongest first', () => {
    const perfume = buildPerfume({
      accords: ['citrus', 'woody', 'aromatic', 'fresh spicy', 'amber'].map((key) => ({
        key,
        name: key,
      })),
    });
    const accords = topAccords(perfume);
    expect(accords.map((a) => a.key)).toEqual(['citrus', 'woody', 'aromatic', 'fresh spicy']);
    expect(accords[0]?.color).toBe(accordColor('citrus'));
  });

  it('shows the first notes and counts the rest', () => {
    expect(
      notesSummary(['Bergamotte', 'Pfeffer', 'Lavendel', 'Ambroxan', 'Zeder', 'Vetiver']),
    ).toEqual({
      shown: ['Bergamotte', 'Pfeffer', 'Lavendel', 'Ambroxan'],
      hidden: 2,
    });
    expect(notesSummary(['Rose'])).toEqual({ shown: ['Rose'], hidden: 0 });
  });

  it('colours the generated flacon from the top accords and stays neutral without any', () => {
    const fresh = buildPerfume({ accords: [{ key: 'aquatic', name: 'Aquatisch' }] });
    expect(visualColors(fresh)).toEqual([
      accordColor('aquatic'),
      accordColor('aquatic'),
      accordColor('aquatic'),
    ]);
    expect(visualColors(buildPerfume({ accords: [] }))).toEqual([
      ACCORD_FALLBACK_COLOR,
      ACCORD_FALLBACK_COLOR,
      ACCORD_FALLBACK_COLOR,
    ]);
  });

  it('draws the same perfume with the same bottle every time, and varies across perfumes', () => {
    expect(bottleShape('fra-31861')).toBe(bottleShape('fra-31861'));
    const shapes = new Set(Array.from({ length: 40 }, (_, i) => bottleShape(`fra-${i}`)));
    expect(shapes.size).toBe(BOTTLE_SHAPE_COUNT);
  });
});
