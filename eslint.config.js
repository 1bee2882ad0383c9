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

// What no browser module may import: the server (except the isomorphic contract) and Node.
const browserBoundaries = [
  {
    regex: '(^|/)api/(?!contract/)',
    message: 'Der Browser importiert aus api/ nur den Vertrag (api/contract).',
  },
  { group: serverOnlyModules, message: 'Server-Module gehören nicht in den Browser.' },
];
const dexieOnlyInData = {
  group: ['dexie', 'dexie-react-hooks'],
  message: 'Dexie nur in web/data: dort liegen Datenbank, Abfragen und Live-Abfragen.',
};
// The layers below the features (client, session, device data, sync) never import a feature:
// dependencies point one way.
const noFeatures = {
  group: ['**/features/**'],
  message: 'Client, Sitzung, Gerätedaten und Sync hängen von keinem Feature ab.',
};

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
      'no-restricted-imports': ['error', { patterns: [...browserBoundaries, dexieOnlyInData] }],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Anfragen an die API nur über den einen Client in web/apiClient.',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Anfragen nur über web/apiClient.' },
        { object: 'globalThis', property: 'fetch', message: 'Anfragen nur über web/apiClient.' },
        { object: 'self', property: 'fetch', message: 'Anfragen nur über web/apiClient.' },
      ],
    },
  },
  {
    // The one API client, the service worker and tests (which stand in for the network).
    files: ['web/apiClient/**/*.ts', 'sw/**/*.ts', 'web/**/*.test.{ts,tsx}', 'web/testing/**/*.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The device database layer owns Dexie.
    files: ['web/data/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...browserBoundaries, noFeatures] }],
    },
  },
  {
    files: ['web/sync/**/*.{ts,tsx}', 'web/session/**/*.ts', 'web/apiClient/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...browserBoundaries, dexieOnlyInData, noFeatures] },
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
