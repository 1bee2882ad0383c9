// Price display rule from the spec: cents divided by 100, German number format with two
// decimals and the currency symbol. A zero or missing price is no price: the UI shows none
// (the spec's "Preis auf Anfrage" is a listed deviation, README).
import { z } from 'zod';
import { lazySchema } from './lazySchema';

export const currencySchema = lazySchema(() => z.enum(['EUR', 'USD', 'GBP']));
export type Currency = z.infer<typeof currencySchema>;

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

/** "49,95 €", or null when there is no price to show. */
export function formatPrice(
  priceCents: number | null | undefined,
  currency: string | null | undefined,
): string | null {
  if (priceCents == null || !Number.isFinite(priceCents) || priceCents <= 0) return null;
  return formatterFor(parseCurrency(currency) ?? 'EUR').format(priceCents / 100);
}

/**
 * The Grundpreis German price law asks for next to a price: "99,00 € / 100 ml", or null
 * without a price or a known bottle size, and for a 100 ml bottle: its Grundpreis is its
 * price, which the law lets go unrepeated (show the bottle size there instead).
 */
export function formatUnitPrice(
  priceCents: number | null | undefined,
  currency: string | null | undefined,
  sizeMl: number | null | undefined,
): string | null {
  if (sizeMl == null || !Number.isFinite(sizeMl) || sizeMl <= 0 || sizeMl === 100) return null;
  const price = formatPrice(
    priceCents == null ? null : Math.round((priceCents * 100) / sizeMl),
    currency,
  );
  return price === null ? null : `${price} / 100 ml`;
}
