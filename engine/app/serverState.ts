import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { parseSiteConfig } from '../../schemas';
import { siteSettingsQuery } from '../api/queries';
import { appRoutes, preloadMatchedPages } from './appRoutes';

/** The global the server writes its query cache into (server/document.ts). */
const SERVER_STATE_GLOBAL = '__STOREFRONT_STATE__';

/** The server's query cache, when this page was rendered on the server; else null. */
export function readServerState(): DehydratedState | null {
  const value: unknown = Reflect.get(window, SERVER_STATE_GLOBAL);
  if (typeof value !== 'object' || value === null) return null;
  const { queries, mutations } = value as { queries?: unknown; mutations?: unknown };
  return Array.isArray(queries) && Array.isArray(mutations) ? (value as DehydratedState) : null;
}

/**
 * Everything the first browser render needs to match the server's HTML: the server's data in the
 * query cache (no refetch, no skeleton) and the current page's module already loaded.
 */
export async function prepareHydration(
  queryClient: QueryClient,
  state: DehydratedState,
): Promise<void> {
  hydrate(queryClient, state);
  const settings = queryClient.getQueryData(siteSettingsQuery().queryKey);
  const { appSettings } = parseSiteConfig(settings).config.settings;
  const routes = appRoutes({
    shopPath: appSettings.shopPath,
    careerVersion: appSettings.careerVersion,
  });
  await preloadMatchedPages(routes, window.location);
}
