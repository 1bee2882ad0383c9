import type { APIRequestContext, Page } from '@playwright/test';
import { AuthDialog, uniqueEmail } from '../pages/AuthDialog';
import { HomePage } from '../pages/HomePage';
import { ProfilePage } from '../pages/ProfilePage';
import { createConfirmedUser, type TestUser } from './authAdmin';

/**
 * A new confirmed account that signs in from the start page and opens its profile, where the
 * default collections have arrived on the device.
 */
export async function newUserOnProfile(
  page: Page,
  request: APIRequestContext,
  name: { emailKey: string; firstName: string; lastName: string },
): Promise<{ user: TestUser; profile: ProfilePage }> {
  const user: TestUser = {
    email: uniqueEmail(name.emailKey),
    password: 'sicheres-passwort',
    firstName: name.firstName,
    lastName: name.lastName,
  };
  await createConfirmedUser(request, user);
  const profile = new ProfilePage(page);
  await new HomePage(page).goto();
  await new AuthDialog(page).signInAs(user.email, user.password);
  await profile.goto();
  await profile.expectCollection('Meine Parfümsammlung');
  return { user, profile };
}
