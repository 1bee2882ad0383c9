// The `test` every spec uses: Playwright's, plus a guard that fails the test when the
// page breaks the Content-Security-Policy (a blocked script, style, image, worker or
// request), so the policy is checked against everything the specs exercise. Specs start
// with a stored "Nur notwendige" choice so the consent sheet does not cover what they click;
// consent specs turn that off with `test.use({ consentDecided: false })`.
import { test as base, expect } from '@playwright/test';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../../web/features/consent/consentStore';

export const test = base.extend<{
  cspGuard: undefined;
  consentDecided: boolean;
  consentSeed: undefined;
}>({
  consentDecided: [true, { option: true }],
  consentSeed: [
    async ({ context, consentDecided }, use) => {
      if (consentDecided) {
        await context.addInitScript(
          ({ key, version }) => {
            // Only when absent, so a spec that changes the choice keeps its own; about:blank
            // has no storage.
            try {
              if (localStorage.getItem(key) !== null) return;
              localStorage.setItem(
                key,
                JSON.stringify({
                  version,
                  decidedAt: new Date().toISOString(),
                  analytics: false,
                  marketing: false,
                }),
              );
            } catch {
              // No storage in this frame.
            }
          },
          { key: CONSENT_STORAGE_KEY, version: CONSENT_VERSION },
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'Verstöße gegen die Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
// Types and helpers as Playwright's own; `test` above takes precedence over its `test`.
export * from '@playwright/test';
