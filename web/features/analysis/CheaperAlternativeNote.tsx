import { useId } from 'react';
import { formatPrice } from '../../../api/contract/price';
import { priceFacts } from '../perfume/perfumeFacts';
import { ShopLink } from './ShopLink';
import { useCheaperAlternative } from './useCheaperAlternative';
import './shopLinks.css';
import { shopLinkCopy } from '../../copy/shopLinks';

type Props = { perfumeId: string | null; priceCents: number | null | undefined };

/**
 * On a priced perfume card: a well-known perfume of the same character that costs at least
 * 30 % less. It says plainly that the two are alike, not the same scent.
 */
export function CheaperAlternativeNote({ perfumeId, priceCents }: Props) {
  const alternative = useCheaperAlternative(perfumeId, priceCents != null);
  const headingId = useId();
  if (!alternative) return null;
  const reasons = [
    alternative.sharedAccords.length > 0 &&
      shopLinkCopy.cheaper.sharedAccords(alternative.sharedAccords.join(', ')),
    alternative.sharedNotes.length > 0 &&
      shopLinkCopy.cheaper.sharedNotes(alternative.sharedNotes.join(', ')),
  ].filter((reason) => typeof reason === 'string');
  const reason = reasons.join('; ');
  // The Grundpreis, or the bottle size where it would repeat the price (100 ml).
  const facts = priceFacts(alternative);
  const unitPrice = facts?.unitPrice ?? facts?.size;
  return (
    <section className="cheaper-alternative" aria-labelledby={headingId}>
      <p>
        <strong id={headingId}>{shopLinkCopy.cheaper.title}</strong>
        {shopLinkCopy.cheaper.alike}{' '}
        {shopLinkCopy.cheaper.offer(
          alternative.name,
          alternative.brand,
          formatPrice(alternative.priceCents, alternative.currency),
        )}
        {unitPrice && ` (${unitPrice})`}
        {shopLinkCopy.cheaper.saving(alternative.savingPercent)}
      </p>
      {reason && (
        <p className="cheaper-alternative__reason">
          {reason.charAt(0).toUpperCase() + reason.slice(1)}.
        </p>
      )}
      {alternative.affiliate_link && (
        <ShopLink href={alternative.affiliate_link}>
          {shopLinkCopy.cheaper.shopLink(alternative.name, alternative.shop)}
        </ShopLink>
      )}
    </section>
  );
}
