import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../../tests/fixtures/perfumes';
import { unpricedPerfume } from '../../contract/perfume';
import { internPerfume, StringPool } from './internStrings';

function perfume(overrides: Parameters<typeof buildRecord>[0]) {
  return unpricedPerfume(buildRecord(overrides));
}

describe('internPerfume', () => {
  it('keeps every value and lets equal accords share one object', () => {
    const fields = {
      brand: 'Creed',
      accords: [
        { key: 'fruity', name: 'Fruchtig' },
        { key: 'woody', name: 'Holzig' },
      ],
      notes: ['Ananas', 'Birke'],
      pyramid: { top: ['Ananas'], heart: ['Birke'], base: [] },
      perfumers: ['Olivier Creed'],
      concentration: 'Eau de Parfum',
    };
    const first = perfume({ ...fields, name: 'Aventus' });
    const second = perfume({
      ...structuredClone(fields),
      name: 'Aventus Absolu',
      accords: [{ key: 'woody', name: 'Holzig' }],
    });
    const expected = [structuredClone(first), structuredClone(second)];
    const pool = new StringPool();
    const interned = [internPerfume(first, pool), internPerfume(second, pool)];
    expect(interned).toEqual(expected);
    expect(interned[1]?.accords[0]).toBe(interned[0]?.accords[1]);
    expect(Object.isFrozen(interned[0]?.accords[0])).toBe(true);
  });

  it('lets every empty list share one frozen array', () => {
    const pool = new StringPool();
    const first = internPerfume(perfume({ aliases: [], perfumers: [], notes: ['Rose'] }), pool);
    const second = internPerfume(
      perfume({ aliases: [], notes: [], pyramid: { top: [], heart: ['Rose'], base: [] } }),
      pool,
    );
    expect(second.aliases).toBe(first.aliases);
    expect(first.perfumers).toBe(first.aliases);
    expect(second.notes).toBe(first.aliases);
    expect(second.pyramid?.top).toBe(first.aliases);
    expect(second.pyramid?.base).toBe(first.aliases);
    expect(first.aliases).toEqual([]);
    expect(Object.isFrozen(first.aliases)).toBe(true);
    expect(first.notes).toEqual(['Rose']);
  });

  it('leaves missing fields missing', () => {
    const bare = perfume({ pyramid: null });
    const expected = structuredClone(bare);
    expect(internPerfume(bare, new StringPool())).toEqual(expected);
  });
});
