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
