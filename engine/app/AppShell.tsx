import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../../ui/theme';
import { preloadFonts } from '../../ui/theme/fontPreload';
import { ApiClientProvider } from '../api/ApiClientProvider';
import type { ApiClient } from '../api/client';
import { defaultApiClient } from '../api/defaultClient';
import { StoresProvider } from '../stores/StoresProvider';
import type { Stores } from '../stores/createStores';
import { SiteLoader } from '../site/SiteLoader';
import { ClientOnly } from '../hydration/ClientOnly';

/**
 * What every render of the storefront sits in, in the browser and on the server alike: theme,
 * query cache, API client, stores and the loaded site configuration. Only the router differs
 * (a browser router in App, a static one in server/render).
 */
export function AppShell({
  queryClient,
  stores,
  apiClient = defaultApiClient,
  clientTools = null,
  children,
}: {
  queryClient: QueryClient;
  stores: Stores;
  apiClient?: ApiClient;
  /**
   * Tools that exist only in the browser (the preview toolbar), rendered after hydration. Always
   * in the same place of the tree, so the server's and the browser's trees have one shape and
   * React's generated ids (useId) agree.
   */
  clientTools?: ReactNode;
  /** The router: a browser router in App, a static one in server/render. */
  children: ReactNode;
}) {
  preloadFonts();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <StoresProvider stores={stores}>
            <SiteLoader>
              {children}
              <ClientOnly>{clientTools}</ClientOnly>
            </SiteLoader>
          </StoresProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
