// A small, hand-made catalog for the engine's unit tests: four scent families with
// mainstream and niche perfumes, a flanker line, a series, and a duplicate record.
import type { CatalogRecord } from '../../../contract/perfume';
import { buildRecord } from '../../../../tests/fixtures/perfumes';

const ACCORD_NAMES: Record<string, string> = {
  citrus: 'Zitrisch',
  aquatic: 'Aquatisch',
  'fresh spicy': 'Frisch-würzig',
  woody: 'Holzig',
  amber: 'Amber',
  vanilla: 'Vanille',
  'warm spicy': 'Warm-würzig',
  rose: 'Rose',
  'white floral': 'Weiße Blüten',
  powdery: 'Pudrig',
  musky: 'Moschus',
  sweet: 'Süß',
};

type Family = 'fresh' | 'woody' | 'oriental' | 'floral';

const FAMILIES: Record<Family, { family: string; accords: string[]; notes: string[] }> = {
  fresh: {
    family: 'Zitrisch',
    accords: ['citrus', 'aquatic', 'fresh spicy', 'woody'],
    notes: ['Bergamotte', 'Zitrone', 'Meeresnoten', 'Grapefruit', 'Zeder', 'Moschus'],
  },
  woody: {
    family: 'Holzig',
    accords: ['woody', 'fresh spicy', 'musky', 'citrus'],
    notes: ['Zeder', 'Vetiver', 'Sandelholz', 'Pfeffer', 'Bergamotte'],
  },
  oriental: {
    family: 'Orientalisch',
    accords: ['amber', 'vanilla', 'warm spicy', 'sweet'],
    notes: ['Vanille', 'Amber', 'Zimt', 'Tonkabohne', 'Benzoe', 'Safran'],
  },
  floral: {
    family: 'Blumig',
    accords: ['rose', 'white floral', 'powdery', 'musky'],
    notes: ['Rose', 'Jasmin', 'Iris', 'Veilchen', 'Moschus', 'Pfingstrose'],
  },
};

export function familyRecord(
  family: Family,
  overrides: Partial<CatalogRecord> & { variant?: number } = {},
): CatalogRecord {
  const { variant = 0, ...rest } = overrides;
  const base = FAMILIES[family];
  // Rotate the later accords and notes so members of a family differ a little.
  const accords = [base.accords[0]!, ...rotate(base.accords.slice(1), variant)];
  const notes = rotate(base.notes, variant).slice(0, 5);
  return buildRecord({
    accords: accords.map((key) => ({ key, name: ACCORD_NAMES[key]! })),
    notes,
    fragranceFamily: base.family,
    votes: 100 - variant,
    ...rest,
  });
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = by % Math.max(1, items.length);
  return [...items.slice(shift), ...items.slice(0, shift)];
}

export function engineTestCatalog(): CatalogRecord[] {
  const records: CatalogRecord[] = [];
  const houses = ['Nordlicht', 'Sonnhaus', 'Atelier Grau', 'Maison Vent', 'Lumen'];
  (['fresh', 'woody', 'oriental', 'floral'] as const).forEach((family) => {
    for (let i = 0; i < 10; i++) {
      records.push(
        familyRecord(family, {
          id: `fra-${family}${i}`,
          name: `${family === 'fresh' ? 'Brise' : family === 'woody' ? 'Wald' : family === 'oriental' ? 'Basar' : 'Garten'} ${i + 1}`,
          brand: houses[i % houses.length]!,
          isNiche: i >= 6,
          variant: i,
          year: 2000 + i * 2,
          sillage: { score: family === 'oriental' ? 75 : 40, votes: 10 },
        }),
      );
    }
  });
  records.push(
    familyRecord('fresh', { id: 'fra-lb', name: 'Light Blue', brand: 'Azurhaus', votes: 500 }),
    familyRecord('fresh', {
      id: 'fra-lb-intense',
      name: 'Light Blue Eau Intense',
      brand: 'Azurhaus',
      votes: 400,
    }),
    familyRecord('fresh', {
      id: 'fra-lb-dup',
      name: 'Light Blue',
      brand: 'Azurhaus',
      votes: 3,
      variant: 1,
    }),
    familyRecord('fresh', { id: 'fra-series-2', name: 'Serie 2', brand: 'Azurhaus', votes: 90 }),
    familyRecord('fresh', { id: 'fra-series-3', name: 'Serie 3', brand: 'Azurhaus', votes: 80 }),
  );
  return records;
}
