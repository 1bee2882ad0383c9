import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { helpCopy } from '../../copy/help';
import { shellCopy } from '../../copy/shell';
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
      heading={helpCopy.heading}
      documentTitle={helpCopy.documentTitle}
      description={helpCopy.description}
    >
      <div role="search" className="help-search">
        <label className="help-search__label" htmlFor={searchId}>
          {helpCopy.search.label}
        </label>
        <input
          id={searchId}
          className="help-search__input"
          type="search"
          value={query}
          placeholder={helpCopy.search.placeholder}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="help-search__count" role="status">
          {query.trim() === ''
            ? ''
            : topics.length === 0
              ? helpCopy.search.none
              : helpCopy.search.count(topics.length, HELP_TOPICS.length)}
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
              aria-label={helpCopy.anchorLabel(topic.question)}
            >
              #
            </a>
          </h2>
          {topic.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <LegalSection title={helpCopy.support.title}>
        <p>
          {helpCopy.support.lead}
          {info.status === 'known' && !info.isExample ? (
            <>
              {helpCopy.support.toEmail}
              <a href={`mailto:${info.operator.email}`}>{info.operator.email}</a>
            </>
          ) : (
            <>
              {helpCopy.support.toImprint}
              <Link to="/impressum">{shellCopy.footer.links.imprint}</Link>
            </>
          )}
          {helpCopy.support.end}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
