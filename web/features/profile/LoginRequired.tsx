import { Link } from 'react-router-dom';
import { profileCopy } from '../../copy/profile';

/** Spec 001 §2: the profile page without a session. */
export function LoginRequired() {
  return (
    <section className="profile-login" aria-labelledby="profile-login-title">
      <h1 id="profile-login-title" className="profile-login__title">
        {profileCopy.loginRequired.title}
      </h1>
      <p>{profileCopy.loginRequired.text}</p>
      <Link className="button button--primary" to="/auth">
        {profileCopy.loginRequired.link}
      </Link>
    </section>
  );
}
