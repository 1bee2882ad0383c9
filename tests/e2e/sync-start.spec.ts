// A returning signed-in visit pulls the account's changes once: the engine's first run, not a
// second one asked for beside it, nor one for default collections that were already there.
import { expect, test } from './support/test';
import { newUserOnProfile } from './support/signedInProfile';

test('a signed-in page load pulls the changes once', async ({ page, request }) => {
  const { profile } = await newUserOnProfile(page, request, {
    emailKey: 'pull-once',
    firstName: 'Paula',
    lastName: 'Einmal',
  });
  const pulls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/sync/changes') pulls.push(sent.url());
  });
  await profile.page.reload();
  await profile.expectCollection('Meine Parfümsammlung');
  await expect.poll(() => pulls.length).toBeGreaterThanOrEqual(1);
  // Sign-in effects (ensuring the default collections) and the sync have settled.
  await page.waitForLoadState('networkidle');
  await expect(profile.syncStatus).toHaveText('');
  expect(pulls).toHaveLength(1);
});
