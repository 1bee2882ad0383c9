import { Link } from 'react-router-dom';
import { DeleteAccountDialog } from '../account/DeleteAccountDialog';
import { useDeleteAccountFlow } from '../account/useDeleteAccountFlow';
import { profileSettingsCopy } from '../../copy/profileSettings';

/**
 * "Konto" in the settings: the way to /password-reset for a password change, and account
 * deletion (spec 001 §2, DSGVO Art. 17).
 */
export function AccountSection() {
  const deletion = useDeleteAccountFlow();
  return (
    <>
      <div className="profile-settings__card">
        <h3 className="profile-settings__subtitle">{profileSettingsCopy.password.title}</h3>
        <p className="profile-settings__text">{profileSettingsCopy.password.text}</p>
        <div>
          <Link to="/password-reset" className="button button--secondary">
            {profileSettingsCopy.password.link}
          </Link>
        </div>
      </div>
      <div className="profile-settings__card">
        <h3 className="profile-settings__subtitle">{profileSettingsCopy.deleteAccount.title}</h3>
        <p className="profile-settings__text">{profileSettingsCopy.deleteAccount.text}</p>
        <div>
          <button type="button" className="button button--danger" onClick={deletion.start}>
            {profileSettingsCopy.deleteAccount.button}
          </button>
        </div>
        <DeleteAccountDialog {...deletion.dialog} />
      </div>
    </>
  );
}
