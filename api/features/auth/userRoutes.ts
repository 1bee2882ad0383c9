// /auth/v1 endpoints that act on a user: the signed-in user's own (GET/PUT /user,
// POST /logout) and the service role's admin calls.
import { Hono } from 'hono';
import { z } from 'zod';
import { updateOwnUser } from './accountService';
import { adminCreateUser, adminDeleteUser, adminGetUser } from './adminService';
import { mailBudget, maybeString, metadata, rateLimit, readBody } from './authHttp';
import { sendReauthenticationCode } from './reauthentication';
import type { AuthServices } from './authServices';
import { GoTrueError, validationFailed } from './gotrueErrors';
import { bearerToken } from './requireUser';
import { authenticate, logout, requireAdmin, type LogoutScope } from './sessionService';
import { toUserJson } from './userJson';
import { listIdentities } from './usersRepo';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

function userIdParam(value: string): string {
  if (!z.uuid().safeParse(value).success) {
    throw new GoTrueError(404, 'validation_failed', 'user_id must be an UUID');
  }
  return value;
}

export function userRoutes(auth: AuthServices) {
  const tokenOf = (header: string | undefined) => bearerToken(header);
  return new Hono()
    .get('/user', async (c) => {
      const { user } = await authenticate(auth, tokenOf(c.req.header('Authorization')));
      return c.json(toUserJson(user, await listIdentities(auth.db, user.id)));
    })
    .put('/user', rateLimit(auth, auth.limits.otp), async (c) => {
      const who = await authenticate(auth, tokenOf(c.req.header('Authorization')));
      const body = await readBody(
        c,
        z.object({
          password: maybeString,
          email: maybeString,
          data: z
            .record(z.string(), z.unknown())
            .nullish()
            .transform((value) => value ?? undefined),
          app_metadata: z.unknown().optional(),
          // GoTrue's proofs for a password change: the mailed nonce or the current password.
          nonce: maybeString,
          current_password: maybeString,
        }),
      );
      if (body.app_metadata !== undefined && body.app_metadata !== null) {
        throw new GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
      }
      const { current_password: currentPassword, ...rest } = body;
      return c.json(
        await updateOwnUser(auth, who, { ...rest, currentPassword }, auth.clientAddress(c)),
      );
    })
    .get('/reauthenticate', rateLimit(auth, auth.limits.otp), mailBudget(auth), async (c) => {
      const who = await authenticate(auth, tokenOf(c.req.header('Authorization')));
      await sendReauthenticationCode(auth, who.user);
      return c.json({});
    })
    .post('/logout', async (c) => {
      const raw = c.req.query('scope') ?? 'global';
      const scope = SCOPES.find((known) => known === (raw === '' ? 'global' : raw));
      if (!scope) throw validationFailed('Unsupported logout scope');
      const who = await authenticate(auth, tokenOf(c.req.header('Authorization')));
      await logout(auth, who, scope);
      return c.body(null, 204);
    })
    .get('/admin/users/:id', async (c) => {
      await requireAdmin(auth, tokenOf(c.req.header('Authorization')));
      return c.json(await adminGetUser(auth, userIdParam(c.req.param('id'))));
    })
    .delete('/admin/users/:id', async (c) => {
      await requireAdmin(auth, tokenOf(c.req.header('Authorization')));
      await adminDeleteUser(auth, userIdParam(c.req.param('id')));
      return c.json({});
    })
    .post('/admin/users', async (c) => {
      await requireAdmin(auth, tokenOf(c.req.header('Authorization')));
      const body = await readBody(
        c,
        z.object({
          id: z.uuid().nullish(),
          email: maybeString,
          password: maybeString,
          email_confirm: z.boolean().nullish(),
          user_metadata: metadata,
          app_metadata: metadata,
          role: maybeString,
        }),
      );
      return c.json(
        await adminCreateUser(auth, {
          id: body.id ?? undefined,
          email: body.email,
          password: body.password,
          emailConfirm: body.email_confirm ?? false,
          userMetadata: body.user_metadata,
          appMetadata: body.app_metadata,
          role: body.role,
        }),
      );
    });
}
