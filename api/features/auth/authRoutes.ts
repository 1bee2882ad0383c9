// The embedded GoTrue-compatible API mounted at /auth/v1: CORS as GoTrue's (plus the
// apikey header Kong would allow) for SITE_URL and the allow-list only, the 1 MB body
// limit, GoTrue's error shapes, the public info endpoints, and the sign-in, user and
// OAuth sub-apps.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AuthServices } from './authServices';
import { GoTrueError, sendAuthFailure } from './gotrueErrors';
import { oauthRoutes } from './oauthRoutes';
import { isCorsOriginAllowed } from './redirects';
import { signInRoutes } from './signInRoutes';
import { userRoutes } from './userRoutes';

export const GOTRUE_VERSION = 'v2.180.0-duftkompass';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

export function authRoutes(auth: AuthServices) {
  const app = new Hono();
  app.use(
    '*',
    cors({
      // Other origins get no Access-Control-Allow-Origin; same-origin calls need none.
      origin: (origin) => (isCorsOriginAllowed(origin, auth.settings) ? origin : null),
      allowHeaders: [
        'Accept',
        'Authorization',
        'Content-Type',
        'X-Client-IP',
        'X-Client-Info',
        'X-JWT-AUD',
        'x-use-cookie',
        'X-Supabase-Api-Version',
        'apikey',
      ],
      exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      credentials: true,
    }),
  );
  app.onError((error, c) => sendAuthFailure(c, error));

  return app
    .get('/health', (c) =>
      c.json({
        version: GOTRUE_VERSION,
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
    )
    .get('/settings', (c) =>
      c.json({
        external: Object.fromEntries(
          EXTERNAL_PROVIDERS.map((name) => [
            name,
            name === 'email' || (name === 'google' && auth.settings.google !== null),
          ]),
        ),
        disable_signup: false,
        mailer_autoconfirm: auth.settings.autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
        saml_private_key_next_configured: false,
        passkeys_enabled: false,
      }),
    )
    .get('/.well-known/jwks.json', (c) => {
      // HS256 only: symmetric keys are never published, so the set is empty.
      c.header('Cache-Control', 'public, max-age=600');
      return c.json({ keys: [] });
    })
    .route('/', signInRoutes(auth))
    .route('/', userRoutes(auth))
    .route('/', oauthRoutes(auth))
    .all('*', (c) => sendAuthFailure(c, new GoTrueError(404, 'not_found', 'Not Found')));
}
