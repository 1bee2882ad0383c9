// Price display rule from the spec: cents divided by 100, German number format with two
// decimals and the currency symbol; zero or missing price shows "Preis auf Anfrage".
import { z } from 'zod';
import { lazySchema } from './lazySchema';

export const currencySchema = lazySchema(() => z.enum(['EUR', 'USD', 'GBP']));
export type Currency = z.infer<typeof currencySchema>;

export const PRICE_ON_REQUEST = 'Preis auf Anfrage';

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** Accepts the spellings that occur in feeds and old records ("eur", "€", "usd", …). */
export function parseCurrency(raw: string | null | undefined): Currency | null {
  if (!raw) return null;
  const value = raw.trim().toUpperCase();
  if (value === 'EUR' || value === '€') return 'EUR';
  if (value === 'USD' || value === '$') return 'USD';
  if (value === 'GBP' || value === '£') return 'GBP';
  return null;
}

export function formatPrice(
  priceCents: number | null | undefined,
  currency: string | null | undefined,
): string {
  if (priceCents == null || !Number.isFinite(priceCents) || priceCents <= 0) {
    return PRICE_ON_REQUEST;
  }
  return formatterFor(parseCurrency(currency) ?? 'EUR').format(priceCents / 100);
}
