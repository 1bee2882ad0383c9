import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from '../legal/LegalPage';
import { marketingCopy } from '../../copy/marketing';
import './marketing.css';

const { steps, benefits } = marketingCopy;

export function ParfumEmpfehlungenPage() {
  return (
    <LegalPage
      heading={marketingCopy.heading}
      documentTitle={marketingCopy.documentTitle}
      description={marketingCopy.description}
      subtitle={marketingCopy.subtitle}
    >
      <LegalSection title={marketingCopy.stepsTitle}>
        <ol className="marketing-steps">
          {steps.map((step) => (
            <li key={step.title} className="marketing-steps__step">
              <h3 className="marketing-steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </LegalSection>
      <LegalSection title={marketingCopy.benefitsTitle}>
        <ul className="marketing-benefits">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="marketing-benefits__item">
              <h3 className="marketing-benefits__title">{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </LegalSection>
      <aside className="marketing-tip" aria-label={marketingCopy.tipLabel}>
        <p>
          <strong>{marketingCopy.tipLead}</strong> {marketingCopy.tipText}
        </p>
      </aside>
      <Link to="/" className="button button--primary button--large marketing-start">
        {marketingCopy.start}
      </Link>
    </LegalPage>
  );
}
