// One linter for the whole project. Import boundaries (STYLE.md §4): the browser may
// import only the isomorphic contract from api/; the contract imports nothing that
// needs Node, a database or Hono; the server never imports browser code.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOnlyModules = [
  'node:*',
  'hono',
  'hono/*',
  '@hono/*',
  'pg',
  '@electric-sql/*',
  'nodemailer',
  'openai',
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
      // noUncheckedIndexedAccess makes every typed-array read optional; hot loops over
      // arrays whose bounds are known use `!` instead of paying for runtime checks.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/(?!contract/)',
              message: 'Der Browser importiert aus api/ nur den Vertrag (api/contract).',
            },
            { group: serverOnlyModules, message: 'Server-Module gehören nicht in den Browser.' },
          ],
        },
      ],
    },
  },
  {
    // Build-time scripts run in Node (e.g. the icon generator), not in the browser.
    files: ['web/icons/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/**/*.ts'],
    ignores: ['api/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/sw/**'],
              message: 'Der Server importiert keinen Browser-Code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes receive the dependencies they use; app.ts composes them, so no feature
    // imports it back (tests may build the whole app). Request data is read with the
    // endpoint table's schemas, so the server cannot accept another shape than the client sends.
    files: ['api/features/**/*.ts'],
    ignores: ['api/features/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/sw/**'],
              message: 'Der Server importiert keinen Browser-Code.',
            },
            {
              group: ['**/app'],
              message:
                'Features importieren app.ts nicht: sie bekommen ihre Abhängigkeiten übergeben.',
            },
            {
              group: ['**/http/validate'],
              message:
                'Routen lesen Query und Body mit endpointQuery/endpointBody (http/endpointRoutes): die Schemas der Endpunkt-Tabelle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/contract/**/*.ts'],
    ignores: ['api/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...serverOnlyModules, 'fs', 'path', 'crypto'],
              message: 'api/contract ist isomorph: keine Node-, Datenbank- oder Hono-Module.',
            },
            {
              group: [
                '**/db/**',
                '**/features/**',
                '**/catalog/**',
                '**/http/**',
                '**/app',
                '**/config',
                '**/web/**',
              ],
              message: 'api/contract importiert nur aus api/contract.',
            },
          ],
        },
      ],
    },
  },
);
