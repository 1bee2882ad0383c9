import { impressumCopy } from '../../copy/impressum';
import { legalCopy } from '../../copy/legal';
import { LegalPage, LegalSection, PlainSection } from './LegalPage';
import { OperatorDetails } from './OperatorDetails';
import { useLegalInfo } from './useLegalInfo';

export function ImpressumPage() {
  const info = useLegalInfo();
  return (
    <LegalPage
      heading={impressumCopy.heading}
      documentTitle={impressumCopy.documentTitle}
      description={impressumCopy.description}
      subtitle={impressumCopy.subtitle}
    >
      <LegalSection title={impressumCopy.provider}>
        {info.status === 'loading' ? (
          <p>{legalCopy.loading}</p>
        ) : (
          <OperatorDetails operator={info.operator} isExample={info.isExample} />
        )}
      </LegalSection>

      {info.status === 'known' && (
        <>
          <LegalSection title={impressumCopy.contact.title}>
            <p>
              {legalCopy.email} <a href={`mailto:${info.operator.email}`}>{info.operator.email}</a>
            </p>
            {info.operator.phone && (
              <p>
                {impressumCopy.contact.phone}{' '}
                <a href={`tel:${info.operator.phone.replace(/[^+\d]/g, '')}`}>
                  {info.operator.phone}
                </a>
              </p>
            )}
          </LegalSection>

          {info.operator.representative && (
            <LegalSection title={impressumCopy.representative}>
              <p>{info.operator.representative}</p>
            </LegalSection>
          )}

          <LegalSection title={impressumCopy.vatId.title}>
            <p>
              {impressumCopy.vatId.label} {info.operator.vatId ?? impressumCopy.vatId.pending}
            </p>
          </LegalSection>
        </>
      )}

      <PlainSection section={impressumCopy.contentLiability} />
      <PlainSection section={impressumCopy.linkLiability} />
      <PlainSection section={impressumCopy.copyright} />
      <PlainSection section={impressumCopy.disputes} />
    </LegalPage>
  );
}
