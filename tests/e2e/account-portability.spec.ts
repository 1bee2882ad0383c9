import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { ServerData } from './pages/ServerData';
import { newUserOnProfile } from './support/signedInProfile';

const KNOWN = [
  'Dior;Sauvage',
  'Creed;Aventus',
  'Chanel;Bleu de Chanel',
  'Dolce & Gabbana;Light Blue pour Homme',
  'Giorgio Armani;Acqua di Gio',
  'Azzaro;Orange Tonic',
  'Chanel;Coco Mademoiselle',
  'Yves Saint Laurent;Black Opium',
  'Paco Rabanne;1 Million',
  'Jean Paul Gaultier;Le Male',
  'Lancôme;La Vie Est Belle',
  'Tom Ford;Oud Wood',
  'Maison Francis Kurkdjian;Baccarat Rouge 540',
  'Hugo Boss;Boss Bottled',
  'Versace;Eros',
  'Calvin Klein;CK One',
  'Thierry Mugler;Angel',
  'Guerlain;Shalimar',
];
const UNKNOWN = ['Fantasiehaus;Mondstaub', 'Nirgendwo Parfums;Gläserner Nebel'];

test('the export holds what was saved, and a 20-line CSV imports 18 perfumes and names the 2 unknown lines', async ({
  page,
  request,
}) => {
  const { user, profile } = await newUserOnProfile(page, request, {
    emailKey: 'gisela',
    firstName: 'Gisela',
    lastName: 'Exportiert',
  });
  await profile.addFromSearch('Parfüm zur Sammlung hinzufügen', 'sauvage', 'Sauvage');
  // The export is the server's copy: wait until the queue has delivered the save (an empty
  // status line can also mean the queue has not started yet).
  const server = new ServerData(request, user.email, user.password);
  await expect
    .poll(() => server.itemNames('Meine Parfümsammlung'), { timeout: 20_000 })
    .toEqual(['Sauvage']);

  await profile.sidebar.getByRole('button', { name: 'Einstellungen' }).click();
  // One click downloads everything as JSON; the single files stay listed.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^duftkompass-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const downloads = page.getByRole('list', { name: 'Downloads' });
  await expect(downloads.getByRole('link', { name: 'Alle Daten (JSON)' })).toBeVisible();
  const exported: unknown = JSON.parse(await readFile(await json.path(), 'utf8'));
  expect(exported).toMatchObject({
    account: { email: user.email },
    collections: expect.arrayContaining([
      expect.objectContaining({
        name: 'Meine Parfümsammlung',
        items: [expect.objectContaining({ name: 'Sauvage' })],
      }),
    ]),
  });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Meine Parfümsammlung (CSV)' }).click(),
  ]);
  expect(await readFile(await csv.path(), 'utf8')).toMatch(/Marke;Name\r\n.*;"Sauvage"\r\n$/);

  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'sammlung.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['Marke;Name', ...KNOWN.slice(0, 9), ...UNKNOWN, ...KNOWN.slice(9)].join('\n'),
    ),
  });
  await expect(page.getByLabel('Parfümliste (Marke; Name)')).toHaveValue(/Guerlain;Shalimar/);
  await page.getByLabel('Speichern in').selectOption({ label: 'Partner-Parfümsammlung' });
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(
    page.getByRole('list', { name: 'Gefundene Parfüms' }).getByRole('listitem'),
  ).toHaveCount(18);
  await expect(
    page.getByRole('list', { name: 'Nicht gefundene Zeilen' }).getByRole('listitem'),
  ).toHaveText(['Fantasiehaus; Mondstaub', 'Nirgendwo Parfums; Gläserner Nebel']);
  await page.getByRole('button', { name: '18 Parfüms speichern' }).click();
  await expect(
    page.getByText('18 Parfüms in „Partner-Parfümsammlung“ hinzugefügt.', { exact: true }),
  ).toBeVisible();

  await expect
    .poll(async () => (await server.itemNames('Partner-Parfümsammlung')).length, {
      timeout: 20_000,
    })
    .toBe(18);
  expect(await server.itemNames('Partner-Parfümsammlung')).toEqual(
    expect.arrayContaining(['Aventus', 'Shalimar', 'Baccarat Rouge 540']),
  );
});

test('an export file brings an own collection back with its disliked notes and perfumes', async ({
  page,
  request,
}) => {
  const { user, profile } = await newUserOnProfile(page, request, {
    emailKey: 'rueckkehr',
    firstName: 'Rita',
    lastName: 'Rückkehr',
  });
  const at = new Date().toISOString();
  const collection = (name: string, type: string, notes: string[], items: string[][]) => ({
    id: crypto.randomUUID(),
    name,
    type,
    created_at: at,
    disliked_notes: notes,
    items: items.map(([brand, perfume]) => ({
      id: crypto.randomUUID(),
      perfume_id: null,
      name: perfume!,
      brand: brand!,
      added_at: at,
      description: null,
      notes: [],
      occasions: [],
      source: 'photo',
    })),
    wishlist: [],
    blacklist: [],
    analysis: null,
    recommendations: null,
  });
  const exported = {
    exported_at: at,
    account: {
      id: crypto.randomUUID(),
      email: 'frueher@example.de',
      login: null,
      profile_created_at: at,
    },
    collections: [
      collection('Meine Parfümsammlung', 'main', [], [['Hausmarke', 'Sommerwiese']]),
      collection('Papa', 'own', ['oud', 'patchouli'], [['Hausmarke', 'Papas Rasierwasser']]),
    ],
    temporary_collections: [],
    csv: {},
  };
  await profile.sidebar.getByRole('button', { name: 'Einstellungen' }).click();
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'duftkompass-daten.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exported)),
  });
  await expect(page.getByText('2 Sammlungen mit 2 Parfüms.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Sammlungen übernehmen' }).click();
  await expect(page.getByText('Export übernommen', { exact: true })).toBeVisible();

  const server = new ServerData(request, user.email, user.password);
  await expect
    .poll(() => server.itemNames('Papa'), { timeout: 20_000 })
    .toEqual(['Papas Rasierwasser']);
  expect(await server.itemNames('Meine Parfümsammlung')).toEqual(['Sommerwiese']);
  const { body } = await server.call('GET', '/api/collections-simple');
  const papa = (body as { name: string; disliked_notes: string[] }[]).find(
    (c) => c.name === 'Papa',
  );
  expect(papa?.disliked_notes.sort()).toEqual(['oud', 'patchouli']);
});
