import { Link } from 'react-router-dom';

/** Spec 001 §2: the profile page without a session. */
export function LoginRequired() {
  return (
    <section className="profile-login" aria-labelledby="profile-login-title">
      <h1 id="profile-login-title" className="profile-login__title">
        Anmeldung erforderlich
      </h1>
      <p>Bitte melde dich an, um dein Profil zu sehen.</p>
      <Link className="button button--primary" to="/auth">
        Zur Anmeldung
      </Link>
    </section>
  );
}
