import { Link } from 'react-router-dom';
import { datenschutzCopy } from '../../copy/datenschutz';
import { legalCopy } from '../../copy/legal';
import { shellCopy } from '../../copy/shell';
import { openConsentSettings } from '../consent/consentStore';
import { DeviceStorageTable } from './DeviceStorageTable';
import { LegalPage, LegalSection, PlainSection } from './LegalPage';
import { OperatorDetails } from './OperatorDetails';
import { PhotoAndAiSections } from './PhotoAndAiSections';
import { RetentionTable } from './RetentionTable';
import { useLegalInfo } from './useLegalInfo';

const copy = datenschutzCopy;

export function DatenschutzPage() {
  const info = useLegalInfo();
  return (
    <LegalPage
      heading={copy.heading}
      documentTitle={copy.documentTitle}
      description={copy.description}
      subtitle={copy.subtitle}
    >
      <LegalSection title={copy.controller.title}>
        {info.status === 'loading' ? (
          <p>{legalCopy.loading}</p>
        ) : (
          <>
            <OperatorDetails operator={info.operator} isExample={info.isExample} />
            <p>
              {legalCopy.email} <a href={`mailto:${info.operator.email}`}>{info.operator.email}</a>
            </p>
          </>
        )}
      </LegalSection>

      <PlainSection section={copy.general} />

      <LegalSection title={copy.data.title}>
        <ul>
          {copy.data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{copy.data.retentionLead}</p>
        <RetentionTable />
      </LegalSection>

      <PlainSection section={copy.purposes} />

      <LegalSection title={copy.legalBases.title}>
        <ul>
          {copy.legalBases.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>

      <PhotoAndAiSections info={info} />

      <LegalSection title={copy.storage.title}>
        <p>
          {copy.storage.kinds.before}
          <strong>{copy.storage.kinds.necessary}</strong>
          {copy.storage.kinds.afterNecessary}
          <strong>{copy.storage.kinds.statistics}</strong>
          {copy.storage.kinds.and}
          <strong>{copy.storage.kinds.marketing}</strong>
          {copy.storage.kinds.after}
        </p>
        <p>
          <strong>{copy.storage.statistics.lead}</strong> {copy.storage.statistics.text}
        </p>
        <p>{copy.storage.deviceLead}</p>
        <DeviceStorageTable />
      </LegalSection>

      <LegalSection title={copy.rights.title}>
        <p>{copy.rights.lead}</p>
        <ul>
          {copy.rights.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          {copy.rights.contactBefore}
          <Link to="/impressum">{shellCopy.footer.links.imprint}</Link>
          {copy.rights.contactAfter}
        </p>
      </LegalSection>

      <LegalSection title={copy.withdrawal.title}>
        <p>
          {copy.withdrawal.before}
          <button type="button" className="legal-inline-button" onClick={openConsentSettings}>
            {shellCopy.footer.cookieSettings}
          </button>
          {copy.withdrawal.after}
        </p>
      </LegalSection>

      <PlainSection section={copy.security} />
      <PlainSection section={copy.changes} />
    </LegalPage>
  );
}
