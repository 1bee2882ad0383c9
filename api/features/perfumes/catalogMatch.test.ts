import { describe, expect, it } from 'vitest';
import { unpricedPerfume } from '../../contract/perfume';
import { buildRecord, sampleCatalog } from '../../../tests/fixtures/perfumes';
import { lineKey, matchProposal, withVariants } from './catalogMatch';
import { catalogFromPerfumes } from './memoryCatalog';

const records = [
  ...sampleCatalog(),
  buildRecord({
    id: 'fra-1001',
    name: 'Sauvage Elixir',
    brand: 'Christian Dior',
    aliases: ['Dior'],
    votes: 500,
  }),
  buildRecord({ id: 'fra-1002', name: 'Aventus for Her', brand: 'Creed', votes: 300 }),
  // Names made of brand words: the better-known perfume must not win on its brand alone.
  buildRecord({ id: 'fra-1101', name: 'Nina', brand: 'Nina Ricci', votes: 612 }),
  buildRecord({ id: 'fra-1102', name: 'Ricci Ricci', brand: 'Nina Ricci', votes: 300 }),
  buildRecord({ id: 'fra-1103', name: 'Juicy Couture', brand: 'Juicy Couture', votes: 272 }),
  buildRecord({ id: 'fra-1104', name: 'Couture Couture', brand: 'Juicy Couture', votes: 298 }),
  buildRecord({ id: 'fra-1105', name: 'Michael Kors', brand: 'Michael Kors', votes: 80 }),
  buildRecord({ id: 'fra-1106', name: 'Michael', brand: 'Michael Kors', votes: 60 }),
  buildRecord({
    id: 'fra-1107',
    name: 'Comme une Evidence Homme',
    brand: 'Yves Rocher',
    votes: 83,
  }),
  buildRecord({ id: 'fra-1108', name: 'Comme une Evidence', brand: 'Yves Rocher', votes: 70 }),
];
const catalog = catalogFromPerfumes(records.map(unpricedPerfume));
const idOf = (name: string, brand: string) => matchProposal(catalog, { name, brand })?.id ?? null;

describe('matchProposal', () => {
  it('matches a proposal whose brand is an alias of the catalog brand', () => {
    expect(idOf('Sauvage', 'Dior')).toBe('fra-31861');
    expect(idOf('Eau Sauvage', 'Christian Dior')).toBe('fra-231');
  });

  it('does not turn a name into a longer catalog name or another brand', () => {
    expect(idOf('Sauvage', 'Creed')).toBeNull();
    expect(idOf('Aventus', 'Dior')).toBeNull();
    expect(idOf('Aventus', 'Creed')).toBe('fra-9828');
    expect(idOf('Aventus for Her', 'Creed')).toBe('fra-1002');
  });

  it('drops concentration words only when the strict name finds nothing', () => {
    expect(idOf('Sauvage Eau de Parfum', 'Dior')).toBe('fra-31861');
    expect(idOf('Bleu de Chanel EDP', 'Chanel')).toBe('fra-9099');
  });

  it('accepts one typo in long words and free text without a brand', () => {
    expect(idOf('Avenuts', 'Creed')).toBe('fra-9828');
    expect(idOf('Creed Aventus', '')).toBe('fra-9828');
    expect(idOf("terre d'hermes", '')).toBe('fra-17');
  });

  it('prefers the perfume whose own name the proposal names, typos included', () => {
    expect(idOf('Ricci Ricci', 'Nina Ricci')).toBe('fra-1102');
    expect(idOf('Rcici Ricci', 'Nina Ricci')).toBe('fra-1102');
    expect(idOf('Nina', 'Nina Ricci')).toBe('fra-1101');
    expect(idOf('Juicy Cotuure', 'Juicy Couture')).toBe('fra-1103');
    expect(idOf('Cotuure Couture', 'Juicy Couture')).toBe('fra-1104');
    expect(idOf('Mihcael', 'Michael Kors')).toBe('fra-1106');
    expect(idOf('Michael Kors', 'Michael Kors')).toBe('fra-1105');
    expect(idOf('Comme une Eviednce', 'Yves Rocher')).toBe('fra-1108');
    expect(idOf('Comme une Evidence Homme', 'Yves Rocher')).toBe('fra-1107');
  });

  it('leaves a brand alone or an unknown name unmatched', () => {
    expect(idOf('Creed', '')).toBeNull();
    expect(idOf('Mondscheinduft', 'Creed')).toBeNull();
    expect(idOf('', '')).toBeNull();
  });
});

describe('lineKey and withVariants', () => {
  it('gives concentrations of one perfume the same line', () => {
    const base = { brand: 'Christian Dior', aliases: ['Dior'] };
    expect(lineKey({ ...base, name: 'Sauvage Eau de Parfum' })).toBe(
      lineKey({ ...base, name: 'Sauvage' }),
    );
    expect(lineKey({ ...base, name: 'Sauvage Elixir' })).not.toBe(
      lineKey({ ...base, name: 'Sauvage' }),
    );
  });

  it('lists a match first, then same-brand perfumes containing its name', () => {
    const sauvage = catalog.byId('fra-31861')!;
    expect(withVariants(catalog, sauvage, 5).map((perfume) => perfume.id)).toEqual([
      'fra-31861',
      'fra-1001',
      'fra-231',
    ]);
  });
});
