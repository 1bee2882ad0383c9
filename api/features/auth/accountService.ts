// Accounts: sign-up, password sign-in, magic link, recovery, resend, changing the own
// user, and the service role's admin calls. GoTrue's rules and messages (signup.go,
// token.go, otp.go, recover.go, resend.go, user.go, admin.go) unless noted as stricter.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuthServices, RequestInfo } from './authServices';
import { sendAuthMail, type PkceParams } from './emailLinks';
import { badRequest, GoTrueError, unprocessable, validationFailed } from './gotrueErrors';
import { deleteUserOneTimeTokens } from './oneTimeTokensRepo';
import {
  hashPassword,
  isPasswordTooLong,
  passwordWeakness,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords';
import { checkProof, hasProof, isFreshProof, type Proof } from './reauthentication';
import { deleteUserSessions } from './sessionsRepo';
import { assertNotBackedOff, clearFailedSignIns, recordFailedSignIn } from './signInBackoff';
import { issueSession, type Authenticated } from './sessionService';
import { obfuscatedUserJson, toUserJson, type SessionJson, type UserJson } from './userJson';
import * as users from './usersRepo';

export interface LinkOptions {
  redirectTo: string;
  pkce: PkceParams | null;
}

export function normalizeEmail(raw: string | undefined): string {
  const email = (raw ?? '').trim();
  if (!email) throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!z.email().safeParse(email).success) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

export function checkPassword(password: string) {
  if (isPasswordTooLong(password)) {
    throw validationFailed('Password cannot be longer than 72 characters');
  }
  const weakness = passwordWeakness(password);
  if (weakness) {
    throw new GoTrueError(422, 'weak_password', weakness.message, {
      weak_password: { reasons: weakness.reasons },
    });
  }
}

export async function userJson(auth: AuthServices, user: users.UserRow): Promise<UserJson> {
  return toUserJson(user, await users.listIdentities(auth.db, user.id));
}

export async function createEmailUser(
  auth: AuthServices,
  input: {
    id?: string;
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    userMetadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    role?: string;
  },
): Promise<users.UserRow> {
  const now = auth.clock();
  const id = input.id ?? randomUUID();
  return auth.db.transaction(async (tx) => {
    const user = await users.insertUser(
      tx,
      {
        id,
        email: input.email,
        passwordHash: input.passwordHash,
        confirmedAt: input.confirmed ? now : null,
        appMetadata: { provider: 'email', providers: ['email'], ...input.appMetadata },
        userMetadata: input.userMetadata,
        role: input.role,
      },
      now,
    );
    await users.upsertIdentity(
      tx,
      {
        id: randomUUID(),
        userId: id,
        provider: 'email',
        providerId: id,
        identityData: {
          ...input.userMetadata,
          sub: id,
          email: input.email,
          email_verified: false,
          phone_verified: false,
        },
        email: input.email,
      },
      now,
    );
    return user;
  });
}

export async function signUp(
  auth: AuthServices,
  input: { email: string | undefined; password: string | undefined; data: Record<string, unknown> },
  link: LinkOptions,
  request: RequestInfo,
): Promise<SessionJson | UserJson> {
  if (!input.password) throw validationFailed('Signup requires a valid password');
  checkPassword(input.password);
  const email = normalizeEmail(input.email);
  const existing = await users.findUserByEmail(auth.db, email);
  if (auth.settings.autoconfirm) {
    if (existing) throw unprocessable('user_already_exists', 'User already registered');
    const user = await createEmailUser(auth, {
      email,
      passwordHash: await hashPassword(input.password),
      confirmed: true,
      userMetadata: input.data,
    });
    return issueSession(auth, user, 'password', request);
  }
  if (existing?.email_confirmed_at) {
    // Same work as a real sign-up, so neither body nor timing tells the address is taken.
    await hashPassword(input.password);
    return obfuscatedUserJson(randomUUID(), email, input.data, auth.clock());
  }
  if (existing) {
    // A second sign-up with another password: the two cannot be told apart, so neither
    // password survives the address being proven.
    if (
      existing.encrypted_password &&
      !(await verifyPassword(existing.encrypted_password, input.password))
    ) {
      await users.markPasswordContested(auth.db, existing.id);
    }
    await sendAuthMail(auth, existing, 'confirmation', link);
    return userJson(auth, (await users.findUserById(auth.db, existing.id)) ?? existing);
  }
  const user = await createEmailUser(auth, {
    email,
    passwordHash: await hashPassword(input.password),
    confirmed: false,
    userMetadata: input.data,
  });
  try {
    await sendAuthMail(auth, user, 'confirmation', link);
  } catch (error) {
    // GoTrue rolls the sign-up back when the mail cannot go out; so do we.
    await users.deleteUser(auth.db, user.id);
    throw error;
  }
  return userJson(auth, (await users.findUserById(auth.db, user.id)) ?? user);
}

export async function passwordGrant(
  auth: AuthServices,
  input: { email: string | undefined; password: string | undefined },
  request: RequestInfo,
): Promise<SessionJson> {
  if (!input.email) throw validationFailed('missing email or phone');
  const password = input.password ?? '';
  const invalid = badRequest('invalid_credentials', 'Invalid login credentials');
  const email = input.email.trim().toLowerCase();
  if (email.length > 255) {
    await verifyAgainstNothing(password);
    throw invalid;
  }
  const network = request.ip ?? 'unknown';
  await assertNotBackedOff(auth, email, network);
  const user = await users.findUserByEmail(auth.db, email);
  if (!user?.encrypted_password) {
    await verifyAgainstNothing(password);
    await recordFailedSignIn(auth, email, network);
    throw invalid;
  }
  if (!(await verifyPassword(user.encrypted_password, password))) {
    await recordFailedSignIn(auth, email, network);
    throw invalid;
  }
  await clearFailedSignIns(auth, email, network);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  const session = await issueSession(auth, user, 'password', request);
  const weakness = passwordWeakness(password);
  return weakness ? { ...session, weak_password: weakness } : session;
}

function isEmailSendLimit(error: unknown): boolean {
  return (
    error instanceof GoTrueError &&
    error.code === 'over_email_send_rate_limit' &&
    error.message.startsWith('For security purposes')
  );
}

/**
 * Magic link. Stricter than GoTrue: an unknown address with create_user:false and the
 * per-user 60 s gap both answer {} without a mail, so /otp never tells who has an account.
 */
export async function sendMagicLink(
  auth: AuthServices,
  input: { email: string | undefined; createUser: boolean; data: Record<string, unknown> },
  link: LinkOptions,
): Promise<void> {
  const email = normalizeEmail(input.email);
  let user = await users.findUserByEmail(auth.db, email);
  if (!user) {
    if (!input.createUser) return;
    user = await createEmailUser(auth, {
      email,
      passwordHash: null,
      confirmed: auth.settings.autoconfirm,
      userMetadata: input.data,
    });
  }
  // Whoever asks for a link to an unconfirmed account did not necessarily set its password.
  if (!user.email_confirmed_at) await users.markPasswordContested(auth.db, user.id);
  try {
    await sendAuthMail(auth, user, user.email_confirmed_at ? 'magiclink' : 'confirmation', link);
  } catch (error) {
    if (!isEmailSendLimit(error)) throw error;
  }
}

/** Password reset mail; unknown addresses and the per-user gap answer {} silently. */
export async function sendRecovery(
  auth: AuthServices,
  rawEmail: string | undefined,
  link: LinkOptions,
): Promise<void> {
  if (!rawEmail?.trim()) throw validationFailed('Password recovery requires an email');
  const user = await users.findUserByEmail(auth.db, normalizeEmail(rawEmail));
  if (!user) return;
  if (!user.email_confirmed_at) await users.markPasswordContested(auth.db, user.id);
  try {
    await sendAuthMail(auth, user, 'recovery', link);
  } catch (error) {
    if (!isEmailSendLimit(error)) throw error;
  }
}

export async function resendConfirmation(
  auth: AuthServices,
  input: { email: string | undefined; type: string | undefined },
  link: LinkOptions,
): Promise<void> {
  if (input.type !== 'signup') {
    throw validationFailed('Missing one of these types: signup, email_change');
  }
  const user = await users.findUserByEmail(auth.db, normalizeEmail(input.email));
  if (!user || user.email_confirmed_at) return;
  await sendAuthMail(auth, user, 'confirmation', link);
}

export async function updateOwnUser(
  auth: AuthServices,
  who: Authenticated,
  input: { password?: string; data?: Record<string, unknown>; email?: string } & Proof,
  network: string,
): Promise<UserJson> {
  const now = auth.clock();
  if (input.email && input.email.trim().toLowerCase() !== who.user.email) {
    // E-mail change with double confirmation is not part of this subset.
    throw unprocessable('email_provider_disabled', 'Email changes are not enabled');
  }
  let passwordHash: string | undefined;
  if (input.password !== undefined && input.password !== '') {
    checkPassword(input.password);
    // Fresh proof (review N6, L4): a recent sign-in or recovery link, else the current
    // password or the mailed code with the request.
    if (hasProof(input)) await checkProof(auth, who.user, input, network);
    else if (!isFreshProof(who.lastProof, now, 'password')) {
      throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
    }
    if (
      who.user.encrypted_password &&
      (await verifyPassword(who.user.encrypted_password, input.password))
    ) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(input.password);
  }
  const updated = await auth.db.transaction(async (tx) => {
    const user = await users.updateUser(
      tx,
      who.user.id,
      { passwordHash, userMetadata: input.data },
      now,
    );
    if (passwordHash) {
      // As GoTrue: pending links die and every other session is signed out.
      await deleteUserOneTimeTokens(tx, who.user.id);
      await deleteUserSessions(tx, who.user.id, who.sessionId);
    }
    return user;
  });
  if (passwordHash) auth.sessionCache.forgetUser(who.user.id);
  return userJson(auth, updated ?? who.user);
}
