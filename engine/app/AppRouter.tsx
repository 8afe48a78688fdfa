import { useMemo, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { useSiteSettings } from '../site/SiteConfigProvider';
import { useCloseOverlaysOnNavigation } from '../shell/useCloseOverlaysOnNavigation';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { AppRoutes, appRoutes } from './appRoutes';
import { createNavigationHistory } from '../shell/navigationHistory';

/** The browser's router: the window's history and the route table of the site's settings. */
export function AppRouter() {
  const { shopPath, careerVersion } = useSiteSettings('appSettings');
  const [history] = useState(createNavigationHistory);
  useCloseOverlaysOnNavigation(history);
  const routes = appRoutes({ shopPath, careerVersion });
  // The same element while the routes are the same: every other settings change (a studio edit)
  // re-renders the settings' own readers, not every route context, link and page under it.
  const pages = useMemo(
    () => (
      <AppErrorBoundary>
        <AppRoutes routes={routes} />
      </AppErrorBoundary>
    ),
    [routes],
  );
  return <HistoryRouter history={history}>{pages}</HistoryRouter>;
}
