import { TempCollectionsPanel } from '../account/TempCollectionsPanel';
import { openAuthDialog } from '../auth/authDialogStore';
import { profileCopy } from '../../copy/profile';

/**
 * /profile in temporary mode (issue 29 item 2): signed up, e-mail not confirmed yet. Shows
 * what was saved, waiting for the confirmation; the full profile follows the sign-in.
 */
export function TemporaryProfile({ email }: { email: string }) {
  return (
    <div className="profile-temporary">
      <h1 className="profile-temporary__title">{profileCopy.temporary.title}</h1>
      <p>{profileCopy.temporary.text}</p>
      <TempCollectionsPanel email={email} />
      <div className="profile-temporary__signin">
        <p>{profileCopy.temporary.signInHint}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAuthDialog('login')}
        >
          {profileCopy.temporary.signIn}
        </button>
      </div>
    </div>
  );
}
