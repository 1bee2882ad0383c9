import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConsentSettingsForm } from './ConsentSettingsForm';
import {
  closeConsentSettings,
  useConsentDecision,
  useConsentSettingsOpen,
  useSetConsent,
} from './consentStore';
import './consent.css';
import { consentCopy } from '../../copy/consent';

/**
 * The consent sheet: on the first visit (or after a version change) and whenever the footer's
 * "Cookie-Einstellungen" asks for it. Fixed to the bottom, so it reserves no layout space and
 * the page behind it neither shifts nor waits for it. Accept and reject look the same.
 */
export function ConsentBanner() {
  const decision = useConsentDecision();
  const settingsRequested = useConsentSettingsOpen();
  const saveConsent = useSetConsent();
  const [showDetails, setShowDetails] = useState(false);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const open = decision === null || settingsRequested;
  const detailed = showDetails || settingsRequested;

  useEffect(() => {
    // Opened on request: take the focus there. Never on the first visit, so the page keeps it.
    if (settingsRequested) headingRef.current?.focus();
  }, [settingsRequested]);

  if (!open) return null;

  return (
    // A region, not a dialog: it blocks nothing, and the page stays usable around it.
    <section className="consent-sheet" aria-labelledby={titleId}>
      <div className="consent-sheet__panel">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="consent-sheet__title">
          {consentCopy.title}
        </h2>
        <p className="consent-sheet__text">
          {consentCopy.text} <Link to="/datenschutz">{consentCopy.privacyLink}</Link>
        </p>
        {detailed ? (
          <ConsentSettingsForm
            initial={decision}
            onSave={(choice) => {
              saveConsent(choice);
              setShowDetails(false);
            }}
            onCancel={
              decision === null
                ? () => setShowDetails(false)
                : () => {
                    closeConsentSettings();
                    setShowDetails(false);
                  }
            }
          />
        ) : (
          <div className="consent-sheet__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => saveConsent({ analytics: true, marketing: true })}
            >
              {consentCopy.acceptAll}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => saveConsent({ analytics: false, marketing: false })}
            >
              {consentCopy.necessaryOnly}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setShowDetails(true)}
            >
              {consentCopy.settings}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
