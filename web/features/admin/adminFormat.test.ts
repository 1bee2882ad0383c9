import { describe, expect, it } from 'vitest';
import {
  ceilingTone,
  errorRateTone,
  formatCount,
  formatDateTime,
  formatDay,
  formatPercent,
  formatUsd,
} from './adminFormat';

// Intl puts a narrow no-break space between number and unit.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('admin formatting', () => {
  it('writes numbers, money and rates the German way', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(plain(formatPercent(33.333))).toBe('33,33 %');
    expect(plain(formatUsd(59.94))).toBe('59,94 $');
    expect(plain(formatUsd(0.0012))).toBe('0,0012 $');
  });

  it('shows dates in Berlin time and days as day.month.', () => {
    expect(plain(formatDateTime('2026-11-18T10:30:00Z'))).toBe('18.11.2026, 11:30');
    expect(formatDay('2026-11-05')).toBe('05.11.');
  });

  it('colours the error rate green only below 1 %', () => {
    expect(errorRateTone(0.99)).toBe('good');
    expect(errorRateTone(1)).toBe('bad');
  });

  it('colours an anonymous-write figure red from 80 % of its daily ceiling', () => {
    expect(ceilingTone(799, 1000)).toBe('good');
    expect(ceilingTone(800, 1000)).toBe('bad');
    expect(ceilingTone(5, 0)).toBe('good');
  });
});
