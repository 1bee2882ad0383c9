import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOnline } from '../syncStatus/useOnline';
import { SignOutDialog } from './SignOutDialog';
import { userDisplay } from './userDisplay';
import { useSignOutFlow } from './useSignOutFlow';
import { authCopy } from '../../copy/auth';

type Props = { user: { email?: string; user_metadata?: unknown } };

/**
 * Avatar button with a small disclosure panel (name, e-mail, profile link, sign-out). A plain
 * disclosure rather than an ARIA menu: it holds a link and a button, both reachable by Tab.
 */
export function AccountMenu({ user }: Props) {
  const signOutFlow = useSignOutFlow();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const info = userDisplay(user);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const handleSignOut = () => {
    setOpen(false);
    void signOutFlow.start();
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={authCopy.account.menuLabel(info.name)}
        onClick={() => setOpen((value) => !value)}
      >
        {info.avatarUrl ? (
          <img
            className="account-menu__avatar"
            src={info.avatarUrl}
            alt=""
            width="36"
            height="36"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true">
            {info.initials}
          </span>
        )}
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__name">{info.name}</p>
        <p className="account-menu__email">{info.email}</p>
        <Link className="account-menu__item" to="/profile" onClick={() => setOpen(false)}>
          {authCopy.account.myProfile}
        </Link>
        <button type="button" className="account-menu__item" onClick={handleSignOut}>
          {authCopy.account.signOut}
        </button>
      </div>
      <SignOutDialog {...signOutFlow.dialog} online={online} />
    </div>
  );
}
