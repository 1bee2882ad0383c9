import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber } from './germanFormat';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('germanFormat', () => {
  it('formats numbers and dates the German way', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(0.256, { style: 'percent', maximumFractionDigits: 0 })).toBe('26\u00a0%');
    expect(
      formatDate(Date.UTC(2026, 10, 24, 21, 5), {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }),
    ).toBe('24.11.26, 22:05');
  });

  it('groups whole numbers as de-DE does, without making a formatter', () => {
    const reference = new Intl.NumberFormat('de-DE');
    const made = vi.spyOn(Intl, 'NumberFormat');
    const samples = [0, 7, -7, 999, 1000, -1000, 37918, 100000, 1234567, -98765432, 2 ** 53 - 1];
    for (let digits = 1; digits <= 16; digits += 1) samples.push(Number('9'.repeat(digits)));
    for (const value of samples) expect(formatNumber(value)).toBe(reference.format(value));
    expect(formatNumber(-0)).toBe(reference.format(-0));
    expect(made).not.toHaveBeenCalled();
    expect(formatNumber(2 ** 60)).toBe(reference.format(2 ** 60));
  });

  it('makes a formatter on first use and keeps it per set of options', () => {
    const Original = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    } as unknown as typeof Original);
    const options = { maximumFractionDigits: 3 };
    formatNumber(1.23456, options);
    formatNumber(2.5, { maximumFractionDigits: 3 });
    expect(made).toHaveBeenCalledTimes(1);
    formatNumber(2.5, { maximumFractionDigits: 1 });
    expect(made).toHaveBeenCalledTimes(2);
  });
});
