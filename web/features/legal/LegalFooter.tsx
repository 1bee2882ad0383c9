import { Link } from 'react-router-dom';

const links = [
  { to: '/', label: 'Home' },
  { to: '/profile', label: 'Mein Profil' },
  { to: '/auth', label: 'Anmelden' },
  { to: '/hilfe', label: 'Hilfe & FAQ' },
  { to: '/impressum', label: 'Kontakt' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/agb', label: 'AGB' },
  { to: '/impressum', label: 'Impressum' },
] as const;

/** Announced in spec 001 but not built yet: shown, marked, and deliberately not links. */
const placeholders = ['Social Media', 'Newsletter', 'Partner werden'] as const;

/** The footer under every legal, help and marketing page (spec 001, "Shared footer"). */
export function LegalFooter() {
  return (
    <nav className="legal-footer" aria-label="Weitere Seiten">
      <ul className="legal-footer__links">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <ul className="legal-footer__placeholders" aria-label="In Vorbereitung">
        {placeholders.map((label) => (
          <li key={label}>
            {label} <span className="legal-footer__soon">(folgt)</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
