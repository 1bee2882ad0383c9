// E-mail links: sending confirmation, magic-link and recovery mails (with the send
// limits), verifying their tokens or codes, and the PKCE auth codes they can yield.
import { createHash, randomUUID } from 'node:crypto';
import type { AuthServices } from './authServices';
import { otpDigest, randomLinkToken, randomOtp, sha256Hex } from './authTokens';
import { badRequest, forbidden, GoTrueError, unprocessable } from './gotrueErrors';
import { renderAuthMail, type LinkMailKind } from './mailTemplates';
import * as tokens from './oneTimeTokensRepo';
import { deleteUserSessions } from './sessionsRepo';
import { findUserByEmail, findUserById, proveEmail, updateUser, type UserRow } from './usersRepo';

export interface PkceParams {
  codeChallenge: string;
  method: 's256' | 'plain';
}

const PKCE_PREFIX = 'pkce_';
/** Typed codes per mail; then the code is void and only the link still works. */
export const MAX_OTP_ATTEMPTS = 5;

const tokenTypeFor: Record<LinkMailKind, tokens.OneTimeTokenType> = {
  confirmation: 'confirmation',
  magiclink: 'recovery',
  recovery: 'recovery',
};
const linkTypeFor: Record<LinkMailKind, string> = {
  confirmation: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
};
const pkceMethodFor: Record<LinkMailKind, string> = {
  confirmation: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
};

/** Drops flow states nobody can complete any more (abandoned sign-ins would pile up). */
export async function purgeExpiredFlowStates(auth: AuthServices): Promise<void> {
  const now = auth.clock().getTime();
  const { otpExpiryS, flowStateExpiryS } = auth.settings;
  // E-mail PKCE flows wait as long as their link lives; issued codes only 300 s.
  await tokens.purgeExpiredFlowStates(
    auth.db,
    new Date(now - Math.max(otpExpiryS, flowStateExpiryS) * 1000),
    new Date(now - flowStateExpiryS * 1000),
  );
}

/**
 * Counts one typed code against the account's daily budget (review N12); throws 429 once it
 * is spent. Links are not counted: a stranger can switch codes off for a day, never guess one.
 */
export async function takeCodeTry(auth: AuthServices, userId: string): Promise<void> {
  const decision = await auth.rateLimitStore.take(auth.limits.codeTries, `user:${userId}`);
  if (decision.allowed) return;
  throw new GoTrueError(
    429,
    'over_request_rate_limit',
    'Too many codes entered for this account today, please use the link in the e-mail.',
    {},
    { 'Retry-After': String(decision.retryAfterSeconds) },
  );
}

function rateLimited(message: string) {
  return new GoTrueError(429, 'over_email_send_rate_limit', message);
}

/** Sends one auth mail after the per-user gap and the global hourly cap allow it. */
export async function sendAuthMail(
  auth: AuthServices,
  user: UserRow,
  kind: LinkMailKind,
  options: { redirectTo: string; pkce: PkceParams | null },
): Promise<void> {
  const now = auth.clock();
  const lastSent = kind === 'confirmation' ? user.confirmation_sent_at : user.recovery_sent_at;
  if (lastSent) {
    const waitS = Math.ceil(
      auth.settings.emailFrequencyS - (now.getTime() - lastSent.getTime()) / 1000,
    );
    if (waitS > 0) {
      throw rateLimited(`For security purposes, you can only request this after ${waitS} seconds.`);
    }
  }
  const cap = await auth.rateLimitStore.take(auth.limits.email, 'global');
  if (!cap.allowed) throw rateLimited('email rate limit exceeded');

  const secret = randomLinkToken();
  const otp = randomOtp();
  const expiresAt = new Date(now.getTime() + auth.settings.otpExpiryS * 1000);
  let flowStateId: string | null = null;
  if (options.pkce) await purgeExpiredFlowStates(auth);
  await auth.db.transaction(async (tx) => {
    if (options.pkce) {
      flowStateId = randomUUID();
      await tokens.insertFlowState(
        tx,
        {
          id: flowStateId,
          userId: user.id,
          codeChallenge: options.pkce.codeChallenge,
          codeChallengeMethod: options.pkce.method,
          providerType: 'email',
          authenticationMethod: pkceMethodFor[kind],
          redirectTo: options.redirectTo,
        },
        now,
      );
    }
    await tokens.replaceOneTimeToken(
      tx,
      {
        id: randomUUID(),
        userId: user.id,
        type: tokenTypeFor[kind],
        tokenHash: sha256Hex(secret),
        otpHash: otpDigest(user.email, otp),
        flowStateId,
        expiresAt,
      },
      now,
    );
    await updateUser(
      tx,
      user.id,
      kind === 'confirmation' ? { confirmationSentAt: now } : { recoverySentAt: now },
      now,
    );
  });

  const link = new URL(`${auth.settings.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', options.pkce ? `${PKCE_PREFIX}${secret}` : secret);
  link.searchParams.set('type', linkTypeFor[kind]);
  link.searchParams.set('redirect_to', options.redirectTo);
  const firstName = user.user_metadata.first_name;
  const mail = renderAuthMail(kind, {
    link: link.toString(),
    otp,
    name: typeof firstName === 'string' && firstName.trim() ? firstName.trim() : null,
    validMinutes: Math.round(auth.settings.otpExpiryS / 60),
  });
  await auth.mailer.send({ to: user.email, kind, ...mail, link: link.toString() });
}

export type VerifyType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email';

const typesToMatch: Record<VerifyType, readonly tokens.OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['recovery'],
  recovery: ['recovery'],
  email: ['confirmation', 'recovery'],
};

export interface VerifiedLink {
  user: UserRow;
  /** Set when the link was requested in PKCE flow. */
  flowStateId: string | null;
}

export type VerifyInput =
  | { kind: 'link'; token: string; type: VerifyType }
  | { kind: 'code'; email: string; otp: string; type: VerifyType };

/**
 * Consumes the token (single use), checks its expiry and confirms the e-mail address.
 * The first proof of an address also ends the sessions the account had before and drops
 * a password someone else may have chosen (pre-registration takeover, see proveEmail).
 */
export async function verifyEmailToken(
  auth: AuthServices,
  input: VerifyInput,
): Promise<VerifiedLink> {
  const now = auth.clock();
  const expiredMessage =
    input.kind === 'link'
      ? 'Email link is invalid or has expired'
      : 'Token has expired or is invalid';
  const types = typesToMatch[input.type];
  let row: tokens.OneTimeTokenRow | null;
  if (input.kind === 'link') {
    const secret = input.token.startsWith(PKCE_PREFIX)
      ? input.token.slice(PKCE_PREFIX.length)
      : input.token;
    row = await tokens.consumeByTokenHash(auth.db, sha256Hex(secret), types);
  } else {
    const user = await findUserByEmail(auth.db, input.email);
    if (user) await takeCodeTry(auth, user.id);
    row = user
      ? await tokens.consumeByOtpAttempt(
          auth.db,
          user.id,
          otpDigest(input.email, input.otp),
          types,
          MAX_OTP_ATTEMPTS,
        )
      : null;
  }
  if (!row || row.expires_at.getTime() < now.getTime()) {
    throw forbidden('otp_expired', expiredMessage);
  }
  const userId = row.user_id;
  const proven = await auth.db.transaction(async (tx) => {
    const firstProof = await proveEmail(tx, userId, now);
    if (firstProof) await deleteUserSessions(tx, userId, null);
    return { firstProof, user: firstProof ?? (await findUserById(tx, userId)) };
  });
  if (proven.firstProof) auth.sessionCache.forgetUser(userId);
  if (!proven.user) throw forbidden('otp_expired', expiredMessage);
  return { user: proven.user, flowStateId: row.flow_state_id };
}

/** Hands the browser a fresh auth code for a PKCE flow; only its digest is stored. */
export async function issuePkceAuthCode(
  auth: AuthServices,
  flowStateId: string,
  user: UserRow,
  authenticationMethod?: string,
): Promise<string> {
  const flow = await tokens.findFlowState(auth.db, flowStateId);
  if (!flow) throw new GoTrueError(404, 'flow_state_not_found', 'Flow state not found');
  const code = randomUUID();
  await tokens.issueAuthCode(
    auth.db,
    {
      id: flowStateId,
      userId: user.id,
      authCodeHash: sha256Hex(code),
      authenticationMethod: authenticationMethod ?? flow.authentication_method,
    },
    auth.clock(),
  );
  return code;
}

/** POST /token?grant_type=pkce: the code is single use, even when the verifier is wrong. */
export async function exchangeAuthCode(
  auth: AuthServices,
  authCode: string,
  codeVerifier: string,
): Promise<{ user: UserRow; method: string }> {
  if (!authCode || !codeVerifier) {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const flow = await tokens.consumeFlowStateByAuthCode(auth.db, sha256Hex(authCode));
  if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
    throw new GoTrueError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  }
  const issued = flow.auth_code_issued_at.getTime();
  if (auth.clock().getTime() > issued + auth.settings.flowStateExpiryS * 1000) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const challenge =
    flow.code_challenge_method === 'plain'
      ? codeVerifier
      : createHash('sha256').update(codeVerifier).digest('base64url');
  if (!flow.code_challenge || challenge !== flow.code_challenge) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  const user = await findUserById(auth.db, flow.user_id);
  if (!user)
    throw new GoTrueError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  return { user, method: flow.authentication_method };
}
