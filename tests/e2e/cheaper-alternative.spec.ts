import { expect, test, type Locator } from './support/test';
import { HomePage } from './pages/HomePage';
import { ScentPanels } from './pages/ScentPanels';
import { ServerData } from './pages/ServerData';
import { newUserOnProfile } from './support/signedInProfile';

// The e2e server holds the shop feed tests/e2e/fixtures/shopFeed.csv: Tobacco Vanille costs
// 250 €, and of the priced well-known perfumes Burberry's London for Men (45 €) is the closest
// one that costs at least 30 % less. London for Men itself is priced but has no cheaper match.
const ALTERNATIVE_TEXT =
  'Günstigere Alternative (ähnlich, nicht identisch): London for Men von Burberry für 45,00 € (100 ml), 82 % günstiger.';
const SHARED_TEXT = 'Gemeinsame Akkorde: Süß, Tabak, Warm-würzig; gemeinsame Noten: Tabakblatt.';

async function expectLondonForMenAsAlternative(card: Locator): Promise<void> {
  const note = card.getByRole('region', { name: 'Günstigere Alternative' });
  await expect(note).toContainText(ALTERNATIVE_TEXT);
  await expect(note).toContainText(SHARED_TEXT);
  const link = note.getByRole('link', { name: /London for Men bei shop\.example ansehen/ });
  await expect(link).toHaveAttribute('href', 'https://shop.example/burberry-london-for-men');
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  await expect(link).toHaveAccessibleName(/Werbelink/);
  await expect(note.getByText('Anzeige', { exact: true })).toBeVisible();
}

test('a priced recommendation names a cheaper, similar alternative with its price, saving and advertising link', async ({
  page,
}) => {
  const home = new HomePage(page);
  // Tobacco Vanille is among the engine's picks for these two.
  await home.startWith(
    ['tobacco oud', 'Tobacco Oud', /Tom Ford/],
    ['chergui', 'Chergui', /Serge Lutens/],
  );
  const scent = new ScentPanels(page);
  await scent.analyseButton.click();
  await expect(scent.dnaCard).toBeVisible();
  await scent.recommendButton.click();
  await expect(scent.recommendations).toBeVisible();

  const priced = scent.recommendations.getByRole('article', { name: 'Tobacco Vanille Tom Ford' });
  await expect(priced.getByText(/^250,00\s€$/)).toBeVisible();
  // The feed's bottle (50 ml) and the Grundpreis next to the price.
  await expect(priced).toContainText(
    /250,00\s€ · 50 ml \(500,00\s€ \/ 100 ml\) · bei shop\.example/,
  );
  await expectLondonForMenAsAlternative(priced);

  // A priced perfume without a cheaper well-known match, and one without a shop price.
  const cheap = scent.recommendations.getByRole('article', { name: 'London for Men Burberry' });
  await expect(cheap.getByText(/^45,00\s€$/)).toBeVisible();
  const unpriced = scent.recommendations.getByRole('article', {
    name: 'A*Men Pure Havane Thierry Mugler',
  });
  await expect(unpriced.getByText('Preis auf Anfrage')).toHaveCount(0);
  await expect(cheap.getByText('Günstigere Alternative')).toHaveCount(0);
  await expect(unpriced.getByText('Günstigere Alternative')).toHaveCount(0);
});

test('a priced wish shows its price, shop link and cheaper alternative, unless the person owns it; an unpriced wish shows none', async ({
  page,
  request,
}) => {
  const { user, profile } = await newUserOnProfile(page, request, {
    emailKey: 'alternative',
    firstName: 'Lena',
    lastName: 'Sparsam',
  });
  await profile.openTab('Wunschliste');
  const search = 'Parfüm zur Wunschliste hinzufügen';
  await profile.searchFor(search, 'tobacco vanille');
  await profile.panel
    .getByRole('button', { name: 'Tobacco Vanille von Tom Ford hinzufügen' })
    .click();
  await profile.addFromSearch(search, 'invictus', 'Invictus');

  const wish = profile.card('Wunschliste', 'Tobacco Vanille');
  await expect(wish.getByText(/^250,00\s€$/)).toBeVisible();
  await expect(wish.getByRole('link', { name: /Bei shop\.example ansehen/ })).toHaveAttribute(
    'href',
    'https://shop.example/tom-ford-tobacco-vanille',
  );
  await expectLondonForMenAsAlternative(wish);

  const unpriced = profile.card('Wunschliste', 'Invictus');
  // Without a feed price the card shows none (never "Preis auf Anfrage").
  await expect(unpriced.getByText('Invictus').first()).toBeVisible();
  await expect(unpriced.getByText('Preis auf Anfrage')).toHaveCount(0);
  await expect(unpriced.getByText(/€/)).toHaveCount(0);
  await expect(unpriced.getByRole('link', { name: /Werbelink/ })).toHaveCount(0);
  await expect(profile.list('Wunschliste').getByText('Günstigere Alternative')).toHaveCount(1);

  // Once London for Men is in their collection, the server no longer names it to them, and
  // no other priced perfume is close and cheap enough.
  await profile.openTab('Parfüms');
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'london for men', 'London for Men');
  // The server decides from its copy: wait until the queue has delivered the save.
  const server = new ServerData(request, user.email, user.password);
  await expect
    .poll(() => server.itemNames('Meine Parfümsammlung'), { timeout: 20_000 })
    .toEqual(['London for Men']);
  const answered = page.waitForResponse((r) => r.url().includes('/fra-1825/cheaper-alternative'));
  await page.reload();
  await profile.expectCollection('Meine Parfümsammlung');
  await profile.openTab('Wunschliste');
  expect((await answered).status()).toBe(200);
  await expect(wish.getByText(/^250,00\s€$/)).toBeVisible();
  await expect(wish.getByText('Günstigere Alternative')).toHaveCount(0);
});
