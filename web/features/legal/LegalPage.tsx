import type { ReactNode } from 'react';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackButton } from './BackButton';
import './legal.css';

type LegalPageProps = {
  heading: string;
  /** The browser tab's and search result's title. */
  documentTitle: string;
  description: string;
  /** A line under the heading, e.g. "Gültig ab Januar 2025". */
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The frame of every legal, help and marketing page: back button, heading and text (the
 * app's one footer follows, web/shell/SiteFooter.tsx). */
export function LegalPage({
  heading,
  documentTitle,
  description,
  subtitle,
  children,
}: LegalPageProps) {
  usePageMeta(documentTitle, description);
  return (
    <article className="legal-page">
      <BackButton />
      <header className="legal-page__header">
        <h1 className="legal-page__title">{heading}</h1>
        {subtitle && <p className="legal-page__subtitle">{subtitle}</p>}
      </header>
      <div className="legal-page__body">{children}</div>
    </article>
  );
}

/** A numbered or plain section; its heading names it for screen readers and tests. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="legal-section" aria-label={title}>
      <h2 className="legal-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** A section of one paragraph without links, its title and text from a copy module. */
export function PlainSection({ section }: { section: { title: string; text: string } }) {
  return (
    <LegalSection title={section.title}>
      <p>{section.text}</p>
    </LegalSection>
  );
}
