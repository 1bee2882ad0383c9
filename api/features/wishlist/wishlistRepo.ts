// The wishlist as a collection perfume list (perfumeListRepo.ts): the shared columns plus
// the shop's price and link, so a saved card keeps them (spec 001 §3).
import { wishlistItemSchema, type WishlistItem } from '../../contract/userData';
import { sharedFields, type ListRow, type PerfumeList } from '../collections/perfumeListRepo';

interface WishlistRow extends ListRow {
  price_cents: number | null;
  currency: WishlistItem['currency'];
  size_ml: number | null;
  affiliate_link: string | null;
  shop: string | null;
}

export const wishlist: PerfumeList<WishlistItem, WishlistRow> = {
  table: 'wishlist_items',
  extraColumns: ['price_cents', 'currency', 'size_ml', 'affiliate_link', 'shop'],
  extraValues: (entry) => [
    entry.priceCents,
    entry.priceCents === null ? null : entry.currency,
    entry.priceCents === null ? null : entry.sizeMl,
    entry.affiliate_link,
    entry.shop,
  ],
  schema: wishlistItemSchema,
  toItem: (row) => ({
    ...sharedFields(row),
    price: row.price_cents === null ? null : row.price_cents / 100,
    priceCents: row.price_cents,
    currency: row.currency,
    sizeMl: row.size_ml,
    affiliate_link: row.affiliate_link,
    shop: row.shop,
  }),
  change: (item) => ({ entity: 'wishlist_item', id: item.id, record: item }),
  entity: 'wishlist_item',
  duplicateCode: 'already_in_wishlist',
  notFoundMessage: 'Dieser Eintrag ist nicht in der Wunschliste.',
};
