// The legal, help and marketing pages as a visitor meets them: each has its heading, its
// sections, its own title and description, a way back and the shared footer; the sign-up
// dialog's terms links open them; and no footer link anywhere ends on the 404 page.
import type { Page } from '@playwright/test';
import { AuthDialog } from './pages/AuthDialog';
import { expect, test } from './support/test';

// Signed out, the footer offers "Anmelden"; signed in, "Mein Profil" in its place.
const legalFooterLinks = [
  'Startseite',
  'Anmelden',
  'Hilfe & FAQ',
  'Kontakt',
  'Datenschutz',
  'AGB',
  'Impressum',
];

const pages = [
  {
    path: '/agb',
    heading: 'Allgemeine Geschäftsbedingungen',
    title: /^AGB – Duftkompass$/,
    sections: [
      '1. Geltungsbereich',
      '2. Leistungsbeschreibung',
      '3. Registrierung und Nutzerkonto',
      '4. Pflichten der Nutzer',
      '5. Vertragsschluss und Zahlung',
      '6. Widerrufsrecht',
      '7. Haftung',
      '8. Datenschutz',
      '9. Geistiges Eigentum',
      '10. Änderungen der AGB',
      '11. Schlussbestimmungen',
    ],
  },
  {
    path: '/datenschutz',
    heading: 'Datenschutzerklärung',
    title: /^Datenschutz – Duftkompass$/,
    sections: [
      '1. Verantwortlicher',
      '2. Allgemeines',
      '3. Welche Daten wir verarbeiten',
      '4. Zwecke der Verarbeitung',
      '5. Rechtsgrundlagen',
      '6. Foto-Upload und Speicherdauer',
      '7. Externer KI-Dienst',
      '8. Empfänger',
      '9. Übermittlung in Drittländer',
      '10. Cookies, Speicher und Tracking',
      '11. Deine Rechte',
      '12. Widerruf der Einwilligung',
      '13. Datensicherheit',
      '14. Änderungen dieser Datenschutzerklärung',
    ],
  },
  {
    path: '/impressum',
    heading: 'Impressum',
    title: /^Impressum – Duftkompass$/,
    sections: [
      'Anbieter',
      'Kontakt',
      'Vertreten durch',
      'Umsatzsteuer-ID',
      'Haftung für Inhalte',
      'Haftung für Links',
      'Urheberrecht',
      'Streitbeilegung',
    ],
  },
  {
    path: '/hilfe',
    heading: 'Hilfe & FAQ',
    title: /^Hilfe & FAQ – Duftkompass$/,
    sections: [
      'Erste Schritte #',
      'So funktioniert die KI-Analyse #',
      'Was bedeutet die Duft-DNA? #',
      'Sammlung und Wunschliste verwalten #',
      'Foto-Upload richtig nutzen #',
      'Wie genau sind die Empfehlungen? #',
      'Mehrere Sammlungen nutzen #',
      'So funktioniert die Blacklist #',
      'Warum finde ich meinen Duft nicht? #',
      'Wie funktioniert Duftkompass offline? #',
      'Probleme lösen #',
      'Support per E-Mail',
    ],
  },
  {
    path: '/parfum-empfehlungen',
    heading: 'Persönliche Parfüm-Empfehlungen',
    title: /Parfüm-Empfehlungen/,
    sections: ['So funktioniert’s', 'Deine Vorteile'],
  },
];

async function description(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

for (const legalPage of pages) {
  test(`${legalPage.path} shows its heading, sections, own title and description and the shared footer`, async ({
    page,
  }) => {
    await page.goto('/');
    const homeDescription = await description(page);

    await page.goto(legalPage.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: legalPage.heading })).toBeVisible();
    await expect(page).toHaveTitle(legalPage.title);
    const ownDescription = await description(page);
    expect(ownDescription).not.toBe(homeDescription);
    expect(ownDescription?.length ?? 0).toBeGreaterThan(80);

    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(legalPage.sections);
    await expect(main.getByRole('button', { name: 'Zurück' })).toBeVisible();

    // One footer: the app's, with the spec's links and placeholders.
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Duftkompass`);
    await expect(footer).not.toContainText('Lizenz ungeklärt');
    for (const name of legalFooterLinks) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const placeholder of ['Social Media', 'Newsletter', 'Partner werden']) {
      await expect(footer.getByText(`${placeholder} (folgt)`, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: placeholder })).toHaveCount(0);
    }
  });
}

test('the terms name their validity and link the privacy statement', async ({ page }) => {
  await page.goto('/agb');
  const main = page.getByRole('main');
  await expect(main.getByText('Gültig ab Januar 2025')).toBeVisible();
  await expect(main).toContainText('mindestens 18 Jahre');
  await expect(main).toContainText('14 Tagen');
  await main.getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
});

test('the privacy statement lists the rights and what this app stores on the device', async ({
  page,
}) => {
  await page.goto('/datenschutz');
  const main = page.getByRole('main');
  // Spec 001's header line, with the month this text took effect, and section 14 agree.
  await expect(main.getByText('Gültig ab November 2026', { exact: true })).toBeVisible();
  await expect(
    main.getByRole('region', { name: '14. Änderungen dieser Datenschutzerklärung' }),
  ).toContainText('Stand: November 2026');
  const rights = main.getByRole('region', { name: '11. Deine Rechte' });
  for (const right of [
    'Auskunft',
    'Berichtigung',
    'Löschung',
    'Einschränkung',
    'Datenübertragbarkeit',
    'Widerspruch',
    'Beschwerde bei einer Datenschutz-Aufsichtsbehörde',
  ]) {
    await expect(rights.getByRole('listitem').filter({ hasText: right })).toHaveCount(1);
  }
  const storage = main.getByRole('table', { name: 'Speicher auf deinem Gerät' });
  for (const key of [
    'duftkompass',
    'duftkompass-catalog',
    'duftkompass-auth',
    'duftkompass-device-id',
    'duftkompass-consent',
    'duftkompass-perfume-images',
  ]) {
    await expect(storage.getByRole('cell', { name: key, exact: true })).toBeVisible();
  }
  await expect(
    main.getByRole('region', { name: '6. Foto-Upload und Speicherdauer' }),
  ).toContainText('höchstens 10 MB');
  // The test server runs the local engine: no external AI provider may be claimed.
  await expect(main.getByRole('region', { name: '7. Externer KI-Dienst' })).toContainText(
    'Derzeit ist kein externer KI-Dienst eingebunden',
  );
});

test('without OPERATOR_* the Impressum shows clearly marked example data', async ({ page }) => {
  await page.goto('/impressum');
  const main = page.getByRole('main');
  await expect(main.getByRole('note')).toContainText('Beispieldaten – vor dem Start ersetzen');
  await expect(main.getByRole('region', { name: 'Umsatzsteuer-ID' })).toContainText('folgt');
  await expect(main.getByRole('region', { name: 'Streitbeilegung' })).toContainText(
    'Verbraucherschlichtungsstelle',
  );
});

test('the marketing page leads to the start with "Jetzt starten"', async ({ page }) => {
  await page.goto('/parfum-empfehlungen');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(7);
  await expect(main.getByRole('complementary', { name: 'Tipp' })).toContainText('Foto-Analyse');
  await main.getByRole('link', { name: 'Jetzt starten' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('searchbox', { name: 'Parfüm suchen' })).toBeVisible();
});

test('the back button returns to the previous page, or home when opened directly', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB' }).click();
  await expect(page).toHaveURL(/\/agb$/);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/impressum$/);

  await page.goto('/hilfe');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('help answers are searchable and linkable', async ({ page }) => {
  await page.goto('/hilfe#offline');
  const offline = page.getByRole('region', { name: 'Wie funktioniert Duftkompass offline?' });
  await expect(offline).toContainText('automatisch synchronisiert');
  await expect(offline).toBeInViewport();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Hilfe durchsuchen' });
  await search.fill('HEIC');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Foto-Upload richtig nutzen #',
    'Support per E-Mail',
  ]);
  await search.fill('quantenschaum');
  await expect(
    page.getByRole('status').filter({ hasText: 'Keine Antwort gefunden' }),
  ).toBeVisible();
});

test('the sign-up dialog’s terms links open the terms and the privacy statement', async ({
  page,
}) => {
  await page.goto('/');
  const auth = new AuthDialog(page);
  await auth.openForSignup();

  for (const [name, heading] of [
    ['AGB', 'Allgemeine Geschäftsbedingungen'],
    ['Datenschutzerklärung', 'Datenschutzerklärung'],
  ] as const) {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      auth.dialog.getByRole('link', { name, exact: true }).click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await tab.close();
  }
  // The half-filled form is still there.
  await expect(auth.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
});

test('no link in the app footer or the legal footer leads to the 404 page', async ({ page }) => {
  const targets = new Set<string>();
  for (const path of ['/', ...pages.map((p) => p.path)]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const footers = page.getByRole('contentinfo');
    for (const href of await footers
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      targets.add(href);
    }
  }
  expect([...targets].sort()).toEqual([
    '/',
    '/agb',
    '/auth',
    '/datenschutz',
    '/hilfe',
    '/impressum',
    '/parfum-empfehlungen',
  ]);
  for (const href of targets) {
    await page.goto(href);
    // Routes are matched synchronously: once the header is there, a 404 would be too.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' }), href).toHaveCount(0);
  }
});
