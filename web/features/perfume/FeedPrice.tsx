import { ShopLink } from '../analysis/ShopLink';
import { priceFacts, type Priced } from './perfumeFacts';
import './feedPrice.css';
import { comparePricesLabel, shopFallbackName, shopLinkLabel } from '../../copy/perfume';

type FeedPriceProps = {
  priced: Priced;
  /** "EdT", where the catalog names the concentration the price is for. */
  concentration?: string | null;
  /**
   * Rows: the amount and the Grundpreis only (the row's own line names the concentration),
   * or the bottle size where the Grundpreis would repeat the price (100 ml).
   */
  compact?: boolean;
};

/**
 * A shop feed's price as German price law wants it shown: the amount, the bottle size and
 * concentration, and the Grundpreis (per 100 ml) right next to it. Nothing without a feed
 * price, never "Preis auf Anfrage".
 */
export function FeedPrice({ priced, concentration = null, compact = false }: FeedPriceProps) {
  const facts = priceFacts(priced);
  if (!facts) return null;
  const bottle = [facts.size, concentration].filter(Boolean).join(' ');
  if (compact) {
    return (
      <p className="feed-price feed-price--compact">
        <span className="feed-price__amount">{facts.price}</span>
        {(facts.unitPrice ?? facts.size) && (
          <span className="feed-price__unit">{facts.unitPrice ?? facts.size}</span>
        )}
      </p>
    );
  }
  return (
    <p className="feed-price">
      <span className="feed-price__amount">{facts.price}</span>
      {bottle !== '' && <span className="feed-price__bottle"> · {bottle}</span>}
      {facts.unitPrice && <span className="feed-price__unit"> ({facts.unitPrice})</span>}
      {facts.shop && <span className="feed-price__shop"> · bei {facts.shop}</span>}
    </p>
  );
}

type PriceAndShopProps = {
  priced: Priced;
  concentration?: string | null;
  /** The shop button is the card's main action (recommendations, the perfume page). */
  primary?: boolean;
  /** What the link's name adds to tell several apart ("Sauvage bei …"). */
  linkPrefix?: string;
};

type FeedShopLinkProps = Omit<PriceAndShopProps, 'concentration'> & { describedBy?: string };

/**
 * A perfume's shop link: "Bei shop.example ansehen" with a feed price, "Preise vergleichen"
 * for a link the shop template built without one, nothing without a link.
 */
export function FeedShopLink({ priced, linkPrefix, ...look }: FeedShopLinkProps) {
  const link = priced.affiliate_link;
  if (!link) return null;
  const label =
    priceFacts(priced) !== null
      ? shopLinkLabel(priced.shop ?? shopFallbackName, linkPrefix)
      : comparePricesLabel(linkPrefix);
  return (
    <ShopLink href={link} {...look}>
      {label}
    </ShopLink>
  );
}

/** The feed price and the shop link under it. */
export function PriceAndShop({ concentration, ...link }: PriceAndShopProps) {
  return (
    <>
      <FeedPrice priced={link.priced} concentration={concentration} />
      <FeedShopLink {...link} />
    </>
  );
}
