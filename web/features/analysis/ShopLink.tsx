import { track } from '../analytics/track';
import './shopLinks.css';
import { shopLinkCopy } from '../../copy/shopLinks';

type Props = {
  href: string;
  children: string;
  /** The card's main action (recommendations, the perfume page): a filled button. */
  primary?: boolean;
  /** The id of what the link's name leaves out (a result row's perfume name). */
  describedBy?: string;
};

/** A shop link is advertising: marked "Anzeige", announced as such, rel="sponsored". */
export function ShopLink({ href, children, primary = false, describedBy }: Props) {
  return (
    <p className="rec-card__shop">
      <span className="ad-label">{shopLinkCopy.adLabel}</span>
      <a
        className={`button ${primary ? 'button--primary' : 'button--secondary'} rec-card__link`}
        href={href}
        aria-describedby={describedBy}
        target="_blank"
        rel="sponsored noopener"
        onClick={() => track('shop_click')}
      >
        {children}
        <span className="visually-hidden">{shopLinkCopy.adHint}</span>
      </a>
    </p>
  );
}
