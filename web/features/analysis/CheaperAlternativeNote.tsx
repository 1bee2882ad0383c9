import { useId } from 'react';
import { formatPrice, formatUnitPrice } from '../../../api/contract/price';
import { ShopLink } from './ShopLink';
import { useCheaperAlternative } from './useCheaperAlternative';
import './shopLinks.css';

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
      `gemeinsame Akkorde: ${alternative.sharedAccords.join(', ')}`,
    alternative.sharedNotes.length > 0 && `gemeinsame Noten: ${alternative.sharedNotes.join(', ')}`,
  ].filter((reason) => typeof reason === 'string');
  const reason = reasons.join('; ');
  const unitPrice = formatUnitPrice(
    alternative.priceCents,
    alternative.currency,
    alternative.sizeMl,
  );
  return (
    <section className="cheaper-alternative" aria-labelledby={headingId}>
      <p>
        <strong id={headingId}>Günstigere Alternative</strong> (ähnlich, nicht identisch):{' '}
        {alternative.name} von {alternative.brand} für{' '}
        {formatPrice(alternative.priceCents, alternative.currency)}
        {unitPrice && ` (${unitPrice})`}, {alternative.savingPercent} % günstiger.
      </p>
      {reason && (
        <p className="cheaper-alternative__reason">
          {reason.charAt(0).toUpperCase() + reason.slice(1)}.
        </p>
      )}
      {alternative.affiliate_link && (
        <ShopLink href={alternative.affiliate_link}>
          {`${alternative.name} bei ${alternative.shop ?? 'Shop'} ansehen`}
        </ShopLink>
      )}
    </section>
  );
}
