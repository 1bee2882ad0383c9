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

const DURATION_UNITS_S: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `30d`, `12h`, `45m`, `90s` in seconds; `0` switches the limit off. */
const duration = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^(0|\d+[smhd])$/, 'muss eine Dauer wie 30d, 12h, 45m oder 0 (aus) sein')
      .default(fallback)
      .transform((value) => {
        const match = /^(\d+)([smhd])$/.exec(value);
        return match ? Number(match[1]) * (DURATION_UNITS_S[match[2] ?? ''] ?? 0) : 0;
      }),
  );

/** Mails per hour: at least 1, since 0 would switch sign-up and recovery off silently. */
const mailCount = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .int('muss eine ganze Zahl sein')
      .min(1, 'muss mindestens 1 sein')
      .max(100_000, 'darf höchstens 100000 sein')
      .default(fallback),
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
  AUTH_EMAILS_PER_HOUR: mailCount(30),
  AUTH_EMAILS_PER_ADDRESS_PER_HOUR: mailCount(10),
  AUTH_SESSION_INACTIVITY_TIMEOUT: duration('30d'),
  AUTH_SESSION_MAX_AGE: duration('90d'),
  // Without SMTP_URL mails go to the development outbox, whose log line holds the live link:
  // only on a loopback PUBLIC_URL or when this flag says so (review M3).
  MAIL_DEV_OUTBOX: booleanFlag,
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'muss mit smtp:// oder smtps:// beginnen')),
  MAIL_FROM: optional(z.string().min(3, 'muss eine Absenderadresse sein')),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  // Tests only: a local stand-in for Google's endpoints (googleOidc.ts).
  GOOGLE_STAND_IN_URL: optional(z.url('muss eine gültige URL sein')),
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

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when PUBLIC_URL (default http://localhost:PORT) names this machine only. */
function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return true;
  try {
    return LOOPBACK_HOSTNAMES.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function checkAuthEnv(
  values: AuthEnv & { PUBLIC_URL?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (
    !values.SUPABASE_URL &&
    !values.SMTP_URL &&
    !values.MAIL_DEV_OUTBOX &&
    !isLoopbackUrl(values.PUBLIC_URL)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'fehlt: ohne SMTP_URL schreibt der Server Anmelde-Links ins Log; für einen Testbetrieb setze MAIL_DEV_OUTBOX=true',
    });
  }
  // The stand-in replaces Google's keys and issuer: only a process on this machine may be one.
  if (values.GOOGLE_STAND_IN_URL && !isLoopbackUrl(values.GOOGLE_STAND_IN_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['GOOGLE_STAND_IN_URL'],
      message:
        'darf nur auf diesen Rechner zeigen (localhost, 127.0.0.1 oder [::1]), nur für Tests',
    });
  }
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
  /** A session not refreshed for this long is over; 0 = no limit. */
  sessionInactivityTimeoutS: number;
  /** A session is over this long after its sign-in, however active; 0 = no limit. */
  sessionMaxAgeS: number;
  smtpUrl: string | null;
  mailFrom: string;
  google: GoogleClient | null;
  /** Tests only: base URL of a stand-in for Google; null = Google itself. */
  googleStandInUrl?: string | null;
  /** Auth mails per hour for the whole server (default 30, GoTrue's). */
  emailsPerHour?: number;
  /** Mail-sending requests per hour from one network (default 10), below the global cap. */
  emailsPerAddressPerHour?: number;
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
    sessionInactivityTimeoutS: values.AUTH_SESSION_INACTIVITY_TIMEOUT,
    sessionMaxAgeS: values.AUTH_SESSION_MAX_AGE,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? 'Duftkompass <noreply@duftkompass.local>',
    google,
    ...(values.GOOGLE_STAND_IN_URL ? { googleStandInUrl: values.GOOGLE_STAND_IN_URL } : {}),
    emailsPerHour: values.AUTH_EMAILS_PER_HOUR,
    emailsPerAddressPerHour: values.AUTH_EMAILS_PER_ADDRESS_PER_HOUR,
  };
}
