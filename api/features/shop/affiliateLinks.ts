// Shop links for perfumes: a deep link from a product feed wins; otherwise the configured
// AFFILIATE_URL_TEMPLATE (a shop search with the partner id) is filled in. Without either
// there is no link: nothing is invented.
import type { Perfume } from '../../contract/perfume';

export const AFFILIATE_PLACEHOLDERS = ['{query}', '{brand}', '{name}', '{id}'] as const;

export type ShopLink = { url: string; shop: string | null } | null;

/** Checks a template once at start: an http(s) URL using at least one placeholder. */
export function validateAffiliateTemplate(template: string): string | null {
  const sample = template.replaceAll(/\{(query|brand|name|id)\}/g, 'x');
  let url: URL;
  try {
    url = new URL(sample);
  } catch {
    return 'muss eine gültige URL sein';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'muss mit http:// oder https:// beginnen';
  if (!AFFILIATE_PLACEHOLDERS.some((placeholder) => template.includes(placeholder))) {
    return `muss einen Platzhalter enthalten (${AFFILIATE_PLACEHOLDERS.join(', ')})`;
  }
  return null;
}

export type ShopLinker = (
  perfume: Pick<Perfume, 'id' | 'name' | 'brand' | 'affiliate_link' | 'shop'>,
) => ShopLink;

export function createShopLinker(template: string | null): ShopLinker {
  return (perfume) => {
    if (perfume.affiliate_link) return { url: perfume.affiliate_link, shop: perfume.shop };
    if (!template) return null;
    const url = template
      .replaceAll('{query}', encodeURIComponent(`${perfume.brand} ${perfume.name}`))
      .replaceAll('{brand}', encodeURIComponent(perfume.brand))
      .replaceAll('{name}', encodeURIComponent(perfume.name))
      .replaceAll('{id}', encodeURIComponent(perfume.id));
    return { url, shop: new URL(url).hostname.replace(/^www\./, '') };
  };
}

/** The shop named by a template's host ("www.shop.example/…" → "shop.example"). */
export function affiliateShopName(template: string | null): string | null {
  if (!template) return null;
  return new URL(template.replaceAll(/\{(query|brand|name|id)\}/g, 'x')).hostname.replace(
    /^www\./,
    '',
  );
}
