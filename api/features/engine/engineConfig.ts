// Configuration of the scent engine and shop links, parsed with the rest of the config:
// AI_ENGINE (local | openai; openai by default when OPENAI_API_KEY is set), the OpenAI
// settings, and AFFILIATE_URL_TEMPLATE for shop links of perfumes without a feed link.
import { z } from 'zod';
import { validateAffiliateTemplate } from '../shop/affiliateLinks';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

export const engineEnvShape = {
  AI_ENGINE: optional(z.enum(['local', 'openai'], { error: 'muss "local" oder "openai" sein' })),
  OPENAI_API_KEY: optional(z.string().min(10, 'ist zu kurz für einen API-Schlüssel')),
  OPENAI_BASE_URL: optional(z.url('muss eine gültige URL sein')),
  OPENAI_MODEL: optional(z.string().min(1)),
  OPENAI_VISION_MODEL: optional(z.string().min(1)),
  AFFILIATE_URL_TEMPLATE: optional(z.string()),
};

export const ENGINE_SECRET_VARIABLES = ['OPENAI_API_KEY'] as const;

type EngineEnv = z.infer<z.ZodObject<typeof engineEnvShape>>;

export function checkEngineEnv(values: EngineEnv, ctx: z.RefinementCtx): void {
  if (values.AI_ENGINE === 'openai' && !values.OPENAI_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['AI_ENGINE'], message: 'openai braucht OPENAI_API_KEY' });
  }
  if (values.AFFILIATE_URL_TEMPLATE) {
    const problem = validateAffiliateTemplate(values.AFFILIATE_URL_TEMPLATE);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['AFFILIATE_URL_TEMPLATE'], message: problem });
  }
}

export type EngineConfig =
  | { kind: 'local'; affiliateTemplate: string | null }
  | {
      kind: 'openai';
      affiliateTemplate: string | null;
      apiKey: string;
      baseUrl: string | null;
      model: string;
      visionModel: string;
    };

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export function toEngineConfig(values: EngineEnv): EngineConfig {
  const affiliateTemplate = values.AFFILIATE_URL_TEMPLATE ?? null;
  const kind = values.AI_ENGINE ?? (values.OPENAI_API_KEY ? 'openai' : 'local');
  if (kind === 'local' || !values.OPENAI_API_KEY) return { kind: 'local', affiliateTemplate };
  const model = values.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL;
  return {
    kind: 'openai',
    affiliateTemplate,
    apiKey: values.OPENAI_API_KEY,
    baseUrl: values.OPENAI_BASE_URL ?? null,
    model,
    visionModel: values.OPENAI_VISION_MODEL ?? model,
  };
}
