import { useId, type ReactNode } from 'react';
import type { Perfume } from '../../../api/contract/perfume';
import { OccasionTags } from '../analysis/OccasionTags';
import { PerfumeArtwork } from '../perfume/PerfumeArtwork';
import { profileCopy } from '../../copy/profile';

/** What every profile card shows, whichever list it comes from. */
export type CardPerfume = {
  perfumeId: string | null;
  name: string;
  brand: string;
  image: string | null;
  description: string | null;
  occasions: readonly string[];
  isNiche: boolean;
  /** Not yet confirmed by the server. */
  pending: boolean;
};

type Props = { perfume: CardPerfume; children?: ReactNode; footer?: ReactNode };

/** The artwork wants a catalog perfume; a stored item knows only part of one. */
function artworkPerfume(perfume: CardPerfume): Perfume {
  return {
    id: perfume.perfumeId ?? `eigen-${perfume.name}`,
    name: perfume.name,
    brand: perfume.brand || ' ',
    aliases: [],
    year: null,
    accords: [],
    notes: [],
    pyramid: null,
    fragranceFamily: null,
    isNiche: perfume.isNiche,
    longevity: null,
    sillage: null,
    votes: 0,
    priceCents: null,
    currency: null,
    image: perfume.image,
    affiliate_link: null,
    shop: null,
  };
}

/** One perfume of a collection, wishlist or blacklist; the actions come as children. */
export function ItemCard({ perfume, children, footer }: Props) {
  const titleId = useId();
  const brandId = useId();
  return (
    <article className="item-card" aria-labelledby={`${titleId} ${brandId}`}>
      <PerfumeArtwork perfume={artworkPerfume(perfume)} />
      <div className="item-card__body">
        {(perfume.isNiche || perfume.pending) && (
          <div className="item-card__badges">
            {perfume.isNiche && (
              <span className="badge badge--niche">{profileCopy.card.niche}</span>
            )}
            {perfume.pending && (
              <span className="badge badge--pending">{profileCopy.card.pending}</span>
            )}
          </div>
        )}
        <h3 id={titleId} className="item-card__name">
          {perfume.name}
        </h3>
        <p id={brandId} className="item-card__brand">
          {perfume.brand}
        </p>
        <OccasionTags occasions={perfume.occasions} />
        {perfume.description && <p className="item-card__description">{perfume.description}</p>}
        {footer}
        {children && <div className="item-card__actions">{children}</div>}
      </div>
    </article>
  );
}

/** The card's "Entfernen" action, named after the perfume for screen readers. */
export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-label={profileCopy.card.removeLabel(name)}
      onClick={onRemove}
    >
      {profileCopy.card.remove}
    </button>
  );
}
