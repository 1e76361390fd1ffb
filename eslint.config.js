import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import roast from './tools/eslint/feature-boundaries.js';
import i18n from './tools/eslint/translated-texts.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/drizzle/**',
      'apps/api/assets/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The domain is pure: no I/O, nothing from the server or the browser.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'path',
            'http',
            'react',
            'react-dom',
            'fastify',
            'drizzle-orm',
            '@roast/api*',
            '@roast/web*',
          ],
        },
      ],
    },
  },
  {
    // Features do not import each other; app/ composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { roast },
    rules: { 'roast/feature-boundaries': 'error' },
  },
  {
    // The store and the staff console share only components/, lib/ and styles/; console features
    // do not import each other either.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { roast },
    rules: { 'roast/console-apart': 'error', 'roast/console-feature-boundaries': 'error' },
  },
  {
    // An API feature uses another only through its <name>.service.ts; app.ts composes the rest.
    files: ['apps/api/src/features/**/*.ts'],
    plugins: { roast },
    rules: { 'roast/api-feature-boundaries': 'error' },
  },
  {
    // Customer pages in Kannada and Hindi: no fixed text written straight into JSX. The folders
    // already translated; a feature joins the list once its texts are in locales/.
    files: [
      'apps/web/src/app/**/*.tsx',
      'apps/web/src/components/**/*.tsx',
      'apps/web/src/features/{home,cakes,hampers,outlets,events,workshops}/**/*.tsx',
      'apps/web/src/features/{cart,contact,careers,about,blogs,bookings,orders,policies}/**/*.tsx',
      'apps/web/src/features/account/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { i18n },
    rules: { 'i18n/no-raw-text': 'error' },
  },
);
