import { lazy } from 'react';
import { OnDemand } from '../../ui/OnDemand';
import { openAuthDialog } from '../auth/authDialogStore';
import { useAuth } from '../auth/useAuth';
import './account.css';
import { authShellCopy } from '../../copy/authShell';

// The signed-in menu (sign-out with its outbox checks) loads only for signed-in users.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** Header account control: the sign-in dialog ("Konto erstellen" one tap away) when signed out, avatar menu when signed in. */
export function AccountButton() {
  const { user, loading } = useAuth();

  // Until the first session check answers, a button would flash "Anmelden" for signed-in users.
  const placeholder = <span className="account-button__placeholder" aria-hidden="true" />;
  if (loading) return placeholder;
  if (user) {
    return (
      <OnDemand fallback={placeholder}>
        <AccountMenu user={user} />
      </OnDemand>
    );
  }

  return (
    <button
      type="button"
      className="button button--secondary account-button"
      aria-label={authShellCopy.signInOrCreate}
      onClick={() => openAuthDialog('login')}
    >
      <svg className="account-button__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {authShellCopy.signIn}
    </button>
  );
}
