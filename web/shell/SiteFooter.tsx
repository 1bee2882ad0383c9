import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth';
import { openConsentSettings } from '../features/consent/consentStore';
import { OfflineCatalogStatus } from '../features/offlineCatalog/OfflineCatalogStatus';

const footerLinks = [
  { to: '/', label: 'Startseite' },
  { to: '/parfum-empfehlungen', label: 'Parfüm-Empfehlungen' },
  { to: '/hilfe', label: 'Hilfe & FAQ' },
  { to: '/impressum', label: 'Kontakt' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/agb', label: 'AGB' },
  { to: '/impressum', label: 'Impressum' },
] as const;

/** The pages whose footer also names what spec 001's shared footer announces. */
const LEGAL_PATHS = new Set([
  '/agb',
  '/datenschutz',
  '/impressum',
  '/hilfe',
  '/parfum-empfehlungen',
]);

/** Announced in spec 001 but not built yet: shown, marked, and deliberately not links. */
const placeholders = ['Social Media', 'Newsletter', 'Partner werden'] as const;

/** The one footer of every page; the profile or sign-in link follows the session. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const account = user
    ? { to: '/profile', label: 'Mein Profil' }
    : { to: '/auth', label: 'Anmelden' };
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Rechtliches und Hilfe">
          <ul className="site-footer__links">
            {[...footerLinks, account].map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="site-footer__button" onClick={openConsentSettings}>
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
          {LEGAL_PATHS.has(pathname) && (
            <ul className="site-footer__placeholders" aria-label="In Vorbereitung">
              {placeholders.map((label) => (
                <li key={label}>{label} (folgt)</li>
              ))}
            </ul>
          )}
        </nav>
        <OfflineCatalogStatus />
        <p className="site-footer__copyright">© {new Date().getFullYear()} Duftkompass</p>
      </div>
    </footer>
  );
}
