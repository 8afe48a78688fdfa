import { hydrate, type QueryClient } from '@tanstack/react-query';
import { siteSettingsQuery } from '../api/queries';
import { preloadPathHeader } from '../shell/PathHeaderPart';
import { complianceNoticesAt } from '../rules/complianceNotices';
import { loadComplianceNotice } from '../viewmodels/compliance/complianceNoticeLoader';
import { loadStoreHours } from '../viewmodels/storeSelection/storeHoursLoader';
import { preloadMatchedPage } from './appRoutes';
import type { ServerRender } from './serverRender';

/**
 * Everything the first browser render needs to match the server's HTML: the server's data in the
 * query cache (no refetch, no skeleton), the current page's module, where the page shows one the
 * mobile path header's, and where a store is chosen the reader of its hours. The header, the footer, the sticky footer and home sections keep the
 * server's HTML until they are needed (HydrateOnView), so their code is not fetched here.
 */
export async function prepareHydration(
  queryClient: QueryClient,
  { state, storeSelection }: ServerRender,
): Promise<void> {
  hydrate(queryClient, state);
  // The server's settings, parsed there; a failed settings load is not sent: the defaults.
  const { settings: parsed } =
    queryClient.getQueryData(siteSettingsQuery().queryKey)?.config ??
    (await import('../site/siteDefaults.prebuilt')).DEFAULT_SITE_CONFIG;
  const { shopPath, careerVersion } = parsed.appSettings;
  await Promise.all([
    preloadMatchedPage({ shopPath, careerVersion }, window.location),
    preloadPathHeader(window.location.pathname, shopPath),
    // The server worded the chosen store's hours: the first render must word them the same.
    storeSelection?.retailerId ? loadStoreHours() : null,
    // An ad's reservation holds its notices' height: the first render draws them as the server did.
    complianceNoticesAt(parsed.complianceNoticesCms, 'ads') !== null
      ? loadComplianceNotice()
      : null,
  ]);
}
