// What the browser learns at run time from GET /api/config: where auth lives and which
// sign-in methods work. Served by the API so hosted Supabase can be switched on without
// rebuilding the PWA. Only public values: the anon key is meant to be public.
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  auth: z.object({
    /** Base URL for createClient(): this origin in embedded mode, the Supabase URL when hosted. */
    url: z.url(),
    anonKey: z.string().min(1),
    mode: z.enum(['embedded', 'hosted']),
    googleEnabled: z.boolean(),
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
