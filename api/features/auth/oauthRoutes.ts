// Google sign-in: GET /authorize sends the browser to Google with a flow state as the
// OAuth state; GET /callback exchanges the code, verifies the id_token, finds or creates
// the user and hands back a session (implicit, in the hash) or an auth code (PKCE).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import {
  pkceParams,
  rateLimit,
  redirectTarget,
  requestInfo,
  withFragment,
  withQuery,
} from './authHttp';
import type { AuthServices } from './authServices';
import { issuePkceAuthCode, purgeExpiredFlowStates } from './emailLinks';
import { GoTrueError, validationFailed } from './gotrueErrors';
import { authorizationRedirect, exchangeGoogleCode, type GoogleProfile } from './googleOidc';
import { consumeFlowState, findFlowState, insertFlowState } from './oneTimeTokensRepo';
import { deleteUserSessions } from './sessionsRepo';
import { issueSession } from './sessionService';
import * as users from './usersRepo';

async function userForGoogle(auth: AuthServices, profile: GoogleProfile): Promise<users.UserRow> {
  const now = auth.clock();
  let proven: string | null = null;
  const linked = await auth.db.transaction(async (tx: Queryable) => {
    const identity = await users.findIdentity(tx, 'google', profile.subject);
    let user = identity ? await users.findUserById(tx, identity.user_id) : null;
    if (!user) {
      if (!profile.emailVerified) {
        throw new GoTrueError(
          422,
          'provider_email_needs_verification',
          'Unverified email with google. A confirmation email has not been sent.',
        );
      }
      const existing = await users.findUserByEmail(tx, profile.email);
      if (existing) {
        // Linking by verified e-mail as GoTrue does. An unconfirmed account's password
        // may have been set by someone else (pre-hijacking): it is dropped.
        if (!existing.email_confirmed_at) {
          await users.clearPassword(tx, existing.id);
          await deleteUserSessions(tx, existing.id, null);
          proven = existing.id;
        }
        const providers = new Set([
          ...(Array.isArray(existing.app_metadata.providers)
            ? existing.app_metadata.providers
            : []),
          'google',
        ]);
        user = await users.updateUser(
          tx,
          existing.id,
          { emailConfirmedAt: now, appMetadata: { providers: [...providers] } },
          now,
        );
      } else {
        user = await users.insertUser(
          tx,
          {
            id: randomUUID(),
            email: profile.email,
            passwordHash: null,
            confirmedAt: now,
            appMetadata: { provider: 'google', providers: ['google'] },
            userMetadata: profile.claims,
          },
          now,
        );
      }
    }
    if (!user) throw new Error('user vanished during Google sign-in');
    await users.upsertIdentity(
      tx,
      {
        id: identity?.id ?? randomUUID(),
        userId: user.id,
        provider: 'google',
        providerId: profile.subject,
        identityData: profile.claims,
        email: profile.email,
      },
      now,
    );
    return user;
  });
  if (proven) auth.sessionCache.forgetUser(proven);
  return linked;
}

export function oauthRoutes(auth: AuthServices) {
  const callbackUrl = `${auth.settings.publicUrl}/auth/v1/callback`;
  return (
    new Hono()
      // Each call stores a flow state, so callers are limited like the mail endpoints.
      .get('/authorize', rateLimit(auth, auth.limits.otp), async (c) => {
        const provider = c.req.query('provider') ?? '';
        if (provider !== 'google') {
          throw validationFailed(`Unsupported provider: Provider ${provider} could not be found`);
        }
        const google = auth.settings.google;
        if (!google) throw validationFailed('Unsupported provider: provider is not enabled');
        const pkce = pkceParams(c.req.query());
        await purgeExpiredFlowStates(auth);
        const state = randomUUID();
        await insertFlowState(
          auth.db,
          {
            id: state,
            userId: null,
            codeChallenge: pkce?.codeChallenge ?? null,
            codeChallengeMethod: pkce?.method ?? null,
            providerType: 'google',
            authenticationMethod: 'oauth',
            redirectTo: redirectTarget(c, auth),
          },
          auth.clock(),
        );
        const location = authorizationRedirect(
          auth.settings.googleEndpoints,
          google,
          callbackUrl,
          state,
          c.req.query('scopes') ?? '',
        );
        if (c.req.query('skip_http_redirect') === 'true') return c.json({ url: location });
        return c.redirect(location, 302);
      })
      .get('/callback', async (c) => {
        const stateId = c.req.query('state') ?? '';
        const flow = /^[0-9a-f-]{36}$/.test(stateId) ? await findFlowState(auth.db, stateId) : null;
        const target = flow?.redirect_to ?? auth.settings.siteUrl;
        const fail = (error: string, code: string, description: string) => {
          const values = { error, error_code: code, error_description: description, sb: '' };
          return c.redirect(
            withFragment(flow?.code_challenge ? withQuery(target, values) : target, values),
            302,
          );
        };
        const now = auth.clock();
        if (!flow || flow.auth_code_issued_at || flow.provider_type !== 'google') {
          return fail('invalid_request', 'bad_oauth_state', 'OAuth callback with invalid state');
        }
        if (now.getTime() > flow.created_at.getTime() + auth.settings.flowStateExpiryS * 1000) {
          await consumeFlowState(auth.db, flow.id);
          return fail('invalid_request', 'flow_state_expired', 'OAuth state has expired');
        }
        const google = auth.settings.google;
        const googleError = c.req.query('error');
        const code = c.req.query('code');
        if (googleError || !code || !google) {
          await consumeFlowState(auth.db, flow.id);
          return fail(
            googleError ?? 'invalid_request',
            'bad_oauth_callback',
            c.req.query('error_description') ?? 'OAuth callback with missing authorization code',
          );
        }
        let profile: GoogleProfile;
        try {
          profile = await exchangeGoogleCode(
            auth.settings.googleEndpoints,
            google,
            callbackUrl,
            code,
            now,
          );
        } catch (error) {
          console.error('[auth] Google-Anmeldung fehlgeschlagen:', error);
          await consumeFlowState(auth.db, flow.id);
          return fail('server_error', 'unexpected_failure', 'Unable to exchange external code');
        }
        let user: users.UserRow;
        try {
          user = await userForGoogle(auth, profile);
        } catch (error) {
          await consumeFlowState(auth.db, flow.id);
          if (error instanceof GoTrueError) return fail('access_denied', error.code, error.message);
          throw error;
        }
        if (flow.code_challenge) {
          const authCode = await issuePkceAuthCode(auth, flow.id, user, 'oauth');
          return c.redirect(withQuery(target, { code: authCode }), 302);
        }
        await consumeFlowState(auth.db, flow.id);
        const session = await issueSession(auth, user, 'oauth', requestInfo(c, auth));
        const values: Record<string, string> = {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          sb: '',
          token_type: 'bearer',
        };
        if (profile.providerToken) values.provider_token = profile.providerToken;
        if (profile.providerRefreshToken)
          values.provider_refresh_token = profile.providerRefreshToken;
        return c.redirect(withFragment(target, values), 302);
      })
  );
}
