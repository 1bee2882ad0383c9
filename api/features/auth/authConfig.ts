// The auth part of the configuration: the environment variables' zod shape (merged into
// api/config.ts) and the resulting AuthConfig. Embedded mode serves /auth/v1 itself;
// SUPABASE_URL switches to hosted Supabase Auth, whose tokens the API only verifies.
import { z } from 'zod';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { error: 'muss true oder false sein' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
);

export const authEnvShape = {
  AUTH_JWT_SECRET: optional(z.string().min(32, 'muss mindestens 32 Zeichen lang sein')),
  AUTH_AUTOCONFIRM: booleanFlag,
  SITE_URL: optional(z.url('muss eine gültige URL sein')),
  AUTH_REDIRECT_ALLOW_LIST: optional(z.string()),
  // Replaced by TRUST_PROXY_HOPS: a header named here was believed whatever the client wrote.
  AUTH_RATE_LIMIT_HEADER: z.preprocess(
    emptyToUndefined,
    z
      .undefined({
        error: 'wird nicht mehr unterstützt: setze TRUST_PROXY_HOPS auf die Zahl deiner Proxys',
      })
      .optional(),
  ),
  AUTH_SESSION_CACHE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .int('muss eine ganze Zahl sein')
      .min(0, 'darf nicht negativ sein')
      .max(60_000, 'darf höchstens 60000 sein')
      .default(2000),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'muss mit smtp:// oder smtps:// beginnen')),
  MAIL_FROM: optional(z.string().min(3, 'muss eine Absenderadresse sein')),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  SUPABASE_URL: optional(z.url('muss eine gültige URL sein')),
  SUPABASE_ANON_KEY: optional(z.string()),
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string()),
  SUPABASE_JWT_SECRET: optional(z.string().min(32, 'muss mindestens 32 Zeichen lang sein')),
};

/** Variables whose values never appear in error messages or logs. */
export const AUTH_SECRET_VARIABLES = [
  'AUTH_JWT_SECRET',
  'SMTP_URL',
  'GOOGLE_CLIENT_SECRET',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_JWT_SECRET',
];

type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;

export function checkAuthEnv(values: AuthEnv, ctx: z.RefinementCtx) {
  if (!!values.GOOGLE_CLIENT_ID !== !!values.GOOGLE_CLIENT_SECRET) {
    const missing = values.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'fehlt: Google-Anmeldung braucht GOOGLE_CLIENT_ID und GOOGLE_CLIENT_SECRET',
    });
  }
  if (values.SUPABASE_URL && !values.SUPABASE_ANON_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['SUPABASE_ANON_KEY'],
      message: 'fehlt: mit SUPABASE_URL braucht der Browser den öffentlichen Schlüssel',
    });
  }
  const allowList = values.AUTH_REDIRECT_ALLOW_LIST;
  if (allowList && splitList(allowList).some((entry) => !/^[a-z][a-z0-9+.-]*:\/\/./i.test(entry))) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_REDIRECT_ALLOW_LIST'],
      message: 'muss eine kommagetrennte Liste von URLs oder URL-Mustern sein',
    });
  }
}

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
}

export interface EmbeddedAuthConfig {
  mode: 'embedded';
  /** null: generated on first start and kept in DATA_DIR (see jwtSecret.ts). */
  jwtSecret: string | null;
  autoconfirm: boolean;
  siteUrl: string;
  redirectAllowList: string[];
  /** How long the API may trust a session it checked (see sessionCache.ts); 0 = never. */
  sessionCacheMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  google: GoogleClient | null;
}

export interface HostedAuthConfig {
  mode: 'hosted';
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string | null;
  /** null: tokens are verified against the project's JWKS. */
  jwtSecret: string | null;
  google: GoogleClient | null;
}

export type AuthConfig = EmbeddedAuthConfig | HostedAuthConfig;

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function toAuthConfig(values: AuthEnv, publicUrl: string): AuthConfig {
  const google =
    values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
      ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
      : null;
  if (values.SUPABASE_URL && values.SUPABASE_ANON_KEY) {
    return {
      mode: 'hosted',
      supabaseUrl: values.SUPABASE_URL.replace(/\/$/, ''),
      anonKey: values.SUPABASE_ANON_KEY,
      serviceRoleKey: values.SUPABASE_SERVICE_ROLE_KEY ?? null,
      jwtSecret: values.SUPABASE_JWT_SECRET ?? null,
      google,
    };
  }
  return {
    mode: 'embedded',
    jwtSecret: values.AUTH_JWT_SECRET ?? null,
    autoconfirm: values.AUTH_AUTOCONFIRM,
    siteUrl: (values.SITE_URL ?? publicUrl).replace(/\/$/, ''),
    redirectAllowList: splitList(values.AUTH_REDIRECT_ALLOW_LIST ?? ''),
    sessionCacheMs: values.AUTH_SESSION_CACHE_MS,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? 'Duftkompass <noreply@duftkompass.local>',
    google,
  };
}
