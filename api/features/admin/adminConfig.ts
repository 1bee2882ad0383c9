// The admin dashboard's settings: the token that opens it (unset: the dashboard is off),
// the fixed monthly costs it adds to the AI costs, and the request-metrics switch the
// search benchmark uses to measure what the metrics cost.
import { z } from 'zod';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const monthlyUsd = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'muss eine Zahl sein' }).min(0, 'darf nicht negativ sein').default(0),
);

/** Shorter tokens could be guessed; a token is generated once, e.g. `openssl rand -hex 32`. */
export const MIN_ADMIN_TOKEN_LENGTH = 24;

export const adminEnvShape = {
  ADMIN_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(MIN_ADMIN_TOKEN_LENGTH, `muss mindestens ${MIN_ADMIN_TOKEN_LENGTH} Zeichen lang sein`)
      .optional(),
  ),
  HOSTING_COST_USD_MONTHLY: monthlyUsd,
  DATABASE_COST_USD_MONTHLY: monthlyUsd,
  REQUEST_METRICS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
};

export const ADMIN_SECRET_VARIABLES = ['ADMIN_TOKEN'] as const;

type AdminEnv = z.infer<z.ZodObject<typeof adminEnvShape>>;

export interface AdminConfig {
  /** Null: the admin API answers 403 and the dashboard stays closed. */
  token: string | null;
  hostingUsdMonthly: number;
  databaseUsdMonthly: number;
  requestMetrics: boolean;
}

export function toAdminConfig(values: AdminEnv): AdminConfig {
  return {
    token: values.ADMIN_TOKEN ?? null,
    hostingUsdMonthly: values.HOSTING_COST_USD_MONTHLY,
    databaseUsdMonthly: values.DATABASE_COST_USD_MONTHLY,
    requestMetrics: values.REQUEST_METRICS === 'on',
  };
}
