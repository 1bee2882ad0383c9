// Turns the auth configuration into the app's dependencies: in embedded mode the
// /auth/v1 routes, the session-checking verifier and the runtime config with the anon
// key; in hosted mode a verifier for Supabase's tokens and the Supabase URL and key.
import type { Context } from 'hono';
import type { RuntimeConfigInput } from '../../contract/runtimeConfig';
import type { Database } from '../../db/database';
import type { RateLimitStore } from '../limits/rateLimitStore';
import type { AuthConfig } from './authConfig';
import type { RevocationChannel } from './revocationChannel';
import type { PrunedCounts } from './authRetention';
import {
  embeddedLoginDeletion,
  hostedLoginDeletion,
  type LoginDeletion,
} from '../account/loginDeletion';
import { createEmbeddedAuth } from './embeddedAuth';
import { loadOrCreateJwtSecret } from './jwtSecret';
import type { AccessTokenVerifier } from './requireUser';
import type { Clock } from './authTokens';
import type { authRoutes } from './authRoutes';
import { hostedVerifier } from './tokenVerifiers';

interface AuthDeps {
  auth: AccessTokenVerifier;
  /** The embedded /auth/v1 routes; null in hosted mode. */
  authRoutes: ReturnType<typeof authRoutes> | null;
  runtimeConfig: RuntimeConfigInput;
  loginDeletion: LoginDeletion;
  /** Retention of the embedded auth's tables; null in hosted mode (Supabase prunes). */
  pruneAuth: (() => Promise<PrunedCounts>) | null;
}

export async function setUpAuth(options: {
  config: AuthConfig;
  db: Database;
  dataDir: string;
  publicUrl: string;
  rateLimitStore: RateLimitStore;
  clientAddress: (c: Context) => string;
  revocations: RevocationChannel | null;
  /** The embedded auth's clock; the e2e harness moves it (tests/e2e/support/e2eServer.ts). */
  clock?: Clock;
}): Promise<AuthDeps> {
  const { config } = options;
  if (config.mode === 'hosted') {
    console.log(`[auth] Gehostetes Supabase Auth: ${config.supabaseUrl}`);
    if (!config.serviceRoleKey) {
      console.warn(
        '[auth] SUPABASE_SERVICE_ROLE_KEY fehlt: gelöschte Konten behalten ihr Supabase-Login, ' +
          'bis der Schlüssel gesetzt ist (stündlicher Neuversuch).',
      );
    }
    return {
      loginDeletion: hostedLoginDeletion({
        supabaseUrl: config.supabaseUrl,
        serviceRoleKey: config.serviceRoleKey,
      }),
      auth: hostedVerifier({
        supabaseUrl: config.supabaseUrl,
        jwtSecret: config.jwtSecret,
        db: options.db,
      }),
      authRoutes: null,
      pruneAuth: null,
      runtimeConfig: {
        auth: {
          url: config.supabaseUrl,
          anonKey: config.anonKey,
          mode: 'hosted',
          googleEnabled: config.google !== null,
        },
      },
    };
  }
  let secret = config.jwtSecret;
  if (!secret) {
    const loaded = loadOrCreateJwtSecret(options.dataDir);
    if (loaded.created) console.log('[auth] Neues JWT-Geheimnis im Datenverzeichnis angelegt.');
    secret = loaded.secret;
  }
  const embedded = await createEmbeddedAuth({
    db: options.db,
    config,
    jwtSecret: secret,
    publicUrl: options.publicUrl,
    rateLimitStore: options.rateLimitStore,
    clientAddress: options.clientAddress,
    ...(options.revocations ? { revocations: options.revocations } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  console.log(
    `[auth] Eingebettete Anmeldung unter ${options.publicUrl}/auth/v1 ` +
      `(E-Mail: ${config.smtpUrl ? 'SMTP' : 'Dev-Postausgang im Log'}, ` +
      `Bestätigung: ${config.autoconfirm ? 'aus' : 'an'}, Google: ${config.google ? (config.googleStandInUrl ? `Stand-in ${config.googleStandInUrl}` : 'an') : 'aus'})`,
  );
  return {
    auth: embedded.verifier,
    authRoutes: embedded.routes,
    loginDeletion: embeddedLoginDeletion(embedded.services.sessionCache),
    pruneAuth: embedded.prune,
    runtimeConfig: {
      auth: {
        url: options.publicUrl,
        anonKey: embedded.anonKey,
        mode: 'embedded',
        googleEnabled: config.google !== null,
      },
    },
  };
}
