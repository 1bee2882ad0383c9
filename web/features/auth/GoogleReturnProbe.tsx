import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/toast/toastStore';
import { LOGIN_PROBLEM_STATE, linkSignInProbed } from './accountProbe';
import { useAuth } from './useAuth';

/**
 * After the return from Google (googleReturn.ts): once the session exists, the account must
 * answer; if it does not, "Anmeldeproblem" says why and /auth opens with the reset box, as
 * after a password sign-in or an e-mail link.
 */
export function GoogleReturnProbe() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const { show } = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (loading || !user || started.current) return;
    started.current = true;
    void linkSignInProbed(show).then((answered) => {
      if (!answered) navigate('/auth', { replace: true, state: LOGIN_PROBLEM_STATE });
    });
  }, [loading, user, navigate, show]);

  return null;
}
