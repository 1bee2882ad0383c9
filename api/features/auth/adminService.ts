// The service role's admin calls (GoTrue admin.go): create, get and delete users.
import type { AuthServices } from './authServices';
import { checkPassword, createEmailUser, normalizeEmail, userJson } from './accountService';
import { GoTrueError, unprocessable } from './gotrueErrors';
import { hashPassword } from './passwords';
import type { UserJson } from './userJson';
import * as users from './usersRepo';

export async function adminCreateUser(
  auth: AuthServices,
  input: {
    id?: string;
    email: string | undefined;
    password?: string;
    emailConfirm: boolean;
    userMetadata: Record<string, unknown>;
    appMetadata: Record<string, unknown>;
    role?: string;
  },
): Promise<UserJson> {
  const email = normalizeEmail(input.email);
  if (input.password) checkPassword(input.password);
  if (await users.findUserByEmail(auth.db, email)) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  const user = await createEmailUser(auth, {
    id: input.id,
    email,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    confirmed: input.emailConfirm,
    userMetadata: input.userMetadata,
    appMetadata: input.appMetadata,
    role: input.role,
  });
  return userJson(auth, user);
}

export async function adminGetUser(auth: AuthServices, id: string): Promise<UserJson> {
  const user = await users.findUserById(auth.db, id);
  if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
  return userJson(auth, user);
}

export async function adminDeleteUser(auth: AuthServices, id: string): Promise<void> {
  if (!(await users.deleteUser(auth.db, id))) {
    throw new GoTrueError(404, 'user_not_found', 'User not found');
  }
  auth.sessionCache.forgetUser(id);
}
