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

/**
 * The engine's folders by floor, top first. A folder may import only from the floors below its
 * own: not from above, and not from another folder on its floor.
 */
const ENGINE_FLOORS = [
  // Composes the app: the browser's and the server's entries, the routes, the mocked modes.
  ['app'],
  // One page per route, each laid inside the shell.
  ['pages'],
  // The frame every page shares: header, footer, overlays, region boundaries.
  ['shell'],
  // Widgets with their own loading, each mounted in one place (the studio by the mocked modes).
  ['ads', 'abandonedCart', 'popups', 'studio'],
  // Hooks that turn stores and queries into a family's props.
  ['viewmodels'],
  // Services the view-models and pages share: session, hydration, SEO, provider profiles, the
  // analytics bus and its sinks.
  ['account', 'analytics', 'hydration', 'notifications', 'providers', 'seo'],
  // Form state and submission, which the account's forms build on.
  ['forms'],
  // The site's configuration and what is read from it (shop path, route table).
  ['site'],
  // The API client and its queries.
  ['api'],
  // Client state: the valtio stores and their persistence.
  ['stores'],
  // Pure rules: data in, data out.
  ['rules'],
  // Tables that import nothing of the engine: routes and the variant registry.
  ['routing', 'registry'],
];

/** Bans, for a folder of ENGINE_FLOORS, every folder on its floor or above. */
function floorBan(folder) {
  const level = ENGINE_FLOORS.findIndex((floor) => floor.includes(folder));
  const higher = ENGINE_FLOORS.slice(0, level + 1)
    .flat()
    .filter((other) => other !== folder);
  return {
    // Engine files import one another by relative path: ../ up to engine/, then the folder.
    regex: `^(\\.\\./)+(${higher.join('|')})(/|$)`,
    message: `engine/${folder} stands below ${higher.join(', ')}: imports only run down the floors (ENGINE_FLOORS).`,
  };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.api-mode',
      '.tools',
      'dist',
      'dist-server',
      'dist-mock-api',
      // the deploy/ reference's build for its journey (scripts/deployStack.ts)
      '.deploy-test',
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
  {
    files: ['contract/suite/**'],
    ignores: ['contract/suite/**/*.test.ts'],
    rules: ban([
      {
        regex: '^\\.\\./',
        message:
          'The contract suite reads contract/openapi.json and nothing else of the repository, so a retailer’s team can run it with the contract folder alone.',
      },
    ]),
  },
  // ESLint keeps one set of options per rule and file, so each floor's block repeats the
  // engine-wide bans above, except for the studio, which may load fixtures. The top floor has none.
  ...ENGINE_FLOORS.slice(1)
    .flat()
    .map((folder) => ({
      files: [`engine/${folder}/**`],
      ignores: ['engine/**/*.test.ts'],
      rules: ban([...(folder === 'studio' ? [] : [noFixtures, noMsw]), floorBan(folder)]),
    })),
);
