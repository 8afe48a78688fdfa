import { fixtureSiteDescriptions, fixtureSiteNames } from '../../fixtures/sites/catalogue.prebuilt';
import { fixtureCookie } from '../site/fixtureCookie';
import { rememberFixture, selectFixture } from '../site/fixtureSelection';
import { isStudioFrame } from '../studio/studioFrame';
import type { PreviewControls } from '../site/previewControls';

/** The preview toolbar ships with the mocked mode, so a real deployment never loads it. */
export { PreviewToolbar } from '../site/PreviewToolbar';
import { safeSessionStorage, showFixtureInUrl } from './previewSession';

/**
 * The embedded default behind the production server (server/): the mock backend answers over
 * HTTP under /api, so no service worker starts. The previewed site travels in a cookie.
 */
export function startHttpMockedMode(): PreviewControls {
  const session = safeSessionStorage();
  let site = selectFixture(window.location.search, session, fixtureSiteNames);
  const select = () => {
    document.cookie = fixtureCookie(site);
  };
  select();
  // Cookies are shared by the browser's tabs, the selection is per tab: a tab coming back to the
  // front names its own site again before the shopper does anything in it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') select();
  });
  return {
    siteNames: fixtureSiteNames,
    current: () => site,
    switchTo(name) {
      site = name;
      select();
      rememberFixture(name, session);
      showFixtureInUrl(name);
    },
    describe: (name) => fixtureSiteDescriptions[name] ?? null,
    // Only a studio frame loads the bridge (and the zod schemas of its messages).
    joinStudio: async (queryClient) =>
      isStudioFrame(window) &&
      (await import('../studio/frameBridge')).joinStudioIfFramed(queryClient, window),
  };
}
