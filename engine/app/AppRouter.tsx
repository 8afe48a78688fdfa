import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../routing/routes';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { SiteLayout } from '../shell/SiteLayout';
import { RouteError } from '../shell/RouteError';
import { toRouteObjects } from './toRouteObjects';
import { AppSkeleton } from '../site/AppSkeleton';

/** The router is rebuilt only when settings that shape the route table change. */
export function AppRouter() {
  const { shopPath, careerVersion } = useSiteConfig().settings.appSettings;
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: <SiteLayout />,
          errorElement: <RouteError />,
          // Shown while the first page's lazy module loads.
          hydrateFallbackElement: <AppSkeleton />,
          children: toRouteObjects(buildRoutes({ shopPath, careerVersion })),
        },
      ]),
    [shopPath, careerVersion],
  );
  return <RouterProvider router={router} />;
}
