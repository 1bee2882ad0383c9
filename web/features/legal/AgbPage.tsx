import { Link } from 'react-router-dom';
import { agbCopy } from '../../copy/agb';
import { shellCopy } from '../../copy/shell';
import { LegalPage, LegalSection, PlainSection } from './LegalPage';

export function AgbPage() {
  return (
    <LegalPage
      heading={agbCopy.heading}
      documentTitle={agbCopy.documentTitle}
      description={agbCopy.description}
      subtitle={agbCopy.subtitle}
    >
      <LegalSection title={agbCopy.scope.title}>
        <p>
          {agbCopy.scope.before}
          <Link to="/impressum">{shellCopy.footer.links.imprint}</Link>
          {agbCopy.scope.after}
        </p>
      </LegalSection>
      <PlainSection section={agbCopy.services} />
      <PlainSection section={agbCopy.registration} />
      <PlainSection section={agbCopy.duties} />
      <PlainSection section={agbCopy.contract} />
      <PlainSection section={agbCopy.withdrawal} />
      <PlainSection section={agbCopy.liability} />
      <LegalSection title={agbCopy.privacy.title}>
        <p>
          {agbCopy.privacy.before}
          <Link to="/datenschutz">{agbCopy.privacy.link}</Link>
          {agbCopy.privacy.after}
        </p>
      </LegalSection>
      <PlainSection section={agbCopy.intellectualProperty} />
      <PlainSection section={agbCopy.changes} />
      <PlainSection section={agbCopy.final} />
    </LegalPage>
  );
}
