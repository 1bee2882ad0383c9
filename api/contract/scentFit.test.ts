import { describe, expect, it } from 'vitest';
import { joinNames, scentFit } from './scentFit';
import type { OwnedScent } from './similarOwned';

const NAMES: Record<string, string> = {
  woody: 'Holzig',
  citrus: 'Zitrisch',
  aromatic: 'Aromatisch',
  'fresh spicy': 'Frisch-würzig',
  leather: 'Ledrig',
  tobacco: 'Tabak',
  sweet: 'Süß',
  vanilla: 'Vanille',
  amber: 'Amber',
};
const accords = (keys: string[]) => keys.map((key) => ({ key, name: NAMES[key] ?? key }));
const scent = (perfumeId: string, name: string, keys: string[]): OwnedScent => ({
  perfumeId,
  name,
  accords: accords(keys),
});

const mine = [
  scent('fra-1', "Terre d'Hermès", ['citrus', 'woody', 'aromatic']),
  scent('fra-2', 'Declaration', ['woody', 'citrus', 'fresh spicy']),
];

describe('scentFit', () => {
  it('gives a perfume of the person’s favourite accords a high match and names them', () => {
    const fit = scentFit(
      { perfumeId: 'fra-9', accords: accords(['woody', 'citrus', 'amber']) },
      mine,
    );
    expect(fit!.percent).toBeGreaterThanOrEqual(60);
    expect(fit!.reason).toBe('Passt zu deiner Vorliebe für Holzig und Zitrisch');
  });

  it('gives accords the person has never chosen nothing and says they are new', () => {
    const fit = scentFit(
      { perfumeId: 'fra-9', accords: accords(['leather', 'tobacco', 'vanilla']) },
      mine,
    );
    expect(fit!.percent).toBe(0);
    expect(fit!.reason).toBe('Neu für dich: Ledrig und Tabak kommen in deinen Düften nicht vor');
  });

  it('names the known and the new accords of a partial match', () => {
    const fit = scentFit(
      { perfumeId: 'fra-9', accords: accords(['leather', 'woody', 'tobacco']) },
      mine,
    );
    expect(fit!.percent).toBeGreaterThan(0);
    expect(fit!.percent).toBeLessThan(60);
    expect(fit!.reason).toBe(
      'Holzig kennst du aus deinen Düften, Ledrig und Tabak sind neu für dich',
    );
  });

  it('ranks by the position of each accord: a favourite in first place counts more', () => {
    const leading = scentFit(
      { perfumeId: 'fra-9', accords: accords(['woody', 'leather', 'tobacco']) },
      mine,
    );
    const trailing = scentFit(
      { perfumeId: 'fra-9', accords: accords(['leather', 'tobacco', 'woody']) },
      mine,
    );
    expect(leading!.percent).toBeGreaterThan(trailing!.percent);
  });

  it('names an owned perfume with the same three strongest accords as very similar', () => {
    const fit = scentFit(
      { perfumeId: 'fra-9', accords: accords(['citrus', 'aromatic', 'woody', 'leather']) },
      mine,
    );
    expect(fit!.percent).toBeGreaterThanOrEqual(80);
    expect(fit!.similar?.owned.name).toBe("Terre d'Hermès");
    // Only the strongest three count, as the device's index holds them.
    expect(fit!.similar?.shared.map((accord) => accord.key)).toEqual([
      'citrus',
      'aromatic',
      'woody',
    ]);
  });

  it('has nothing to say without accords or without other perfumes of the person', () => {
    expect(scentFit({ perfumeId: 'fra-9', accords: [] }, mine)).toBeNull();
    expect(scentFit({ perfumeId: 'fra-9', accords: accords(['woody']) }, [])).toBeNull();
    // The candidate itself in the list is no comparison.
    expect(
      scentFit({ perfumeId: 'fra-1', accords: accords(['citrus', 'woody']) }, [mine[0]!]),
    ).toBeNull();
    expect(
      scentFit({ perfumeId: 'fra-9', accords: accords(['woody']) }, [scent('x-1', 'Eigener', [])]),
    ).toBeNull();
  });

  it('joins names the German way', () => {
    expect(joinNames(['Holzig'])).toBe('Holzig');
    expect(joinNames(['Holzig', 'Zitrisch', 'Frisch'])).toBe('Holzig, Zitrisch und Frisch');
  });
});
