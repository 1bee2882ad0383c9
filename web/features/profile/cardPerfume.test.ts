import { describe, expect, it } from 'vitest';
import { matchesFilter } from './cardPerfume';

describe('matchesFilter', () => {
  const item = { name: 'Sauvage', brand: 'Dior' };

  it('matches name or brand, ignoring case', () => {
    expect(matchesFilter(item, 'sauv')).toBe(true);
    expect(matchesFilter(item, 'DIOR')).toBe(true);
    expect(matchesFilter(item, 'chanel')).toBe(false);
  });

  it('keeps everything for an empty filter', () => {
    expect(matchesFilter(item, '  ')).toBe(true);
  });
});
