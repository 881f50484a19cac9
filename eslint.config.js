import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettierConfig from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', '.data/', 'test-results/', 'playwright-report/', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // jotai is reached only through pwa/lib/store.ts, so atoms live in one place.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Import jotai through pwa/lib/store.ts.' }],
          patterns: [{ group: ['**/api/**'], message: 'The app does not import the server; share through contract/.' }],
        },
      ],
    },
  },
  {
    files: ['pwa/lib/store.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Screens and shared UI reach the server through pwa/data/'s modules (one per resource), never the HTTP client,
  // and say a failed request in the page's language.
  {
    files: ['pwa/features/**/*.{ts,tsx}', 'pwa/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'jotai', message: 'Import jotai through pwa/lib/store.ts.' }],
          patterns: [
            { group: ['**/api/**'], message: 'The app does not import the server; share through contract/.' },
            { group: ['**/data/api.ts', 'ky'], message: 'Call the server through the resource modules of pwa/data/.' },
            {
              group: ['**/lib/apiError.ts'],
              importNames: ['errorMessage'],
              message:
                "Say a failure through useFailureMessage (pwa/lib/formMessages.ts): it keeps the server's English off Gujarati and Hindi pages.",
            },
          ],
        },
      ],
    },
  },
  // The sync oracle runs the app's offline code against the real server (and its test setup's types);
  // an agreement test holds the app's half of a rule to the server's (a pass the server signs, the phone checks).
  {
    files: ['pwa/**/*.oracle.test.ts', 'pwa/**/*.agreement.test.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/triple-slash-reference': 'off' },
  },
  // With verbatimModuleSyntax, `import { type A }` stays in the bundle as an import of its module:
  // a component that named only a listing's type brought the listing schemas into every page.
  {
    files: ['pwa/**/*.{ts,tsx}', 'contract/**/*.ts'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },
  // Imports run one way: pwa → contract ← api. The contract imports neither side.
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/pwa/**'], message: 'The server does not import the app; share through contract/.' }] },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/**', '**/pwa/**'], message: 'The contract imports neither the server nor the app.' }] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The layers point one way: shared UI never reaches into screens, the server never imports the
  // demo seed. (Cycles, type-only and lazy imports included, are madge's check in scripts/checks.ts.)
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './api', from: './seed', message: 'The server does not import the demo seed: seed/start.ts adds it to npm start.' },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./pwa/lib', './pwa/i18n', './pwa/components'],
              from: './pwa/features',
              message: 'Shared code does not import screens.',
            },
            { target: './pwa/i18n', from: './pwa/lib', message: 'The messages are the lower layer: lib may use i18n, not the other way.' },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's (`npm run format`); lint checks it with `prettier --check`.
  prettierConfig,
);
