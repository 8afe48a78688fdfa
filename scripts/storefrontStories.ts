// The Storefront stories are generated: one named export per fixture site, because Storybook and
// its Vitest plugin both read a story file's exports statically. `generate-storefront-stories.ts`
// writes the file before `storybook`, `build-storybook` and the story tests.

/** Where the generated story file lives, from the repository root. */
export const STOREFRONT_STORIES_FILE = 'stories/storefront/Storefront.stories.tsx';

/** `header-one` → `HeaderOne`: a valid, unique export name per fixture file name. */
export function exportNameOf(site: string): string {
  const pascal = site
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
  return /^[A-Za-z]/.test(pascal) ? pascal : `Site${pascal}`;
}

/** The story file's source for these fixture sites (already in Prettier's format). */
export function storefrontStoriesSource(sites: readonly string[]): string {
  const names = new Map<string, string>();
  for (const site of sites) {
    const name = exportNameOf(site);
    const clash = names.get(name);
    if (clash !== undefined) throw new Error(`Fixture sites "${clash}" and "${site}" clash`);
    names.set(name, site);
  }
  const stories = [...names].map(
    ([name, site]) =>
      `export const ${name}: Story = {\n  name: '${site}',\n  parameters: { site: '${site}' },\n};`,
  );
  return `${[
    '// Generated from fixtures/sites/*.json by scripts/generate-storefront-stories.ts: do not edit.',
    '// A new fixture file gets its story when storybook or the story tests start.',
    "import type { Meta, StoryObj } from '@storybook/react-vite';",
    "import { StorefrontPage } from './StorefrontPage';",
    'import {',
    '  serveFixtureSite,',
    '  STOREFRONT_GLOBALS,',
    '  STOREFRONT_PARAMETERS,',
    '  storefrontReady,',
    "} from './storefrontStory';",
    '',
    '/** Each fixture site as a shopper meets it: the home route in the real shell. */',
    'const meta = {',
    "  title: 'Storefront',",
    '  component: StorefrontPage,',
    '  parameters: { ...STOREFRONT_PARAMETERS },',
    '  globals: { ...STOREFRONT_GLOBALS },',
    '  beforeEach: serveFixtureSite,',
    '  play: storefrontReady,',
    '} satisfies Meta<typeof StorefrontPage>;',
    'export default meta;',
    'type Story = StoryObj<typeof meta>;',
    '',
    ...stories,
  ].join('\n')}\n`;
}
