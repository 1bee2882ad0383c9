import { TempCollectionsPanel } from '../account/TempCollectionsPanel';
import { openAuthDialog } from '../auth/authDialogStore';

/**
 * /profile in temporary mode (issue 29 item 2): signed up, e-mail not confirmed yet. Shows
 * what was saved, waiting for the confirmation; the full profile follows the sign-in.
 */
export function TemporaryProfile({ email }: { email: string }) {
  return (
    <div className="profile-temporary">
      <h1 className="profile-temporary__title">Dein Profil</h1>
      <p>
        Sobald deine E-Mail bestätigt ist, findest du hier deine Sammlungen, Wunschliste, Blacklist
        und Empfehlungen.
      </p>
      <TempCollectionsPanel email={email} />
      <div className="profile-temporary__signin">
        <p>Schon bestätigt, aber auf diesem Gerät nicht angemeldet?</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAuthDialog('login')}
        >
          Anmelden
        </button>
      </div>
    </div>
  );
}
