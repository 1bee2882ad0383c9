import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../features/auth/useAuth';
import { openConsentSettings } from '../features/consent/consentStore';
import { OfflineCatalogStatus } from '../features/offlineCatalog/OfflineCatalogStatus';
import { shellCopy } from '../copy/shell';

const { footer } = shellCopy;

const footerLinks = [
  { to: '/', label: footer.links.home },
  { to: '/parfum-empfehlungen', label: footer.links.recommendations },
  { to: '/hilfe', label: footer.links.help },
  { to: '/impressum', label: footer.links.contact },
  { to: '/datenschutz', label: footer.links.privacy },
  { to: '/agb', label: footer.links.terms },
  { to: '/impressum', label: footer.links.imprint },
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
const placeholders = footer.placeholders;

/** The one footer of every page; the profile or sign-in link follows the session. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const account = user
    ? { to: '/profile', label: footer.profile }
    : { to: '/auth', label: footer.signIn };
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={footer.label}>
          <ul className="site-footer__links">
            {[...footerLinks, account].map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="site-footer__button" onClick={openConsentSettings}>
                {footer.cookieSettings}
              </button>
            </li>
          </ul>
          {LEGAL_PATHS.has(pathname) && (
            <ul className="site-footer__placeholders" aria-label={footer.placeholdersLabel}>
              {placeholders.map((label) => (
                <li key={label}>{footer.placeholder(label)}</li>
              ))}
            </ul>
          )}
        </nav>
        <OfflineCatalogStatus />
        <p className="site-footer__copyright">{footer.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
