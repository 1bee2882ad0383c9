// The API-side auth contract: features that need a signed-in user mount requireUser()
// and read c.get('user'). Embedded and hosted auth both implement AccessTokenVerifier,
// so feature code never knows which one issued the token.
import type { Context, MiddlewareHandler } from 'hono';
import { sendError } from '../../http/apiError';

export type AuthUser = {
  id: string;
  email: string;
  emailConfirmed: boolean;
  /** The session's most recent authentication (amr claim): method and unix seconds. */
  lastProof?: { method: string; at: number } | null;
};

/** A proof sent with a destructive request (review N6): current password or mailed code. */
export interface ReauthProof {
  currentPassword?: string | undefined;
  nonce?: string | undefined;
}

export type ReauthOutcome =
  | { ok: true }
  | { ok: false; code: 'reauthentication_needed' | 'reauthentication_not_valid' }
  | { ok: false; code: 'rate_limited'; retryAfterS: number };

export interface AccessTokenVerifier {
  /** The token's user, or null when it is malformed, expired, revoked or its user is gone. */
  verify(token: string): Promise<AuthUser | null>;
  /**
   * Whether the caller proved recently enough who they are to delete the account: a sign-in
   * within the last minutes, or the proof sent along (checked where the login lives).
   */
  reauthenticate(user: AuthUser, proof: ReauthProof, network: string): Promise<ReauthOutcome>;
}

export type AuthEnv = { Variables: { user: AuthUser } };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(header: string | undefined): string | null {
  return BEARER.exec(header ?? '')?.[1] ?? null;
}

export function requireUser(verifier: AccessTokenVerifier): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const user = token ? await verifier.verify(token) : null;
    if (!user) return sendError(c, 'unauthorized', 'Bitte melde dich an, um fortzufahren.');
    c.set('user', user);
    await next();
  };
}

/** The signed-in caller, or null for anonymous calls (a bad token counts as anonymous). */
export async function optionalUser(
  c: Context,
  verifier: AccessTokenVerifier,
): Promise<AuthUser | null> {
  const token = bearerToken(c.req.header('Authorization'));
  return token ? verifier.verify(token) : null;
}
