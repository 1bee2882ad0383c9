// Test-only admin access to the embedded auth of the e2e server: like Supabase's service-role
// key, a JWT with role service_role signed with the auth secret, which the server generated
// in the run's fresh data directory (playwright.config.ts sets E2E_DATA_DIR).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { SignJWT } from 'jose';

async function serviceRoleKey(): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR ist nicht gesetzt (playwright.config.ts).');
  const secret = readFileSync(path.join(dataDir, 'auth-jwt-secret'), 'utf8').trim();
  return new SignJWT({ role: 'service_role', iss: 'supabase' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

/** A confirmed account created through POST /auth/v1/admin/users, as an admin tool would. */
export async function createConfirmedUser(
  request: APIRequestContext,
  user: TestUser,
): Promise<void> {
  const key = await serviceRoleKey();
  const response = await request.post('/auth/v1/admin/users', {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: {
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: {
        first_name: user.firstName,
        last_name: user.lastName,
        display_name: `${user.firstName} ${user.lastName}`,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
