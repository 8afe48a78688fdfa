import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useCloseOverlaysOnNavigation } from '../shell/useCloseOverlaysOnNavigation';
import { appRoutes } from './appRoutes';

/** The router is rebuilt only when settings that shape the route table change. After server
 * rendering it starts from the server's state (window.__staticRouterHydrationData). */
export function AppRouter() {
  const { shopPath, careerVersion } = useSiteConfig().settings.appSettings;
  const router = useMemo(
    () => createBrowserRouter(appRoutes({ shopPath, careerVersion })),
    [shopPath, careerVersion],
  );
  useCloseOverlaysOnNavigation(router);
  return <RouterProvider router={router} />;
}
