import { datenschutzCopy } from '../../copy/datenschutz';
import { legalCopy } from '../../copy/legal';
import { LegalSection, PlainSection } from './LegalPage';
import type { LegalInfoState } from './useLegalInfo';

const copy = datenschutzCopy;

/** Sections 6 to 9: what happens to photos, and who else receives data (true per config). */
export function PhotoAndAiSections({ info }: { info: LegalInfoState }) {
  const usesOpenAi = info.status === 'known' && info.aiProvider === 'openai';
  return (
    <>
      <PlainSection section={copy.photo} />

      <LegalSection title={copy.aiService.title}>
        {info.status === 'loading' ? (
          <p>{legalCopy.loading}</p>
        ) : usesOpenAi ? (
          <p>{copy.aiService.openAi}</p>
        ) : (
          <p>{copy.aiService.none}</p>
        )}
      </LegalSection>

      <LegalSection title={copy.recipients.title}>
        <ul>
          <li>{copy.recipients.hosting}</li>
          {info.status === 'known' && info.hostedAuth && <li>{copy.recipients.supabase}</li>}
          <li>{copy.recipients.email}</li>
          {usesOpenAi && <li>{copy.recipients.openAi}</li>}
          <li>{copy.recipients.google}</li>
          <li>{copy.recipients.shops}</li>
        </ul>
        <p>{copy.recipients.noSale}</p>
      </LegalSection>

      <LegalSection title={copy.thirdCountries.title}>
        <p>{usesOpenAi ? copy.thirdCountries.openAi : copy.thirdCountries.none}</p>
      </LegalSection>
    </>
  );
}
