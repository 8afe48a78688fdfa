import { createMockBackend } from '../../fixtures/mocks/backend';
import { startMockWorker } from '../../fixtures/mocks/browser';
import { sessionFaults } from '../../fixtures/mocks/faults';
import { describeSite, siteNames } from '../../fixtures/sites';
import { rememberFixture, selectFixture } from '../site/fixtureSelection';
import { isStudioFrame } from '../studio/studioFrame';
import type { PreviewControls } from '../site/previewControls';

/** The preview toolbar ships with the mocked mode, so a real deployment never loads it. */
export { PreviewToolbar } from '../site/PreviewToolbar';
import { safeSessionStorage, showFixtureInUrl } from './previewSession';

/** The embedded default without a server (vite preview, static hosting): an in-memory backend
 * seeded from fixtures/, served in the browser by MSW's service worker. */
export async function startMockedMode(): Promise<PreviewControls> {
  const session = safeSessionStorage();
  const site = selectFixture(window.location.search, session, siteNames);
  const backend = createMockBackend();
  backend.setSite(site);
  await startMockWorker(backend, sessionFaults(session));
  return {
    siteNames,
    current: () => backend.site(),
    switchTo(name) {
      backend.setSite(name);
      rememberFixture(name, session);
      showFixtureInUrl(name);
    },
    describe: describeSite,
    // Only a studio frame loads the bridge (and the zod schemas of its messages).
    joinStudio: async (queryClient) =>
      isStudioFrame(window) &&
      (await import('../studio/frameBridge')).joinStudioIfFramed(queryClient, window),
  };
}
