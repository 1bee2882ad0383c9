// The operator named in the Impressum (OPERATOR_* variables), parsed with the rest of the
// config. Name, address and e-mail go together: either all three are set or none, so a
// half-filled Impressum never goes live; without them the page shows marked example data.
import { z } from 'zod';
import type { LegalInfo } from '../../contract/runtimeConfig';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional());

export const operatorEnvShape = {
  OPERATOR_NAME: optionalText,
  OPERATOR_ADDRESS: optionalText,
  OPERATOR_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email('muss eine gültige E-Mail-Adresse sein').optional(),
  ),
  OPERATOR_PHONE: optionalText,
  OPERATOR_REPRESENTATIVE: optionalText,
  OPERATOR_VAT_ID: optionalText,
};

type OperatorEnv = z.infer<z.ZodObject<typeof operatorEnvShape>>;

const REQUIRED = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL'] as const;

export function checkOperatorEnv(values: OperatorEnv, ctx: z.RefinementCtx): void {
  const missing = REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length === 0 || missing.length === REQUIRED.length) return;
  for (const name of missing) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `fehlt; das Impressum braucht ${REQUIRED.join(', ')} zusammen`,
    });
  }
}

export type OperatorConfig = NonNullable<LegalInfo['operator']>;

/** Null when no operator is configured (then the Impressum shows example data). */
export function toOperatorConfig(values: OperatorEnv): OperatorConfig | null {
  const { OPERATOR_NAME: name, OPERATOR_ADDRESS: address, OPERATOR_EMAIL: email } = values;
  if (name === undefined || address === undefined || email === undefined) return null;
  return {
    name,
    address,
    email,
    phone: values.OPERATOR_PHONE ?? null,
    representative: values.OPERATOR_REPRESENTATIVE ?? null,
    vatId: values.OPERATOR_VAT_ID ?? null,
  };
}

export const MISSING_OPERATOR_WARNING =
  '[impressum] OPERATOR_NAME, OPERATOR_ADDRESS und OPERATOR_EMAIL fehlen: das Impressum zeigt ' +
  'Beispieldaten – vor dem Start ersetzen.';
