import { describe, expect, it } from 'vitest';
import { similarOwned, type OwnedScent } from './similarOwned';

const accord = (key: string) => ({ key, name: key.toUpperCase() });
const scent = (perfumeId: string, name: string, keys: string[]): OwnedScent => ({
  perfumeId,
  name,
  accords: keys.map(accord),
});

const owned = [
  scent('fra-17', "Terre d'Hermès", ['citrus', 'woody', 'earthy']),
  scent('fra-1', 'Angel', ['sweet', 'patchouli', 'vanilla']),
];

describe('similarOwned', () => {
  it('names the owned perfume with the same three strongest accords and lists them', () => {
    const result = similarOwned(
      { perfumeId: 'fra-2', accords: ['citrus', 'earthy', 'woody'].map(accord) },
      owned,
    );
    expect(result?.owned.name).toBe("Terre d'Hermès");
    expect(result?.shared.map((a) => a.key)).toEqual(['citrus', 'earthy', 'woody']);
  });

  it('says nothing when the leading accord or one of the three differs', () => {
    expect(
      similarOwned(
        { perfumeId: 'fra-3', accords: ['woody', 'citrus', 'earthy'].map(accord) },
        owned,
      ),
    ).toBeNull();
    expect(
      similarOwned(
        { perfumeId: 'fra-3', accords: ['citrus', 'woody', 'aquatic'].map(accord) },
        owned,
      ),
    ).toBeNull();
  });

  it('never compares a perfume with itself nor judges from fewer than three accords', () => {
    expect(
      similarOwned(
        { perfumeId: 'fra-17', accords: ['citrus', 'woody', 'earthy'].map(accord) },
        owned,
      ),
    ).toBeNull();
    expect(
      similarOwned({ perfumeId: 'fra-4', accords: ['citrus', 'woody'].map(accord) }, owned),
    ).toBeNull();
  });
});
