import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (pure logic, browser data layer on fake-indexeddb) and
// API tests through app.request(), which run on in-memory PGlite by default and on a
// real PostgreSQL server when TEST_DATABASE_URL is set (see tests/support/with-postgres.sh).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'api/**/*.test.ts',
            'web/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
          // Tests that read the whole 84k catalog or the raw sources take several seconds
          // and more on a loaded machine; 5 s made them flaky, not faster. Their beforeAll
          // hooks build both search indexes over it (60 s ran out at load 37).
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/**/*.api.test.ts', 'tests/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
