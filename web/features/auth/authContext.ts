import { createContext } from 'react';
import type { SignOutOutcome, SignUpNames, SignUpOutcome } from './authActions';
import type { Session, User } from '../../session/supabaseClient';
import type { ReauthProofBody } from './authActions';

/** The auth context of spec 000 §3, plus the two password calls the reset screens need. */
export type AuthContextValue = {
  user: User | null;
  session: Session | null;
  /** True until the first session check has answered. */
  loading: boolean;
  /**
   * While `loading`: the id of the user whose session this device stores (read without the auth
   * library), for pages that may show the device's own copy before the check answers. Not a
   * sign-in: `user` stays null until the session is confirmed. Null once `loading` is over.
   */
  storedUserId: string | null;
  /** Signed up, e-mail not yet confirmed, not signed in: saves go to temporary collections. */
  isTemporaryUser: boolean;
  tempUserEmail: string | null;
  signUp: (email: string, password: string, names?: SignUpNames) => Promise<SignUpOutcome>;
  signIn: (email: string, password: string) => Promise<void>;
  signInWithGoogle: () => Promise<void>;
  signInWithMagicLink: (email: string) => Promise<void>;
  /** 'local': signed out on this device only (offline); reload the page afterwards. */
  signOut: () => Promise<SignOutOutcome>;
  startTempMode: (email: string) => void;
  exitTempMode: () => void;
  requestPasswordReset: (email: string) => Promise<void>;
  updatePassword: (password: string, proof?: ReauthProofBody) => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
