// Account endpoints of the product API: who is signed in, and deletion (issue 12, DSGVO Art. 17).
import { z } from 'zod';
import { lazySchema } from './lazySchema';

export const DELETE_ACCOUNT_PATH = '/api/auth/delete-account';

/**
 * The fresh proof deletion needs when the last sign-in is older than 10 minutes (review N6):
 * the current password, or the code mailed by GET /auth/v1/reauthenticate. Both optional;
 * an empty body is the same as {}.
 */
export const deleteAccountBodySchema = lazySchema(() =>
  z.object({
    current_password: z.string().max(200).optional(),
    nonce: z.string().max(20).optional(),
  }),
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = lazySchema(() =>
  z.object({
    deleted: z.literal(true),
    /**
     * "pending": hosted Supabase did not answer yet; the server retries hourly and removes
     * the login within 48 h. All data is gone either way.
     */
    login: z.enum(['deleted', 'pending']),
  }),
);
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** GET /api/me: the signed-in user as the server sees the bearer token. */
export const meResponseSchema = lazySchema(() =>
  z.object({ id: z.string(), email: z.string(), emailConfirmed: z.boolean() }),
);
