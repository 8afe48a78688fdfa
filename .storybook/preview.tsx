import type { A11yParameters } from '@storybook/addon-a11y';
import type { Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../engine/api/queryClient';
import { SiteConfigProvider } from '../engine/site/SiteConfigProvider';
import { createStores } from '../engine/stores/createStores';
import { StoresProvider } from '../engine/stores/StoresProvider';
import { loadRouteDescriptions } from '../engine/routing/routeDescription';
import { NowProvider } from '../engine/hydration/now';
import { loadStoreHours } from '../engine/viewmodels/storeSelection/storeHoursLoader';
import { mockBackend } from './mockBackend';
import { createHandlers } from '../fixtures/mocks/handlers';
import { loadSiteConfig } from './siteFixture';
import { GlobalStyle, theme } from '../ui/theme';
import '../ui/theme/fonts';
import { VIEWPORTS } from './viewports';
import { frameAtViewport } from './frameAtViewport';

// Stories wait for code that loads on first use (account panel, menus, dialogs) and for the mock
// backend; a cold story server on a busy two-core machine compiles such chunks on demand, well
// past Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

/** A Wednesday afternoon, when every fixture store is open for pickup. */
const STORY_CLOCK = '2026-11-18T14:00:00';

type AxeRule = NonNullable<NonNullable<A11yParameters['config']>['rules']>[number];

/** axe ships WCAG 2.2's target size (2.5.8, 24 × 24 px or enough spacing) switched off; the
 * spec's pages must pass it, in every story. */
const GLOBAL_AXE_RULES: AxeRule[] = [{ id: 'target-size', enabled: true }];

/** A story's own `a11y.config.rules` replace the global array (Storybook merges parameters but
 * not arrays): the global rules come back, and the story's rule wins on the same id. */
function withGlobalAxeRules(a11y: A11yParameters | undefined): A11yParameters {
  const own = a11y?.config?.rules ?? [];
  const ownIds = new Set(own.map((rule) => rule.id));
  const rules = [...GLOBAL_AXE_RULES.filter((rule) => !ownIds.has(rule.id)), ...own];
  return { ...a11y, config: { ...a11y?.config, rules } };
}

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is an accessibility test: a violation fails it.
    a11y: { test: 'error', config: { rules: GLOBAL_AXE_RULES } },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  loaders: [
    frameAtViewport,
    // Load every bundled Inter weight before the first render, so layouts that measure text
    // (Header Four's priority links) measure the final font, not the fallback, before axe runs.
    async () => {
      await Promise.all(
        ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Inter`)),
      );
      return {};
    },
    // What the app fetches before it renders a page: the route descriptions (every page's loader
    // but the home's) and the store-hours reader (with a chosen store). Stories render pages and
    // store parts directly, so they get both up front.
    async () => {
      await Promise.all([loadRouteDescriptions(), loadStoreHours()]);
      return {};
    },
    mswLoader(async () => {
      const worker = setupWorker(...createHandlers(mockBackend));
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
      return worker;
    }),
  ],
  beforeEach: ({ parameters }) => {
    // Read by the accessibility check after the story's play function.
    parameters.a11y = withGlobalAxeRules(parameters.a11y);
    // Each story starts from the seeded backend, whatever the previous one posted, and from empty
    // storage: a Storefront story runs the whole app, which remembers the shopper's store, the
    // prompts they saw and more, and the next story must not start as that returning shopper.
    mockBackend.reset();
    localStorage.clear();
    sessionStorage.clear();
  },
  decorators: [
    (Story, { parameters }) => {
      // Storefront stories bring the app's own router, and a router cannot sit in another.
      if (parameters.appRouter === true) return <Story />;
      const route = typeof parameters.route === 'string' ? parameters.route : '/';
      return (
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      );
    },
    (Story, { parameters }) => {
      const siteName = typeof parameters.site === 'string' ? parameters.site : 'default';
      const site = useMemo(() => loadSiteConfig(siteName), [siteName]);
      // Fresh client and stores per story: nothing leaks from one story into the next.
      const queryClient = useMemo(() => createQueryClient({ retry: false }), []);
      const stores = useMemo(() => createStores(), []);
      return (
        <SiteConfigProvider config={site.config} diagnostics={site.diagnostics}>
          <QueryClientProvider client={queryClient}>
            <StoresProvider stores={stores}>
              {/* Store hours and closed notices read the clock: pictures must not depend on it.
                  A story's own NowProvider (stories/store-pages) overrides this one. */}
              <NowProvider at={STORY_CLOCK}>
                <Story />
              </NowProvider>
            </StoresProvider>
          </QueryClientProvider>
        </SiteConfigProvider>
      );
    },
    (Story) => (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Story />
      </ThemeProvider>
    ),
  ],
};

export default preview;
