// What a saved entry (collection item, wishlist or blacklist entry) copies from the
// catalog or from a recommendation card. Catalog facts always win over what the client
// sends; client-sent links are kept only as http(s) URLs; nothing is invented.
import type { z } from 'zod';
import type { Perfume } from '../../contract/perfume';
import type { listRecommendationSchema } from '../../contract/userData';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/apiError';
import { findPerfume } from '../perfumes/perfumesRepo';

export type ListRecommendation = z.infer<typeof listRecommendationSchema>;

/** The catalog perfume, or 400 unknown_perfumes: a saved id must point at the catalog. */
export async function catalogPerfume(db: Queryable, id: string): Promise<Perfume> {
  const perfume = await findPerfume(db, id);
  if (!perfume) {
    throw new ApiError('unknown_perfumes', `Das Parfüm ${id} ist im Katalog nicht bekannt.`);
  }
  return perfume;
}

/** Only web links are stored from clients (no javascript:, data: or other schemes). */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** A wishlist or blacklist entry's fields, before it gets its id and collection. */
export interface ListEntry {
  perfume_id: string | null;
  name: string;
  brand: string;
  image: string | null;
  description: string | null;
  occasions: string[];
  priceCents: number | null;
  currency: Perfume['currency'];
  /** The bottle size the price is for (feed), null without a price. */
  sizeMl: number | null;
  affiliate_link: string | null;
  shop: string | null;
}

export function entryFromPerfume(perfume: Perfume): ListEntry {
  return {
    perfume_id: perfume.id,
    name: perfume.name,
    brand: perfume.brand,
    image: perfume.image,
    description: null,
    occasions: [],
    priceCents: perfume.priceCents,
    currency: perfume.currency,
    sizeMl: perfume.priceCents === null ? null : (perfume.sizeMl ?? null),
    affiliate_link: perfume.affiliate_link,
    shop: perfume.shop,
  };
}

/** A recommendation card as the wishlist and blacklist save it (spec 001 §7). */
export async function entryFromRecommendation(
  db: Queryable,
  recommendation: ListRecommendation,
): Promise<ListEntry> {
  const matched = recommendation.matched_perfume;
  const description = recommendation.gpt_description.trim() || null;
  const occasions = [...recommendation.occasions];
  if (!matched) {
    return {
      perfume_id: null,
      name: recommendation.gpt_name,
      brand: recommendation.gpt_brand,
      image: null,
      description,
      occasions,
      priceCents: null,
      currency: null,
      sizeMl: null,
      affiliate_link: null,
      shop: null,
    };
  }
  const perfume = await catalogPerfume(db, matched.id);
  // The card's shop fields may come from the configured affiliate template, which the
  // catalog row does not hold: they fill what the catalog leaves empty.
  const link = perfume.affiliate_link ?? webUrl(matched.affiliate_link);
  return {
    ...entryFromPerfume(perfume),
    image: perfume.image ?? webUrl(matched.image),
    description,
    occasions,
    priceCents: perfume.priceCents ?? matched.priceCents ?? null,
    currency: perfume.priceCents ? perfume.currency : (matched.currency ?? null),
    // A size only with the catalog's own price: a card's price may be for another bottle.
    sizeMl: perfume.priceCents === null ? null : (perfume.sizeMl ?? null),
    affiliate_link: link,
    shop: perfume.affiliate_link ? perfume.shop : link ? (matched.shop ?? null) : null,
  };
}
