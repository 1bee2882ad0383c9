import { expect, test, type Page } from './support/test';
import {
  type CheaperAlternative,
  cheaperAlternativeResponseSchema,
} from '../../api/contract/cheaperAlternative';
import { recommendationsResponseSchema } from '../../api/contract/recommendations';
import { HomePage } from './pages/HomePage';
import { ScentPanels } from './pages/ScentPanels';

// The e2e server runs without a shop feed, so no card has a price and the server never finds
// an alternative. A feed is played at the network boundary instead: the real recommendations
// pass through with a shop price on the first pick, and the real cheaper-alternative answer
// (checked to be the contract's "none" without prices) is replaced by what the server
// answers with a feed (see cheaperAlternative.api.test.ts for the server side).
const ALTERNATIVE: CheaperAlternative = {
  id: 'fra-34696',
  name: 'Club de Nuit Intense',
  brand: 'Armaf',
  priceCents: 2990,
  currency: 'EUR',
  affiliate_link: 'https://shop.example/armaf-club-de-nuit-intense',
  shop: 'shop.example',
  savingPercent: 74,
  sharedAccords: ['Zitrisch', 'Ledrig'],
  sharedNotes: ['Ananas', 'Birke'],
};

async function withFeedPrices(page: Page): Promise<{ pricedIds: string[] }> {
  const priced = { pricedIds: [] as string[] };
  await page.route('**/api/temp-recommendations', async (route) => {
    const response = await route.fetch();
    const body = recommendationsResponseSchema.parse(await response.json());
    const first = body.recommendations[0]?.matched_perfume;
    if (first) {
      first.priceCents = 11500;
      first.currency = 'EUR';
      first.affiliate_link = 'https://shop.example/erste-empfehlung';
      first.shop = 'shop.example';
      priced.pricedIds.push(first.id);
    }
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/perfumes/*/cheaper-alternative', async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    expect(cheaperAlternativeResponseSchema.parse(await response.json())).toEqual({
      alternative: null,
    });
    await route.fulfill({ response, json: { alternative: ALTERNATIVE } });
  });
  return priced;
}

test('a priced recommendation names a cheaper, similar alternative with its price, saving and advertising link', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/perfumes\/([^/]+)\/cheaper-alternative$/.exec(request.url());
    if (match) requested.push(decodeURIComponent(match[1]!));
  });
  const priced = await withFeedPrices(page);
  const home = new HomePage(page);
  await home.startWith(['sauvage', 'Sauvage', /Dior/], ['aventus', 'Aventus', /Creed/]);
  const scent = new ScentPanels(page);
  await scent.analyseButton.click();
  await expect(scent.dnaCard).toBeVisible();
  await scent.recommendButton.click();
  await expect(scent.recommendations).toBeVisible();

  const card = scent.cards().first();
  await expect(card.getByText(/^115,00\s€$/)).toBeVisible();
  const note = card.getByRole('region', { name: 'Günstigere Alternative' });
  await expect(note).toContainText(
    'Günstigere Alternative (ähnlich, nicht identisch): Club de Nuit Intense von Armaf für 29,90 €, 74 % günstiger.',
  );
  await expect(note).toContainText(
    'Gemeinsame Akkorde: Zitrisch, Ledrig; gemeinsame Noten: Ananas, Birke.',
  );
  const link = note.getByRole('link', { name: /Club de Nuit Intense bei shop\.example ansehen/ });
  await expect(link).toHaveAttribute('href', ALTERNATIVE.affiliate_link!);
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  await expect(link).toHaveAccessibleName(/Werbelink/);
  await expect(note.getByText('Anzeige', { exact: true })).toBeVisible();

  // Only the priced card asks; the others have no price and show no alternative.
  expect(requested).toEqual(priced.pricedIds);
  await expect(scent.recommendations.getByText('Günstigere Alternative')).toHaveCount(1);
});
