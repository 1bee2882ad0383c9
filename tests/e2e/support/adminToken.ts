// The ADMIN_TOKEN of the e2e server (playwright.config.ts) that the dashboard spec opens
// /admin with.
export const E2E_ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef';
