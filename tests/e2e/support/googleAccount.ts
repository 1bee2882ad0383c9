// Chooses the Google account for the next sign-in at the local stand-in for Google
// (googleStandIn.ts, started by playwright.config.ts).
import { expect, type APIRequestContext } from '@playwright/test';

export async function chooseGoogleAccount(
  request: APIRequestContext,
  identity: { email: string; given_name: string; family_name: string },
): Promise<void> {
  const response = await request.post(
    `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT ?? '8800'}/identity`,
    { data: { ...identity, name: `${identity.given_name} ${identity.family_name}` } },
  );
  expect(response.ok()).toBe(true);
}
