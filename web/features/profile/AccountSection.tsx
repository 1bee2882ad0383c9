import { Link } from 'react-router-dom';
import { DeleteAccountDialog } from '../account/DeleteAccountDialog';
import { useDeleteAccountFlow } from '../account/useDeleteAccountFlow';

/**
 * "Konto" in the settings: the way to /password-reset for a password change, and account
 * deletion (spec 001 §2, DSGVO Art. 17).
 */
export function AccountSection() {
  const deletion = useDeleteAccountFlow();
  return (
    <>
      <div className="profile-settings__card">
        <h3 className="profile-settings__subtitle">Passwort ändern</h3>
        <p className="profile-settings__text">
          Lege ein neues Passwort für dein Konto fest. Liegt deine Anmeldung länger als 10 Minuten
          zurück, bestätigst du mit deinem bisherigen Passwort oder einem Code per E-Mail.
        </p>
        <div>
          <Link to="/password-reset" className="button button--secondary">
            Passwort ändern
          </Link>
        </div>
      </div>
      <div className="profile-settings__card">
        <h3 className="profile-settings__subtitle">Konto löschen</h3>
        <p className="profile-settings__text">
          Löscht dein Konto mit allen Sammlungen, Wunschlisten, Blacklists, Analysen und
          Empfehlungen sofort vom Server und von diesem Gerät. Deine Zugangsdaten werden spätestens
          nach 48 Stunden entfernt.
        </p>
        <div>
          <button type="button" className="button button--danger" onClick={deletion.start}>
            Konto löschen
          </button>
        </div>
        <DeleteAccountDialog {...deletion.dialog} />
      </div>
    </>
  );
}
