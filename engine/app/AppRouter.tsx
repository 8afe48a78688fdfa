import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { useSiteConfig } from '../site/SiteConfigProvider';
import { useCloseOverlaysOnNavigation } from '../shell/useCloseOverlaysOnNavigation';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { AppRoutes, appRoutes } from './appRoutes';
import { createNavigationHistory } from './navigationHistory';

/** The browser's router: the window's history and the route table of the site's settings. */
export function AppRouter() {
  const { shopPath, careerVersion } = useSiteConfig().settings.appSettings;
  const [history] = useState(createNavigationHistory);
  useCloseOverlaysOnNavigation(history);
  return (
    <HistoryRouter history={history}>
      <AppErrorBoundary>
        <AppRoutes routes={appRoutes({ shopPath, careerVersion })} />
      </AppErrorBoundary>
    </HistoryRouter>
  );
}
