// /auth/v1 endpoints that need no user token: sign-up, token grants, magic link,
// e-mail link verification, recovery and resend. Per-IP limits as GoTrue's apilimiter.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  normalizeEmail,
  passwordGrant,
  resendConfirmation,
  sendMagicLink,
  sendRecovery,
  signUp,
} from './accountService';
import {
  maybeString,
  metadata,
  pkceFields,
  pkceParams,
  mailBudget,
  rateLimit,
  readBody,
  redirectTarget,
  requestInfo,
  withFragment,
  withQuery,
} from './authHttp';
import type { AuthServices } from './authServices';
import {
  exchangeAuthCode,
  issuePkceAuthCode,
  verifyEmailToken,
  type VerifyInput,
  type VerifyType,
} from './emailLinks';
import { badRequest, GoTrueError, validationFailed } from './gotrueErrors';
import { issueSession, refreshSession } from './sessionService';

const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email'] as const;

function verifyType(value: string | undefined): VerifyType {
  if (!value) throw validationFailed('Verify requires a verification type');
  const type = VERIFY_TYPES.find((known) => known === value);
  if (!type) throw validationFailed('Unsupported verification type');
  return type;
}

/**
 * The session's proof (its `amr` method): a recovery link's session is `recovery`, as
 * GoTrue names it and as the PKCE exchange already did, so it may set a new password for an
 * hour without the old one (reauthentication.ts); any other mail proof is `otp`.
 */
const proofMethodOf = (type: VerifyType) => (type === 'recovery' ? 'recovery' : 'otp');

const ERROR_FOR_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

export function signInRoutes(auth: AuthServices) {
  return new Hono()
    .post('/signup', rateLimit(auth, auth.limits.otp), mailBudget(auth), async (c) => {
      const body = await readBody(
        c,
        z.object({ email: maybeString, password: maybeString, data: metadata, ...pkceFields }),
      );
      const link = { redirectTo: redirectTarget(c, auth), pkce: pkceParams(body) };
      return c.json(await signUp(auth, body, link, requestInfo(c, auth)));
    })
    .post('/token', rateLimit(auth, auth.limits.token), async (c) => {
      const grant = c.req.query('grant_type');
      if (grant === 'password') {
        const body = await readBody(c, z.object({ email: maybeString, password: maybeString }));
        return c.json(await passwordGrant(auth, body, requestInfo(c, auth)));
      }
      if (grant === 'refresh_token') {
        const body = await readBody(c, z.object({ refresh_token: maybeString }));
        return c.json(await refreshSession(auth, body.refresh_token ?? '', requestInfo(c, auth)));
      }
      if (grant === 'pkce') {
        const body = await readBody(
          c,
          z.object({ auth_code: maybeString, code_verifier: maybeString }),
        );
        const { user, method } = await exchangeAuthCode(
          auth,
          body.auth_code ?? '',
          body.code_verifier ?? '',
        );
        return c.json(await issueSession(auth, user, method, requestInfo(c, auth)));
      }
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
    })
    .post('/otp', rateLimit(auth, auth.limits.otp), mailBudget(auth), async (c) => {
      const body = await readBody(
        c,
        z.object({
          email: maybeString,
          phone: maybeString,
          create_user: z.boolean().nullish(),
          data: metadata,
          ...pkceFields,
        }),
      );
      if (body.email && body.phone) {
        throw validationFailed('Only an email address or phone number should be provided');
      }
      if (body.phone)
        throw new GoTrueError(422, 'phone_provider_disabled', 'Unsupported phone provider');
      await sendMagicLink(
        auth,
        { email: body.email, createUser: body.create_user ?? true, data: body.data },
        { redirectTo: redirectTarget(c, auth), pkce: pkceParams(body) },
      );
      return c.json({});
    })
    .post('/recover', rateLimit(auth, auth.limits.otp), mailBudget(auth), async (c) => {
      const body = await readBody(c, z.object({ email: maybeString, ...pkceFields }));
      await sendRecovery(auth, body.email, {
        redirectTo: redirectTarget(c, auth),
        pkce: pkceParams(body),
      });
      return c.json({});
    })
    .post('/resend', rateLimit(auth, auth.limits.otp), mailBudget(auth), async (c) => {
      const body = await readBody(
        c,
        z.object({ email: maybeString, type: maybeString, ...pkceFields }),
      );
      await resendConfirmation(auth, body, {
        redirectTo: redirectTarget(c, auth),
        pkce: pkceParams(body),
      });
      return c.json({});
    })
    .post('/verify', rateLimit(auth, auth.limits.verify), async (c) => {
      const body = await readBody(
        c,
        z.object({
          type: maybeString,
          token: maybeString,
          token_hash: maybeString,
          email: maybeString,
          redirect_to: maybeString,
        }),
      );
      if (!!body.token === !!body.token_hash) {
        throw validationFailed('Verify requires either a token or a token hash');
      }
      const type = verifyType(body.type);
      let input: VerifyInput;
      if (body.token_hash) {
        if (body.email || body.redirect_to) {
          throw validationFailed('Only the token_hash and type should be provided');
        }
        input = { kind: 'link', token: body.token_hash, type };
      } else {
        input = { kind: 'code', email: normalizeEmail(body.email), otp: body.token ?? '', type };
      }
      const { user } = await verifyEmailToken(auth, input);
      return c.json(await issueSession(auth, user, proofMethodOf(type), requestInfo(c, auth)));
    })
    .get('/verify', rateLimit(auth, auth.limits.verify), async (c) => {
      const target = redirectTarget(c, auth);
      const token = c.req.query('token') ?? '';
      const isPkce = token.startsWith('pkce_');
      try {
        if (!token) throw validationFailed('Verify requires a token or a token hash');
        const type = verifyType(c.req.query('type'));
        const verified = await verifyEmailToken(auth, { kind: 'link', token, type });
        if (verified.flowStateId) {
          const code = await issuePkceAuthCode(auth, verified.flowStateId, verified.user);
          return c.redirect(withQuery(target, { code }), 303);
        }
        const session = await issueSession(
          auth,
          verified.user,
          proofMethodOf(type),
          requestInfo(c, auth),
        );
        return c.redirect(
          withFragment(target, {
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: session.refresh_token,
            sb: '',
            token_type: 'bearer',
            type,
          }),
          303,
        );
      } catch (error) {
        if (!(error instanceof GoTrueError)) throw error;
        const values = {
          error: ERROR_FOR_STATUS[error.status] ?? 'server_error',
          error_code: error.code,
          error_description: error.message,
          sb: '',
        };
        const withError = isPkce ? withQuery(target, values) : target;
        return c.redirect(withFragment(withError, values), 303);
      }
    });
}
