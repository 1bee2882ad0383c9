import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** `actions` sits at the right end of the bar (the account button). */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand-link" aria-label="Duftkompass – zur Startseite">
          <img
            src="/icons/favicon.svg"
            alt=""
            width="36"
            height="36"
            className="brand-link__logo"
          />
          <span className="brand-link__name">Duftkompass</span>
        </Link>
        {actions && <div className="site-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
