// The `test` every spec uses: Playwright's, plus a guard that fails the test when the
// page breaks the Content-Security-Policy (a blocked script, style, image, worker or
// request), so the policy is checked against everything the specs exercise.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspGuard: undefined }>({
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
