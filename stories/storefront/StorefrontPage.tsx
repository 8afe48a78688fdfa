import { MemoryRouter } from 'react-router';
import { AppRoutes, appRoutes } from '../../engine/app/appRoutes';
import type { PreviewControls } from '../../engine/site/previewControls';
import { PreviewToolbar } from '../../engine/site/PreviewToolbar';
import { SiteLoader } from '../../engine/site/SiteLoader';
import { useSiteConfig } from '../../engine/site/SiteConfigProvider';
import { FooterHeadingSkeletonMs } from '../../engine/viewmodels/footer/footerHeadingsLoading';
import { describeSite, siteNames } from '../../fixtures/sites';
import { mockBackend } from '../../.storybook/mockBackend';

/** The preview toolbar's controls in Storybook: the same mock backend the stories' MSW serves. */
const storyPreview: PreviewControls = {
  siteNames,
  current: () => mockBackend.site(),
  switchTo: (name) => mockBackend.setSite(name),
  describe: describeSite,
};

/** The app's own route table in a memory router, with the route table of the site's settings. */
function StorefrontRouter({ route }: { route: string }) {
  const { shopPath, careerVersion } = useSiteConfig().settings.appSettings;
  return (
    <MemoryRouter key={route} initialEntries={[route]}>
      <AppRoutes routes={appRoutes({ shopPath, careerVersion })} />
    </MemoryRouter>
  );
}

/**
 * The whole storefront as the mocked app renders it: settings fetched from the mock backend and
 * parsed leniently (SiteLoader), the real layout and home page, and the preview toolbar with the
 * site's diagnostics. The story's `beforeEach` points the backend at the fixture site. The
 * footer's headings show at once: the pictures are of the settled page, and the footer's own
 * stories check its skeleton time.
 */
export function StorefrontPage({ route = '/' }: { route?: string }) {
  return (
    <FooterHeadingSkeletonMs value={0}>
      <SiteLoader>
        <StorefrontRouter route={route} />
        <PreviewToolbar preview={storyPreview} />
      </SiteLoader>
    </FooterHeadingSkeletonMs>
  );
}
