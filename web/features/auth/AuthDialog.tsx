import { useNavigate } from 'react-router-dom';
import { Modal } from '../../ui/dialog/Modal';
import { dropUnstartedIntent, forgetIntent } from '../account/pendingIntent';
import { RESULT_PATH, type ResultArrival } from '../chosenList/stepPaths';
import { closeAuthDialog, useAuthDialog, type AuthDialogMode } from './authDialogStore';
import { CredentialsForm } from './CredentialsForm';
import { MagicLinkForm } from './MagicLinkForm';
import { useAuthAvailability } from '../../session/runtimeConfig';
import './auth.css';
import { authCopy } from '../../copy/auth';

const titles: Record<AuthDialogMode, string> = {
  signup: authCopy.dialog.titleSignup,
  login: authCopy.dialog.titleLogin,
  magicLink: authCopy.dialog.titleMagicLink,
};

/** The spec's sign-up benefit list, shown above the sign-up form. */
function SignupBenefits() {
  return (
    <ul className="auth-benefits" aria-label={authCopy.dialog.benefitsLabel}>
      <li>{authCopy.dialog.benefitCollections}</li>
      <li>{authCopy.dialog.benefitWishlist}</li>
      <li>{authCopy.dialog.benefitProfile}</li>
    </ul>
  );
}

const ANALYSE_ON_ARRIVAL: ResultArrival = { analyse: true };

/**
 * Spec 000 §4 offers "Nur analysieren" in a second dialog after the sign-up dialog closes; it
 * lives here instead, so closing the dialog never opens another one (README deviation).
 */
function AnalyseOnlyOffer() {
  const navigate = useNavigate();
  return (
    <div className="auth-analyse-only">
      <p>{authCopy.dialog.analyseOnlyText}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          forgetIntent();
          closeAuthDialog();
          navigate(RESULT_PATH, { state: ANALYSE_ON_ARRIVAL });
        }}
      >
        {authCopy.dialog.analyseOnly}
      </button>
    </div>
  );
}

/** × or Esc: a "Speichern & analysieren" that led to nothing yet is forgotten with the dialog. */
function dismiss(): void {
  dropUnstartedIntent();
  closeAuthDialog();
}

/** The auth dialog with its modes login, sign-up and magic link (spec 000 §2, §4). */
export function AuthDialog() {
  const { isOpen, mode, offerAnalyseOnly } = useAuthDialog();
  const availability = useAuthAvailability();

  return (
    <Modal open={isOpen} onClose={dismiss} title={titles[mode]}>
      {availability === 'unavailable' ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">{authCopy.dialog.unavailableTitle}</p>
          <p>{authCopy.dialog.unavailableText}</p>
        </div>
      ) : mode === 'magicLink' ? (
        <MagicLinkForm />
      ) : (
        <>
          {mode === 'signup' && <SignupBenefits />}
          <CredentialsForm mode={mode} />
          {mode === 'signup' && offerAnalyseOnly && <AnalyseOnlyOffer />}
        </>
      )}
    </Modal>
  );
}
