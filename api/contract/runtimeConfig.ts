// What the browser learns at run time from GET /api/config: where auth lives and which
// sign-in methods work, and what the legal pages must name (operator, external AI provider).
// Served by the API so hosted Supabase can be switched on without rebuilding the PWA.
// Only public values: the anon key is meant to be public.
import { z } from 'zod';
import { lazySchema } from './lazySchema';

export const legalInfoSchema = lazySchema(() =>
  z.object({
    /** The Impressum's operator; null: not configured, the page shows marked example data. */
    operator: z
      .object({
        name: z.string().min(1),
        address: z.string().min(1),
        email: z.string().min(1),
        phone: z.string().nullable(),
        representative: z.string().nullable(),
        vatId: z.string().nullable(),
      })
      .nullable(),
    /** 'openai' when photos and analyses go to OpenAI; the privacy statement names it only then. */
    aiProvider: z.enum(['none', 'openai']),
  }),
);

export type LegalInfo = z.infer<typeof legalInfoSchema>;

/** A copy cached by an older release has no legal part; it reads as "not configured". */
const NO_LEGAL_INFO: LegalInfo = { operator: null, aiProvider: 'none' };

export const runtimeConfigSchema = lazySchema(() =>
  z.object({
    auth: z.object({
      /** Base URL for createClient(): this origin in embedded mode, the Supabase URL when hosted. */
      url: z.url(),
      anonKey: z.string().min(1),
      mode: z.enum(['embedded', 'hosted']),
      googleEnabled: z.boolean(),
    }),
    legal: legalInfoSchema.default(NO_LEGAL_INFO),
  }),
);

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
/** What the server is given: parts with a default may be left out. */
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;
