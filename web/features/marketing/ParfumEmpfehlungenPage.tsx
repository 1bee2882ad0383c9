import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from '../legal/LegalPage';
import './marketing.css';

const steps = [
  {
    title: 'Sag uns, was du magst',
    text: 'Such deine Lieblingsdüfte im Katalog mit rund 84.000 Parfüms oder fotografiere dein Regal.',
  },
  {
    title: 'Sag uns, was du nicht magst',
    text: 'Setz Düfte, die du nicht riechen kannst, auf die Blacklist und nenne Noten, die du nicht magst – etwa Oud oder Patchouli. Solche Düfte tauchen nie in deinen Empfehlungen auf.',
  },
  {
    title: 'Erhalte präzise Vorschläge',
    text: 'Passende Düfte für jeden Tag, besondere Anlässe oder als Geschenk – abgeleitet aus deiner Duft-DNA.',
  },
] as const;

const benefits = [
  { title: 'Ganz persönlich', text: 'Empfehlungen aus deinen Düften, nicht aus Bestsellerlisten.' },
  {
    title: 'Profile für andere',
    text: 'Eigene Sammlungen für Partnerin, Partner oder Freunde – ideal für Geschenke.',
  },
  {
    title: 'Immer aktuell',
    text: 'Ergänze deine Sammlung jederzeit und lass sie neu analysieren – deine Vorschläge wachsen mit.',
  },
  {
    title: 'Schneller zum Lieblingsduft',
    text: 'Weniger Fehlkäufe und Proben: Du siehst, was deine Düfte verbindet.',
  },
] as const;

export function ParfumEmpfehlungenPage() {
  return (
    <LegalPage
      heading="Persönliche Parfüm-Empfehlungen"
      documentTitle="Parfüm-Empfehlungen nach deinem Geschmack – Duftkompass"
      description="Finde Parfüms, die wirklich zu dir passen: Lieblingsdüfte angeben, Ungeliebtes ausschließen und passende Empfehlungen für Alltag, Anlass oder Geschenk erhalten – kostenlos."
      subtitle="In drei Schritten vom Lieblingsduft zu neuen Entdeckungen"
    >
      <LegalSection title="So funktioniert’s">
        <ol className="marketing-steps">
          {steps.map((step) => (
            <li key={step.title} className="marketing-steps__step">
              <h3 className="marketing-steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </LegalSection>
      <LegalSection title="Deine Vorteile">
        <ul className="marketing-benefits">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="marketing-benefits__item">
              <h3 className="marketing-benefits__title">{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </LegalSection>
      <aside className="marketing-tip" aria-label="Tipp">
        <p>
          <strong>Tipp:</strong> Kombiniere die Empfehlungen mit der Foto-Analyse – ein Foto deines
          Parfümregals erspart dir das Eintippen jedes einzelnen Flakons.
        </p>
      </aside>
      <Link to="/" className="button button--primary button--large marketing-start">
        Jetzt starten
      </Link>
    </LegalPage>
  );
}
