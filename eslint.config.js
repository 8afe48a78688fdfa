import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The layer arrows of the architecture notes, one ban per folder, each with its reason. */
const ban = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const noEngine = {
  group: ['**/engine/**', '**/engine'],
  message: 'Only engine/ composes the app; lower layers take data through props or input.',
};
const noFixtures = {
  group: ['**/fixtures/**', '**/fixtures'],
  message: 'Fixtures are for stories, tests and the mocked backend, not for shipped layers.',
};
const noVariants = {
  group: ['**/variants/**'],
  message: 'Variants are reached through engine/registry only.',
};
const noMsw = {
  group: ['msw', 'msw/*'],
  message: 'msw stays out of shipped code; the app loads fixtures/mocks lazily.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.tools',
      'dist',
      'dist-server',
      // bench:breakdown's build with source maps (scripts/bundle-breakdown.mjs)
      '.breakdown',
      'storybook-static',
      'public/mockServiceWorker.js',
      'test-results',
      '**/__screenshots__',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['schemas/**'],
    rules: ban([
      noEngine,
      noFixtures,
      noVariants,
      noMsw,
      {
        group: ['react', 'react-*', 'styled-components'],
        message: 'schemas/ is data only: zod and nothing else.',
      },
    ]),
  },
  { files: ['machines/**'], rules: ban([noEngine, noFixtures, noVariants, noMsw]) },
  { files: ['ui/**'], rules: ban([noEngine, noFixtures, noVariants, noMsw]) },
  {
    files: ['variants/**'],
    ignores: ['variants/**/*.test.ts'],
    rules: ban([
      noEngine,
      noFixtures,
      noMsw,
      {
        group: ['@tanstack/*', 'valtio', 'valtio/*'],
        message:
          'Variants are presentational: props in, events out; no fetching, no global stores.',
      },
    ]),
  },
  {
    files: ['engine/**'],
    ignores: [
      'engine/**/*.test.ts',
      'engine/main.tsx',
      'engine/app/mockedMode.ts',
      'engine/app/httpMockedMode.ts',
      // The studio (/__studio) is its own entry, built and served only in the embedded default.
      'engine/studio/**',
    ],
    rules: ban([noFixtures, noMsw]),
  },
);
