import { Link } from 'react-router-dom';
import { LegalPage, LegalSection } from './LegalPage';
import { useLegalInfo } from './useLegalInfo';

const plannedTopics = [
  'Erste Schritte',
  'So funktioniert die KI-Analyse',
  'Sammlung und Wunschliste verwalten',
  'Foto-Upload richtig nutzen',
  'Wie genau sind die Empfehlungen?',
  'Mehrere Sammlungen nutzen',
  'So funktioniert die Blacklist',
  'Probleme lösen',
] as const;

export function HilfePage() {
  const info = useLegalInfo();
  return (
    <LegalPage
      heading="Hilfe & FAQ"
      documentTitle="Hilfe & FAQ – Duftkompass"
      description="Hilfe zu Duftkompass: Antworten zu Sammlungen, Foto-Upload, Duftanalyse, Empfehlungen und Blacklist folgen bald – Support per E-Mail, Antwort meist innerhalb von 24 Stunden."
      subtitle="Coming Soon"
    >
      <LegalSection title="Diese Themen sind in Arbeit">
        <ul>
          {plannedTopics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection title="Support per E-Mail">
        <p>
          Du hast eine Frage oder ein Problem? Schreib uns eine E-Mail
          {info.status === 'known' && !info.isExample ? (
            <>
              {' '}
              an <a href={`mailto:${info.operator.email}`}>{info.operator.email}</a>
            </>
          ) : (
            <>
              {' '}
              an die Adresse im <Link to="/impressum">Impressum</Link>
            </>
          )}
          . Wir antworten in der Regel innerhalb von 24 Stunden.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
