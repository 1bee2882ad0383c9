// Spec 000 §8: after a sign-in the app asks the account side (/api/me) whether the account
// answers, and shows "Anmeldeproblem" with the reset box when it does not. The specs make
// that one request fail at the browser's network edge, as a database outage behind the API
// would: failing the shared e2e server itself would break the specs running beside them.
import type { Page } from '@playwright/test';

/** The message the failing account side sends; the specs expect to see it in the notice. */
export const ACCOUNT_PROBE_FAILURE = 'Datenbank nicht erreichbar.';

/** From now on, /api/me answers 500 with ACCOUNT_PROBE_FAILURE for this page. */
export async function failAccountProbe(page: Page): Promise<void> {
  await page.route('**/api/me', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: ACCOUNT_PROBE_FAILURE } }),
    }),
  );
}
