// Facts a perfume may carry beyond the catalog's core record: gender, concentration and
// perfumers from the catalog's newer sources, the bottle size of a shop feed's price (optional
// fields of the contract). Missing facts are left out, never guessed.
import { formatPrice, formatUnitPrice } from '../../../api/contract/price';
import type { Perfume } from '../../../api/contract/perfume';
import { formatNumber } from '../../ui/germanFormat';
import {
  concentrationLabels,
  genderLabels,
  seasonLabels,
  sizeLabel,
  wearAllYear,
  wearAnd,
  wearDay,
  wearDayAndNight,
  wearNight,
  wearSeasons,
} from '../../copy/perfume';

export function genderLabel(perfume: Perfume): string | null {
  const raw = perfume.gender;
  return typeof raw === 'string' ? (genderLabels[raw.trim().toLowerCase()] ?? null) : null;
}

export function concentrationLabel(perfume: Pick<Perfume, 'concentration'>): string | null {
  const raw = perfume.concentration;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  return concentrationLabels[raw.trim().toLowerCase()] ?? raw.trim();
}

export function perfumersOf(perfume: Perfume): string[] {
  const raw = perfume.perfumers;
  return Array.isArray(raw) ? raw.filter((name) => typeof name === 'string' && name !== '') : [];
}

/** "Damen · EdP · 2019": what tells two perfumes of the same name apart, where known. */
export function identityLine(perfume: Perfume): string {
  return [genderLabel(perfume), concentrationLabel(perfume), perfume.year]
    .filter((part) => part !== null && part !== undefined)
    .join(' · ');
}

export type PriceFacts = {
  /** "119,00 €" */
  price: string;
  /** "100 ml" where the feed names a size. */
  size: string | null;
  /** "119,00 € / 100 ml", the Grundpreis German price law asks for next to a price. */
  unitPrice: string | null;
  shop: string | null;
  link: string | null;
};

/** What a price line reads: a perfume, a recommendation's match, a wishlist item. */
export type Priced = Pick<Perfume, 'priceCents' | 'currency' | 'shop' | 'affiliate_link'> & {
  sizeMl?: number | null;
};

/**
 * The price as a shop feed gives it, or null: without a feed nothing is shown (a "Preis auf
 * Anfrage" would send the visitor to a seller who does not exist).
 */
export function priceFacts(perfume: Priced): PriceFacts | null {
  const price = formatPrice(perfume.priceCents, perfume.currency);
  if (price === null) return null;
  const sizeMl = perfume.sizeMl;
  const hasSize = typeof sizeMl === 'number' && Number.isFinite(sizeMl) && sizeMl > 0;
  return {
    price,
    size: hasSize
      ? sizeLabel(
          formatNumber(sizeMl, Number.isInteger(sizeMl) ? {} : { maximumFractionDigits: 1 }),
        )
      : null,
    unitPrice: formatUnitPrice(perfume.priceCents, perfume.currency, sizeMl),
    shop: perfume.shop,
    link: perfume.affiliate_link,
  };
}

/** The seasons in the year's order with their vote shares, and the one or two most named. */
export function seasonFacts(perfume: Perfume) {
  const seasons = perfume.seasons;
  if (!seasons) return null;
  const rows = (Object.keys(seasonLabels) as (keyof typeof seasonLabels)[]).map((key) => ({
    label: seasonLabels[key],
    share: seasons[key],
  }));
  const ranked = [...rows].sort((a, b) => b.share - a.share);
  if (ranked[0]!.share <= 0) return null;
  // Seasons named nearly as often as the first count as well; three or more: all year.
  const close = ranked.filter((row) => row.share >= ranked[0]!.share * 0.8);
  const sentence =
    close.length >= 3
      ? wearAllYear(ranked[0]!.label)
      : wearSeasons(close.map((row) => row.label).join(wearAnd));
  return { rows, sentence };
}

/** "eher tagsüber", "eher abends", "tags wie abends" from the day/night vote shares. */
export function daytimeWord(perfume: Perfume): string | null {
  const daytime = perfume.daytime;
  if (!daytime || daytime.day + daytime.night <= 0) return null;
  const dayShare = daytime.day / (daytime.day + daytime.night);
  if (dayShare >= 0.6) return wearDay;
  if (dayShare <= 0.4) return wearNight;
  return wearDayAndNight;
}
