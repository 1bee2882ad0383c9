import { expect, test, type Locator, type Page } from './support/test';
import { AppShell } from './pages/AppShell';
import { HomePage } from './pages/HomePage';
import { PhotoMode } from './pages/PhotoMode';
import { storedCheaperAlternatives, storedIndexSize } from './support/offlineIndex';

// "Passt das zu mir?" beside each photo find, computed on the device from "Deine Auswahl".
// Light Blue Eau Intense Pour Homme (Zitrisch, Aromatisch, Maritim) is chosen; Invictus
// shares all three, Tobacco Vanille (Süß, Tabak, Vanille) none. The e2e server's shop feed
// prices Tobacco Vanille at 250 € with Burberry's London for Men as its cheaper alternative.
const INVICTUS_FIT =
  /^Passt das zu mir\? 100\s%\spassend · Passt zu deiner Vorliebe für Zitrisch und Aromatisch\.$/;
const INVICTUS_SIMILAR =
  /^Du hast schon etwas sehr Ähnliches: Light Blue Eau Intense Pour Homme \(gemeinsame Akkorde: Zitrisch, Maritim, Aromatisch\)\.$/;
const TOBACCO_FIT =
  /^Passt das zu mir\? 0\s%\spassend · Neu für dich: Süß und Tabak kommen in deinen Düften nicht vor\.$/;

// The radio is described by its verdict, read as one text.
const INVICTUS_FIT_AND_SIMILAR =
  /^Passt das zu mir\? 100\s%\spassend · Passt zu deiner Vorliebe .* Du hast schon etwas sehr Ähnliches: Light Blue/;

test.use({ viewport: { width: 390, height: 844 } });

function fitOf(option: Locator): Locator {
  return option.getByRole('note').filter({ hasText: 'Passt das zu mir?' });
}

/** The catalog match's block: its radio and, beside it, its verdict. */
function option(detection: Locator, name: RegExp): Locator {
  return detection
    .locator('.photo-option-block')
    .filter({ has: detection.page().getByRole('radio', { name }) });
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function chooseLightBlue(home: HomePage): Promise<void> {
  await home.goto();
  await home.choose('light blue eau intense', 'Light Blue Eau Intense Pour Homme', /Dolce/);
}

test('each photo find says how well it suits the list, names a very similar one and a cheaper alternative', async ({
  page,
}) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  await chooseLightBlue(home);
  await photo.open();

  await photo.upload(await photo.labelPhoto(['PACO RABANNE', 'INVICTUS']));
  const invictus = option(photo.detection('Paco Rabanne Invictus'), /^Invictus Paco Rabanne/);
  await expect(invictus).toBeVisible({ timeout: 30_000 });
  const verdict = fitOf(invictus);
  await expect(verdict.getByRole('paragraph').first()).toHaveText(INVICTUS_FIT);
  await expect(verdict.getByRole('paragraph').nth(1)).toHaveText(INVICTUS_SIMILAR);
  await expect(invictus.getByRole('radio')).toHaveAccessibleDescription(INVICTUS_FIT_AND_SIMILAR);
  await expectNoSideways(page);

  await page.getByRole('button', { name: 'Anderes Foto wählen' }).click();
  await photo.upload(await photo.labelPhoto(['TOM FORD', 'TOBACCO VANILLE']));
  const tobacco = option(photo.detection('Tom Ford Tobacco Vanille'), /^Tobacco Vanille Tom Ford/);
  await expect(tobacco).toBeVisible({ timeout: 30_000 });
  await expect(fitOf(tobacco).getByRole('paragraph')).toHaveText(TOBACCO_FIT);
  const cheaper = tobacco.getByRole('region', { name: 'Günstigere Alternative' });
  await expect(cheaper).toContainText('London for Men von Burberry für 45,00');
  await expect(cheaper).toContainText('82 % günstiger');
  await expectNoSideways(page);
});

test('without a connection the verdict is computed on the device for a photo analysed later', async ({
  page,
  context,
}) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  await chooseLightBlue(home);
  await new AppShell(page).waitForServiceWorkerControl();
  await photo.open();
  const shelf = await photo.labelPhoto(['PACO RABANNE', 'INVICTUS']);

  await context.setOffline(true);
  try {
    await photo.upload(shelf);
    await expect(photo.queuedOfflineNotice).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(photo.queuedResultNotice).toBeVisible({ timeout: 30_000 });

  // Offline again, a fresh start: the stored result, the list and the verdict are all local.
  await context.setOffline(true);
  try {
    await page.reload();
    await photo.open();
    await expect(photo.queuedResultNotice).toBeVisible();
    const invictus = option(photo.detection('Paco Rabanne Invictus'), /^Invictus Paco Rabanne/);
    const verdict = fitOf(invictus);
    await expect(verdict.getByRole('paragraph').first()).toHaveText(INVICTUS_FIT);
    await expect(verdict.getByRole('paragraph').nth(1)).toHaveText(INVICTUS_SIMILAR);
    await expectNoSideways(page);
  } finally {
    await context.setOffline(false);
  }
});

test('without a connection the cheaper alternative of a photo find comes from the device, as the server named it', async ({
  page,
  context,
}) => {
  const home = new HomePage(page);
  const photo = new PhotoMode(page);
  await chooseLightBlue(home);
  await new AppShell(page).waitForServiceWorkerControl();
  // The app downloads the index and, after it, the cheaper-alternatives file once idle.
  await expect.poll(() => storedIndexSize(page), { timeout: 60_000 }).toBeGreaterThan(30_000);
  await expect.poll(() => storedCheaperAlternatives(page), { timeout: 60_000 }).toBeGreaterThan(0);
  await photo.open();
  const shelf = await photo.labelPhoto(['TOM FORD', 'TOBACCO VANILLE']);

  // Queued offline, analysed once online: the server names the alternative.
  await context.setOffline(true);
  try {
    await photo.upload(shelf);
    await expect(photo.queuedOfflineNotice).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(photo.queuedResultNotice).toBeVisible({ timeout: 30_000 });
  const tobacco = () =>
    option(photo.detection('Tom Ford Tobacco Vanille'), /^Tobacco Vanille Tom Ford/);
  const cheaper = () => tobacco().getByRole('region', { name: 'Günstigere Alternative' });
  await expect(cheaper()).toContainText('London for Men von Burberry für 45,00');
  const fromServer = await cheaper().innerText();
  const shopLink = await cheaper().getByRole('link').getAttribute('href');

  // Offline, a fresh start (the page's memory of the answer is gone): only the device's
  // file can name it.
  await context.setOffline(true);
  try {
    await page.reload();
    await photo.open();
    await expect(photo.queuedResultNotice).toBeVisible();
    await expect(cheaper()).toBeVisible({ timeout: 30_000 });
    expect(await cheaper().innerText()).toBe(fromServer);
    await expect(cheaper().getByRole('link')).toHaveAttribute('href', shopLink ?? '');
    await expectNoSideways(page);
  } finally {
    await context.setOffline(false);
  }
});
