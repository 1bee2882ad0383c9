import { Link } from 'react-router-dom';
import { openConsentSettings } from '../features/consent/consentStore';
import { OfflineCatalogStatus } from '../features/offlineCatalog/OfflineCatalogStatus';

const footerLinks = [
  { to: '/', label: 'Startseite' },
  { to: '/parfum-empfehlungen', label: 'Parfum-Empfehlungen' },
  { to: '/hilfe', label: 'Hilfe & FAQ' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/agb', label: 'AGB' },
  { to: '/impressum', label: 'Impressum' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Rechtliches und Hilfe">
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="site-footer__button" onClick={openConsentSettings}>
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </nav>
        <OfflineCatalogStatus />
        <p className="site-footer__copyright">© 2025 Duftkompass</p>
        {/* The catalog's licence is unresolved; crediting it openly is required until it is replaced. */}
        <p className="site-footer__credit">
          Katalogdaten: Fragrantica (Community-Daten, Lizenz ungeklärt)
        </p>
      </div>
    </footer>
  );
}
