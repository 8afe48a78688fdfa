import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { siteSettingsQuery } from '../api/queries';
import { preloadPathHeader } from '../shell/PathHeaderPart';
import type { StoreSelection } from '../stores/storeSelection';
import { loadStoreHours } from '../viewmodels/storeSelection/storeHoursLoader';
import { preloadMatchedPage } from './appRoutes';

/** The global the server writes its query cache into (server/document.ts). */
const SERVER_STATE_GLOBAL = '__STOREFRONT_STATE__';

/** The global the server writes its wall clock into (server/document.ts). */
const SERVER_NOW_GLOBAL = '__STOREFRONT_NOW__';

/** The server's wall clock when it rendered this page ("2026-11-25T14:00:00"); else null. */
export function readServerNow(): string | null {
  const value: unknown = Reflect.get(window, SERVER_NOW_GLOBAL);
  return typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(value) ? value : null;
}

/** The global the server writes the store it rendered for into (server/document.ts). */
const SERVER_STORE_GLOBAL = '__STOREFRONT_STORE__';

/** The store the server rendered for (its cookie, which the server checked); else null. */
export function readServerStoreSelection(): StoreSelection | null {
  const value: unknown = Reflect.get(window, SERVER_STORE_GLOBAL);
  return typeof value === 'object' && value !== null ? (value as StoreSelection) : null;
}

/** The server's query cache, when this page was rendered on the server; else null. */
export function readServerState(): DehydratedState | null {
  const value: unknown = Reflect.get(window, SERVER_STATE_GLOBAL);
  if (typeof value !== 'object' || value === null) return null;
  const { queries, mutations } = value as { queries?: unknown; mutations?: unknown };
  return Array.isArray(queries) && Array.isArray(mutations) ? (value as DehydratedState) : null;
}

/**
 * Everything the first browser render needs to match the server's HTML: the server's data in the
 * query cache (no refetch, no skeleton), the current page's module, where the page shows one the
 * mobile path header's, and where a store is chosen the reader of its hours. The header, the footer, the sticky footer and home sections keep the
 * server's HTML until they are needed (HydrateOnView), so their code is not fetched here.
 */
export async function prepareHydration(
  queryClient: QueryClient,
  state: DehydratedState,
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
    readServerStoreSelection()?.retailerId ? loadStoreHours() : null,
  ]);
}
