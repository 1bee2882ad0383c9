// Fresh proof for what cannot be undone (review N6, L4, N16): deleting the account and
// changing the password need a sign-in no older than REAUTH_MAX_AGE_S, or a proof sent with
// the request: the current password, or GoTrue's reauthentication nonce (a six-digit code
// by mail, GET /reauthenticate) for accounts without a password. A session from a recovery
// link may set a new password for an hour without either (it just proved the address).
import { randomUUID } from 'node:crypto';
import type { AuthServices } from './authServices';
import {
  otpDigest,
  randomLinkToken,
  randomOtp,
  sha256Hex,
  unixSeconds,
  type AmrEntry,
} from './authTokens';
import { MAX_OTP_ATTEMPTS, takeCodeTry } from './emailLinks';
import { badRequest, GoTrueError } from './gotrueErrors';
import { renderReauthenticationMail } from './mailTemplates';
import * as tokens from './oneTimeTokensRepo';
import { verifyPassword } from './passwords';
import { assertNotBackedOff, clearFailedSignIns, recordFailedSignIn } from './signInBackoff';
import type { UserRow } from './usersRepo';

/** How old the last sign-in may be for deletion or a password change without a proof. */
export const REAUTH_MAX_AGE_S = 10 * 60;
/** A recovery link's session may set a new password this long. */
export const RECOVERY_PASSWORD_WINDOW_S = 3600;
/** Lifetime of a reauthentication code. */
export const REAUTH_CODE_TTL_S = 10 * 60;

export interface LastProof {
  method: string;
  /** Unix seconds. */
  at: number;
}

/** The session's most recent authentication, from the token's amr claim. */
export function lastProofOf(amr: readonly AmrEntry[] | undefined): LastProof | null {
  const latest = (amr ?? []).reduce<AmrEntry | null>(
    (best, entry) => (!best || entry.timestamp > best.timestamp ? entry : best),
    null,
  );
  return latest ? { method: latest.method, at: latest.timestamp } : null;
}

export type ReauthPurpose = 'password' | 'delete';

export function isFreshProof(proof: LastProof | null, now: Date, purpose: ReauthPurpose): boolean {
  if (!proof) return false;
  const age = unixSeconds(now) - proof.at;
  if (age < -60) return false;
  if (purpose === 'password' && proof.method === 'recovery') {
    return age <= RECOVERY_PASSWORD_WINDOW_S;
  }
  return age <= REAUTH_MAX_AGE_S;
}

export interface Proof {
  currentPassword?: string | undefined;
  nonce?: string | undefined;
}

export const hasProof = (proof: Proof) => !!proof.currentPassword || !!proof.nonce;

/**
 * Checks a proof sent with the request; throws GoTrue's errors. A wrong current password
 * counts as a failed sign-in (the same back-off), so a stolen token cannot guess it.
 */
export async function checkProof(
  auth: AuthServices,
  user: UserRow,
  proof: Proof,
  network: string,
): Promise<void> {
  if (proof.currentPassword) {
    await assertNotBackedOff(auth, user.email, network);
    const matches =
      !!user.encrypted_password &&
      (await verifyPassword(user.encrypted_password, proof.currentPassword));
    if (!matches) {
      await recordFailedSignIn(auth, user.email, network);
      throw badRequest('current_password_mismatch', 'Current password does not match');
    }
    await clearFailedSignIns(auth, user.email, network);
    return;
  }
  if (proof.nonce) {
    await takeCodeTry(auth, user.id);
    const consumed = await tokens.consumeByOtpAttempt(
      auth.db,
      user.id,
      otpDigest(user.email, proof.nonce.trim()),
      ['reauthentication'],
      MAX_OTP_ATTEMPTS,
    );
    if (!consumed || consumed.expires_at.getTime() < auth.clock().getTime()) {
      throw badRequest('reauthentication_not_valid', 'Verification code is invalid or expired');
    }
    return;
  }
  throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
}

/** GET /reauthenticate: mails a six-digit code (GoTrue's nonce), valid 10 minutes. */
export async function sendReauthenticationCode(auth: AuthServices, user: UserRow): Promise<void> {
  const now = auth.clock();
  const previous = await tokens.findOneTimeTokenCreatedAt(auth.db, user.id, 'reauthentication');
  if (previous) {
    const waitS = Math.ceil(
      auth.settings.emailFrequencyS - (now.getTime() - previous.getTime()) / 1000,
    );
    if (waitS > 0) {
      throw new GoTrueError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${waitS} seconds.`,
      );
    }
  }
  const cap = await auth.rateLimitStore.take(auth.limits.email, 'global');
  if (!cap.allowed) {
    throw new GoTrueError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
  const otp = randomOtp();
  await tokens.replaceOneTimeToken(
    auth.db,
    {
      id: randomUUID(),
      userId: user.id,
      type: 'reauthentication',
      // No link: the digest of a secret nobody holds keeps the column unique.
      tokenHash: sha256Hex(randomLinkToken()),
      otpHash: otpDigest(user.email, otp),
      flowStateId: null,
      expiresAt: new Date(now.getTime() + REAUTH_CODE_TTL_S * 1000),
    },
    now,
  );
  const firstName = user.user_metadata.first_name;
  const mail = renderReauthenticationMail({
    otp,
    name: typeof firstName === 'string' && firstName.trim() ? firstName.trim() : null,
    validMinutes: REAUTH_CODE_TTL_S / 60,
  });
  await auth.mailer.send({ to: user.email, kind: 'reauthentication', ...mail, link: '' });
}
