import { describe, expect, it } from 'vitest';
import { buildPerfume } from '../../../tests/fixtures/perfumes';
import { sameList, shareableIds, sharedIds, shareUrl } from './sharedList';

describe('a list shared as a link', () => {
  it('puts the catalog ids into the result step’s address, not custom perfumes', () => {
    const perfumes = [
      buildPerfume({ id: 'fra-31861' }),
      buildPerfume({ id: 'custom-creed-nebelwald-1a2b' }),
      buildPerfume({ id: 'fra-9828' }),
    ];
    expect(shareableIds(perfumes)).toEqual(['fra-31861', 'fra-9828']);
    expect(shareUrl('https://duft.example', perfumes)).toBe(
      'https://duft.example/ergebnis?liste=fra-31861,fra-9828',
    );
  });

  it('reads the ids back, dropping malformed and repeated ones', () => {
    expect(sharedIds('?liste=fra-31861,fra-9828')).toEqual(['fra-31861', 'fra-9828']);
    expect(sharedIds('?liste=fra-1,<script>,fra-1,,x')).toEqual(['fra-1']);
    expect(sharedIds('?q=sauvage')).toEqual([]);
  });

  it('knows when the device already holds the shared list', () => {
    const list = [buildPerfume({ id: 'fra-2' }), buildPerfume({ id: 'fra-1' })];
    expect(sameList(['fra-1', 'fra-2'], list)).toBe(true);
    expect(sameList(['fra-1'], list)).toBe(false);
  });
});
