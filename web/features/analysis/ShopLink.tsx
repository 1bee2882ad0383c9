import { track } from '../analytics/track';

type Props = { href: string; children: string };

/** A shop link is advertising: marked "Anzeige", announced as such, rel="sponsored". */
export function ShopLink({ href, children }: Props) {
  return (
    <p className="rec-card__shop">
      <span className="ad-label">Anzeige</span>
      <a
        className="button button--secondary rec-card__link"
        href={href}
        target="_blank"
        rel="sponsored noopener"
        onClick={() => track('shop_click')}
      >
        {children}
        <span className="visually-hidden"> (Werbelink, öffnet in neuem Tab)</span>
      </a>
    </p>
  );
}
