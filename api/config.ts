// Configuration: read from environment variables once at start and validated with zod.
// A bad value stops the server with a message naming the variable. Every setting has
// an embedded default so `npm start` works on a fresh machine without secrets.
import path from 'node:path';
import { z } from 'zod';
import {
  AUTH_SECRET_VARIABLES,
  authEnvShape,
  checkAuthEnv,
  toAuthConfig,
  type AuthConfig,
} from './features/auth/authConfig';
import {
  checkEngineEnv,
  ENGINE_SECRET_VARIABLES,
  engineEnvShape,
  toEngineConfig,
  type EngineConfig,
} from './features/engine/engineConfig';
import {
  checkOperatorEnv,
  operatorEnvShape,
  toOperatorConfig,
  type OperatorConfig,
} from './features/legal/operatorConfig';
import {
  ADMIN_SECRET_VARIABLES,
  adminEnvShape,
  toAdminConfig,
  type AdminConfig,
} from './features/admin/adminConfig';
import type { PhotoLimits } from './features/photo/photoGate';
import { DEFAULT_PROXY_NETWORKS, parseCidrList } from './features/limits/clientAddress';
import { DEFAULT_WRITE_BUDGETS, type WriteBudgetSettings } from './features/limits/writeBudgets';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positiveInt = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'muss eine Zahl sein' })
      .int('muss eine ganze Zahl sein')
      .min(1, 'muss mindestens 1 sein')
      .default(fallback),
  );

const configSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'muss eine Zahl sein' })
        .int('muss eine ganze Zahl sein')
        .min(1, 'muss zwischen 1 und 65535 liegen')
        .max(65535, 'muss zwischen 1 und 65535 liegen')
        .default(8787),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
        .optional(),
    ),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url('muss eine gültige URL sein').optional()),
    STATIC_DIR: z.preprocess(emptyToUndefined, z.string().default(path.join(PROJECT_ROOT, 'dist'))),
    SEARCH_CACHE_SIZE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'muss eine Zahl sein' })
        .int('muss eine ganze Zahl sein')
        .min(0, 'darf nicht negativ sein')
        .default(2000),
    ),
    PHOTO_CONCURRENCY: positiveInt(2),
    PHOTO_QUEUE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'muss eine Zahl sein' })
        .int('muss eine ganze Zahl sein')
        .min(0, 'darf nicht negativ sein')
        .default(4),
    ),
    PHOTO_TIMEOUT_MS: positiveInt(20_000),
    PHOTO_OCR: z.preprocess(
      emptyToUndefined,
      z
        .enum(['scene-text', 'tesseract'], { error: 'muss scene-text oder tesseract sein' })
        .default('scene-text'),
    ),
    PHOTO_OCR_CHILDREN: positiveInt(1),
    PHOTO_OPENAI_TIMEOUT_MS: positiveInt(60_000),
    TEMP_ITEMS_PER_DAY: positiveInt(DEFAULT_WRITE_BUDGETS.tempItemsPerDay),
    ANALYTICS_EVENTS_PER_DAY: positiveInt(DEFAULT_WRITE_BUDGETS.analyticsEventsPerDay),
    TRUST_PROXY_HOPS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'muss eine Zahl sein' })
        .int('muss eine ganze Zahl sein')
        .min(0, 'darf nicht negativ sein')
        .max(10, 'darf höchstens 10 sein')
        .default(0),
    ),
    TRUST_PROXY_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default(DEFAULT_PROXY_NETWORKS.join(','))
        .transform((value, ctx) => {
          const entries = value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean);
          try {
            parseCidrList(entries);
          } catch (error) {
            ctx.addIssue({ code: 'custom', message: (error as Error).message });
            return z.NEVER;
          }
          return entries;
        }),
    ),
    RATE_LIMIT_IPV6_PREFIX: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'muss eine Zahl sein' })
        .int('muss eine ganze Zahl sein')
        .min(48, 'muss zwischen 48 und 64 liegen')
        .max(64, 'muss zwischen 48 und 64 liegen')
        .default(64),
    ),
    CATALOG_FILE: z.preprocess(
      emptyToUndefined,
      z.string().default(path.join(PROJECT_ROOT, 'api/catalog/data/catalog.jsonl.gz')),
    ),
    ...authEnvShape,
    ...engineEnvShape,
    ...operatorEnvShape,
    ...adminEnvShape,
  })
  .superRefine((values, ctx) => {
    checkAuthEnv(values, ctx);
    checkEngineEnv(values, ctx);
    checkOperatorEnv(values, ctx);
  });

const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  ...AUTH_SECRET_VARIABLES,
  ...ENGINE_SECRET_VARIABLES,
  ...ADMIN_SECRET_VARIABLES,
]);

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  staticDir: string;
  catalogFile: string;
  /** Cached search response bodies; 0 turns the cache off (benchmarks of the raw search). */
  searchCacheSize: number;
  /** Photo recognitions at once, waiting, and their time limits (see photoGate.ts). */
  photoLimits: PhotoLimits;
  /** The local OCR: PaddleOCR-class scene text (default) or tesseract.js. */
  photoOcr: 'scene-text' | 'tesseract';
  /** Scene-text child processes kept at most (each a few hundred MB); more reads wait. */
  photoOcrChildren: number;
  /** Global daily ceilings of anonymous writes (TEMP_ITEMS_PER_DAY, ANALYTICS_EVENTS_PER_DAY). */
  writeBudgets: WriteBudgetSettings;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (0: none). */
  trustProxyHops: number;
  /** Socket peers (CIDRs) whose X-Forwarded-For is believed; default loopback and private nets. */
  trustProxyFrom: string[];
  /** IPv6 callers share a limit per prefix of this many bits (48–64). */
  ipv6Prefix: number;
  /** Embedded /auth/v1 or hosted Supabase (see api/features/auth/authConfig.ts). */
  auth: AuthConfig;
  /** Local or OpenAI scent engine and the shop link template. */
  engine: EngineConfig;
  /** The Impressum's operator (OPERATOR_*); null shows marked example data. */
  operator: OperatorConfig | null;
  /** Admin token, fixed monthly costs, request metrics on or off. */
  admin: AdminConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Connection strings carry passwords: never echo them into logs.
      const shown = SECRET_VARIABLES.has(name) ? '(verborgen)' : JSON.stringify(env[name]);
      return `  ${name}: ${issue.message} (Wert: ${shown})`;
    });
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    publicUrl,
    staticDir: path.resolve(values.STATIC_DIR),
    catalogFile: path.resolve(values.CATALOG_FILE),
    searchCacheSize: values.SEARCH_CACHE_SIZE,
    trustProxyHops: values.TRUST_PROXY_HOPS,
    trustProxyFrom: values.TRUST_PROXY_FROM,
    ipv6Prefix: values.RATE_LIMIT_IPV6_PREFIX,
    photoLimits: {
      concurrency: values.PHOTO_CONCURRENCY,
      queue: values.PHOTO_QUEUE,
      timeoutMs: values.PHOTO_TIMEOUT_MS,
      openAiTimeoutMs: values.PHOTO_OPENAI_TIMEOUT_MS,
    },
    photoOcr: values.PHOTO_OCR,
    photoOcrChildren: values.PHOTO_OCR_CHILDREN,
    writeBudgets: {
      tempItemsPerDay: values.TEMP_ITEMS_PER_DAY,
      analyticsEventsPerDay: values.ANALYTICS_EVENTS_PER_DAY,
    },
    auth: toAuthConfig(values, publicUrl),
    engine: toEngineConfig(values),
    operator: toOperatorConfig(values),
    admin: toAdminConfig(values),
  };
}
