import { Link } from 'react-router-dom';

export function SiteHeader() {
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
      </div>
    </header>
  );
}
