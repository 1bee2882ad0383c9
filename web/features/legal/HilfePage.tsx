import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HELP_TOPICS, searchHelpTopics } from './helpTopics';
import { LegalPage, LegalSection } from './LegalPage';
import { useLegalInfo } from './useLegalInfo';

/** Opened at /hilfe#id, the page scrolls to that answer once it has rendered. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function HilfePage() {
  const info = useLegalInfo();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const topics = searchHelpTopics(query);
  useScrollToHash();

  return (
    <LegalPage
      heading="Hilfe & FAQ"
      documentTitle="Hilfe & FAQ – Duftkompass"
      description="Hilfe zu Duftkompass: erste Schritte, Duft-DNA, Sammlungen, Foto-Upload, Empfehlungen, Blacklist und Offline-Nutzung – und Support per E-Mail, Antwort meist innerhalb von 24 Stunden."
    >
      <div role="search" className="help-search">
        <label className="help-search__label" htmlFor={searchId}>
          Hilfe durchsuchen
        </label>
        <input
          id={searchId}
          className="help-search__input"
          type="search"
          value={query}
          placeholder="z. B. offline, Foto, Blacklist"
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="help-search__count" role="status">
          {query.trim() === ''
            ? ''
            : topics.length === 0
              ? 'Keine Antwort gefunden. Schreib uns gern (siehe unten).'
              : `${topics.length} von ${HELP_TOPICS.length} Antworten`}
        </p>
      </div>
      {topics.map((topic) => (
        <section
          key={topic.id}
          id={topic.id}
          className="legal-section help-topic"
          aria-label={topic.question}
        >
          <h2 className="legal-section__title">
            {topic.question}{' '}
            <a
              className="help-topic__anchor"
              href={`#${topic.id}`}
              aria-label={`Link zu „${topic.question}“`}
            >
              #
            </a>
          </h2>
          {topic.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
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
