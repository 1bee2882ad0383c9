import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../../../tests/fixtures/perfumes';
import type { StyleReference } from '../../../catalog/styleReferences';
import { buildCatalogModel } from './catalogModel';
import { buildListProfile } from './listProfile';
import { SCORING_WEIGHTS, scoreCatalog, selectPicks } from './recommend';
import { reasoning, sharedFacts } from './recommendationTexts';
import { resolveInput } from './resolveInput';
import { createPicker } from './seededText';
import { buildStyleModel, rowStyleWeight, styleWeights } from './styles';

const accord = (key: string) => ({ key, name: key });
const perfume = (brand: string, name: string, terms: string[], votes = 100) =>
  buildRecord({ brand, name, accords: terms.map(accord), notes: [], votes });

// Twelve gourmands and twelve colognes of equal character and fame; a few are the styles'
// references.
const gourmands = Array.from({ length: 12 }, (_, i) =>
  perfume(`Süßhaus ${i}`, `Karamell ${i}`, ['sweet', 'vanilla']),
);
const colognes = Array.from({ length: 12 }, (_, i) =>
  perfume(`Frischhaus ${i}`, `Zitrone ${i}`, ['citrus', 'fresh']),
);
const twinKnown = perfume('Hérmes', 'Eau Fraîche', ['citrus', 'fresh'], 500);
const twinRare = perfume('Hérmes', 'Eau Fraîche', ['citrus', 'fresh'], 5);
const catalog = [...gourmands, ...colognes, twinRare, twinKnown];
const STYLES: StyleReference[] = [
  {
    id: 'gourmand',
    label: 'Gourmand',
    description: 'sweet vanilla',
    perfumes: ['Süßhaus 7: Karamell 7', 'Süßhaus 9: Karamell 9', 'Fehlt: Im Katalog'],
  },
  {
    id: 'cologne',
    label: 'Cologne',
    description: 'citrus',
    // Written without accents and in other capitals: entries are folded like search terms.
    perfumes: ['FRISCHHAUS 3: zitrone 3', 'Hermes: Eau Fraiche'],
  },
  { id: 'empty', label: 'Leer', description: 'nothing the catalog has', perfumes: ['X: Y'] },
];
const model = { ...buildCatalogModel(catalog) };
const styles = buildStyleModel(catalog, model.latent, STYLES);
const row = (record: { id: string }) => model.indexById.get(record.id)!;
const stylesOf = (r: number) => [
  ...styles.styleIds.subarray(styles.styleStart[r], styles.styleStart[r + 1]),
];

describe('style references', () => {
  it('finds its entries in the catalog by folded brand and name, the better-known of twins', () => {
    expect(stylesOf(row(gourmands[7]!))).toEqual([0]);
    expect(stylesOf(row(gourmands[9]!))).toEqual([0]);
    expect(stylesOf(row(colognes[3]!))).toEqual([1]);
    expect(stylesOf(row(twinKnown))).toEqual([1]);
    expect(stylesOf(row(twinRare))).toEqual([]);
    expect(stylesOf(row(gourmands[0]!))).toEqual([]);
  });

  it("weighs the list's own style and not the others", () => {
    const input = resolveInput(model, { perfumeIds: [gourmands[0]!.id, gourmands[1]!.id] });
    const weights = styleWeights(styles, buildListProfile(model, input).latent, 4);
    expect(weights[0]).toBeGreaterThan(0.9);
    expect(weights[1]).toBeLessThan(0.05);
    // A style without a reference in the catalog has no place and never weighs.
    expect(weights[2]).toBe(0);
    expect(rowStyleWeight(styles, weights, row(gourmands[7]!))).toBe(weights[0]);
    expect(rowStyleWeight(styles, weights, row(gourmands[2]!))).toBe(0);
  });

  it("puts the style's references first among equally similar, equally known perfumes", () => {
    const withStyles = { ...model, styles };
    const input = resolveInput(withStyles, { perfumeIds: [gourmands[0]!.id] });
    const request = {
      profile: buildListProfile(withStyles, input),
      ownedRows: [],
      blacklistRows: [],
      excludeRows: [],
      occasion: 'all' as const,
    };
    const top = (styleBoost: number) => {
      const weights = { ...SCORING_WEIGHTS, styleBoost };
      const scores = scoreCatalog(withStyles, request, weights);
      const options = { count: 2, nicheOnly: false, brandCap: 2 };
      return selectPicks(withStyles, scores, options, weights).map((pick) => pick.row);
    };
    expect(top(0)).not.toContain(row(gourmands[9]!));
    expect(top(1).sort()).toEqual([row(gourmands[7]!), row(gourmands[9]!)].sort());
  });

  it("names the list's style in the reasoning of its references, and no other", () => {
    const withStyles = { ...model, styles };
    const input = resolveInput(withStyles, { perfumeIds: [gourmands[0]!.id] });
    const profile = buildListProfile(withStyles, input);
    const facts = (record: { id: string }) => sharedFacts(withStyles, profile, row(record));
    expect(facts(gourmands[7]!).style).toBe('Gourmand');
    expect(reasoning(facts(gourmands[7]!), createPicker(1))).toMatch(
      /Ein Klassiker für „Gourmand“\./,
    );
    expect(facts(gourmands[2]!).style).toBeNull();
    // A reference of a style the list does not touch says nothing about the list.
    expect(facts(colognes[3]!).style).toBeNull();
  });
});
