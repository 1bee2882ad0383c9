// The admin dashboard in a real browser: closed without a token, the token leaves the
// address bar, the figures shown are the server's (after seeding users and events), the
// charts draw, and a failed load recovers through Retry.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';
import { adminStatsSchema } from '../../api/contract/admin';
import { formatCount, formatUsd } from '../../web/features/admin/adminFormat';
import { E2E_ADMIN_TOKEN } from './support/adminToken';
import { createConfirmedUser } from './support/authAdmin';
import { expect, test } from './support/test';

const configSchema = z.object({ auth: z.object({ anonKey: z.string() }) });
const tokenSchema = z.object({ access_token: z.string() });

/** A confirmed account with its profile and collections, as after a first sign-in. */
async function seedUser(request: APIRequestContext) {
  const user = {
    email: `admin-e2e-${randomUUID().slice(0, 8)}@example.de`,
    password: 'sicheres-Passwort-1',
    firstName: 'Ada',
    lastName: 'Admin',
  };
  await createConfirmedUser(request, user);
  const config = configSchema.parse(await (await request.get('/api/config')).json());
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.auth.anonKey },
    data: { email: user.email, password: user.password },
  });
  const { access_token } = tokenSchema.parse(await signIn.json());
  const ensured = await request.post('/api/ensure-collections', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(ensured.status()).toBe(200);
}

async function serverStats(request: APIRequestContext) {
  const response = await request.get('/api/admin/stats', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return adminStatsSchema.parse(await response.json());
}

const stat = (page: Page, label: string) =>
  page.locator('.admin-stat').filter({ has: page.getByText(label, { exact: true }) });

test('without a token the dashboard stays closed', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Admin token required')).toBeVisible();
});

test('shows the seeded figures, draws its charts and keeps the token out of the address bar', async ({
  page,
  request,
}) => {
  const before = await serverStats(request);
  await seedUser(request);
  await seedUser(request);
  const events = await request.post('/api/analytics/events', {
    data: {
      events: [
        { type: 'page_view', page_path: '/' },
        { type: 'search_started', page_path: '/' },
        { type: 'search_started', page_path: '/' },
      ],
    },
  });
  expect(events.status()).toBe(202);
  const stats = await serverStats(request);
  expect(stats.users.total).toBe(before.users.total + 2);
  expect(stats.visitors.today.searchesStarted).toBe(before.visitors.today.searchesStarted + 2);

  await page.goto(`/admin?token=${E2E_ADMIN_TOKEN}`);
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();
  expect(page.url()).not.toContain('token');
  expect(await page.evaluate(() => sessionStorage.getItem('duftkompass-admin-token'))).toBe(
    E2E_ADMIN_TOKEN,
  );

  await expect(stat(page, 'Nutzer gesamt')).toContainText(formatCount(stats.users.total));
  await expect(stat(page, 'Potenzieller Umsatz')).toContainText(
    formatUsd(stats.revenue.potentialRevenue),
  );
  // Visitors are counted only with analytics consent, and every visitor figure says so.
  await expect(stat(page, 'Besucher heute (mit Einwilligung)')).toBeVisible();
  await expect(stat(page, 'Conversion (30 Tage, mit Einwilligung)')).toBeVisible();
  const visitorsChart = page.getByRole('img', {
    name: /Besucher \(mit Einwilligung\) und Registrierungen/,
  });
  await expect(visitorsChart).toBeVisible();
  expect((await visitorsChart.boundingBox())?.height).toBeGreaterThan(100);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('table', { name: 'Besucher (mit Einwilligung)' })).toBeVisible();
  const today = page.getByRole('row', { name: /^Heute/ });
  await expect(today.getByRole('cell').nth(1)).toHaveText(
    formatCount(stats.visitors.today.searchesStarted),
  );

  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('img', { name: /Antwortzeit und Fehlerquote/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /KI-Kosten je Tag/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('list', { name: 'Letzte Aktivität' })).toContainText(
    'Neue Registrierung',
  );

  // Refresh picks up a new sign-up; /dashboard in the same tab needs no token in the address.
  await seedUser(request);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(stat(page, 'Nutzer gesamt')).toContainText(formatCount(stats.users.total + 1));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();
});

test('a failed load shows the Dashboard Error card, and Retry recovers', async ({ page }) => {
  await page.route('**/api/admin/stats', (route) => route.abort('failed'));
  await page.goto(`/admin?token=${E2E_ADMIN_TOKEN}`);
  await expect(page.getByRole('heading', { name: 'Dashboard Error' })).toBeVisible();
  await expect(page.getByText('Failed to fetch dashboard data')).toBeVisible();

  await page.unroute('**/api/admin/stats');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard' })).toBeVisible();
  await expect(stat(page, 'Nutzer gesamt')).toBeVisible();
});

test('a wrong token is refused with the server’s reason', async ({ page }) => {
  await page.goto('/admin?token=falscher-token-0123456789abcdef');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Der Admin-Token ist ungültig.')).toBeVisible();
  expect(page.url()).not.toContain('token');
});
