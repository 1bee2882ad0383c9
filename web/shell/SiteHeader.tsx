import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shellCopy } from '../copy/shell';

type Props = {
  /** At the right end of the bar (the account button). */
  actions?: ReactNode;
  /** After the logo: the search field (wide screens) or a search link (phones). */
  search?: ReactNode;
  /** A line of its own below the bar (the sync status), so it never squeezes the bar. */
  status?: ReactNode;
};

export function SiteHeader({ actions, search, status }: Props) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand-link" aria-label={shellCopy.homeLink}>
          <img
            src="/icons/favicon.svg"
            alt=""
            width="36"
            height="36"
            className="brand-link__logo"
          />
          <span className="brand-link__name">{shellCopy.brand}</span>
        </Link>
        {search}
        {actions && <div className="site-header__actions">{actions}</div>}
      </div>
      {status && <div className="site-header__status">{status}</div>}
    </header>
  );
}
