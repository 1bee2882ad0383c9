// Account endpoints of the product API (issue 12): deletion (DSGVO Art. 17).
import { z } from 'zod';

export const DELETE_ACCOUNT_PATH = '/api/auth/delete-account';

export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /**
   * "pending": hosted Supabase did not answer yet; the server retries hourly and removes
   * the login within 48 h. All data is gone either way.
   */
  login: z.enum(['deleted', 'pending']),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
