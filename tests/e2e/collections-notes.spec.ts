// Issue 26 item 9 (a fourth collection synced to a second device) and issue 29 item 6 (the
// notes blacklist keeps dominated perfumes out of the recommendations, online and offline),
// on a phone and a desktop.
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { DISLIKABLE_NOTES, isDominatedBy } from '../../api/contract/collectionSettings';
import { expect, test } from './support/test';
import { AuthDialog } from './pages/AuthDialog';
import { HomePage } from './pages/HomePage';
import { ProfilePage } from './pages/ProfilePage';
import { ServerData } from './pages/ServerData';
import { storedIndexSize } from './support/offlineIndex';
import { newUserOnProfile } from './support/signedInProfile';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** On a phone the collections sit in a slide-in menu. */
async function openSidebar(page: Page) {
  const menu = page.getByRole('button', { name: 'Deine Sammlungen' });
  if (await menu.isVisible()) await menu.click();
}

const idsSchema = z.object({ perfumes: z.array(z.object({ id: z.string() })) });
const collectionsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
const cardsSchema = z.object({
  recommendations: z.array(
    z.object({
      gpt_name: z.string(),
      matched_perfume: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
const perfumeSchema = z.object({ accords: z.array(z.object({ key: z.string() })) });

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: a fourth collection made on one device appears on a second`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const { user, profile } = await newUserOnProfile(page, request, {
      emailKey: `vierte-${viewport.name}`,
      firstName: 'Vera',
      lastName: 'Viert',
    });
    await openSidebar(page);
    await profile.sidebar.getByLabel('Neue Sammlung').fill('Papa');
    await profile.sidebar.getByRole('button', { name: 'Sammlung anlegen' }).click();
    await profile.expectCollection('Papa');
    await expect(page.getByRole('button', { name: 'Umbenennen' })).toBeVisible();
    // The defaults have no rename or delete.
    await openSidebar(page);
    await profile.openCollection('Meine Parfümsammlung');
    await expect(page.getByRole('button', { name: 'Umbenennen' })).toHaveCount(0);
    await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });

    const second = await browser.newContext({ viewport });
    try {
      const other = await second.newPage();
      const otherProfile = new ProfilePage(other);
      await new HomePage(other).goto();
      await new AuthDialog(other).signInAs(user.email, user.password);
      await otherProfile.goto();
      await otherProfile.expectCollection('Meine Parfümsammlung');
      await openSidebar(other);
      await expect(otherProfile.collectionButton('Papa')).toBeVisible({ timeout: 20_000 });
      await otherProfile.openCollection('Papa');
      for (const tab of ['Parfüms', 'Empfehlungen', 'Wunschliste', 'Blacklist'] as const) {
        await expect(otherProfile.tab(tab)).toBeVisible();
      }
    } finally {
      await second.close();
    }
  });

  test(`${viewport.name}: the notes blacklist keeps dominated perfumes out, offline and online`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { user, profile } = await newUserOnProfile(page, request, {
      emailKey: `noten-${viewport.name}`,
      firstName: 'Nora',
      lastName: 'Note',
    });
    const server = new ServerData(request, user.email, user.password);
    const [main] = collectionsSchema.parse(
      (await server.call('GET', '/api/collections-simple')).body,
    );
    const found = idsSchema.parse(
      (await server.call('GET', '/api/perfumes/search?q=sauvage')).body,
    );
    await server.call('POST', '/api/collections/add-perfumes', {
      collectionId: main!.id,
      perfumeIds: found.perfumes.slice(0, 2).map((perfume) => perfume.id),
    });
    const accordsOf = async (id: string) =>
      perfumeSchema
        .parse((await server.call('GET', `/api/perfumes/${id}`)).body)
        .accords.map((accord) => accord.key);
    const generated = cardsSchema
      .parse((await server.call('POST', '/api/recommendations', { collectionId: main!.id })).body)
      .recommendations.flatMap((card) => (card.matched_perfume ? [card.matched_perfume] : []));
    // The first card's strongest accord that can be disliked.
    let note: keyof typeof DISLIKABLE_NOTES | null = null;
    for (const card of generated) {
      const key = (await accordsOf(card.id))
        .slice(0, 3)
        .find((accord): accord is keyof typeof DISLIKABLE_NOTES => accord in DISLIKABLE_NOTES);
      if (key) {
        note = key;
        break;
      }
    }
    expect(note).not.toBeNull();
    const dominated: string[] = [];
    for (const card of generated) {
      if (isDominatedBy(await accordsOf(card.id), [note!])) dominated.push(card.name);
    }
    expect(dominated.length).toBeGreaterThan(0);

    await profile.goto();
    await profile.expectCollection('Meine Parfümsammlung');
    await profile.openTab('Empfehlungen');
    await expect(profile.panel.getByText(dominated[0]!, { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => storedIndexSize(page), { timeout: 30_000 }).toBeGreaterThan(0);

    await context.setOffline(true);
    try {
      await profile.openTab('Blacklist');
      await profile.panel
        .getByLabel('Note auswählen')
        .selectOption({ label: DISLIKABLE_NOTES[note!] });
      await profile.panel.getByRole('button', { name: 'Note ablehnen' }).click();
      await expect(
        profile.panel
          .getByRole('list', { name: 'Abgelehnte Noten' })
          .getByText(DISLIKABLE_NOTES[note!]),
      ).toBeVisible();
      await profile.openTab('Empfehlungen');
      for (const name of dominated) {
        await expect(profile.panel.getByText(name, { exact: true })).toHaveCount(0);
      }
    } finally {
      await context.setOffline(false);
    }
    await expect(profile.syncStatus).toHaveText('', { timeout: 20_000 });

    // Online: the server's copy lost them too, and a new list has none.
    const stored = cardsSchema
      .parse((await server.call('GET', `/api/recommendations?collectionId=${main!.id}`)).body)
      .recommendations.flatMap((card) => (card.matched_perfume ? [card.matched_perfume.name] : []));
    for (const name of dominated) expect(stored).not.toContain(name);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/recommendations') && response.request().method() === 'POST',
      ),
      profile.panel.getByRole('button', { name: 'Neue Empfehlungen generieren' }).click(),
    ]);
    const fresh = cardsSchema.parse(await answer.json()).recommendations;
    for (const card of fresh) {
      if (card.matched_perfume) {
        expect(isDominatedBy(await accordsOf(card.matched_perfume.id), [note!])).toBe(false);
      }
    }
  });
}
